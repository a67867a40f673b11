import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLEAN_SHARE, CORPUS_SEED, CORPUS_SIZE, generateCorpus } from '../../../../fixtures/corpus/corpus-generator.js';
import { loadCorpus } from '../../../../fixtures/corpus/evaluation.js';
import { TEMPLATES_BY_KIND } from '../../../../fixtures/corpus/templates/index.js';

const corpusPath = fileURLToPath(new URL('../../../../fixtures/corpus/corpus.jsonl', import.meta.url));
const documents = loadCorpus(corpusPath);

describe('the committed corpus', () => {
  it('is exactly what the seeded generator writes (regenerate with fixtures/corpus/generate.ts)', () => {
    expect(documents).toEqual(generateCorpus(CORPUS_SEED, CORPUS_SIZE));
  });

  it('holds at least 1,000 documents with unique ids', () => {
    expect(documents.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('has labels that lie inside their text, in order and without overlap', () => {
    for (const doc of documents) {
      let previousEnd = 0;
      for (const label of doc.expected) {
        expect(label.start, doc.id).toBeGreaterThanOrEqual(previousEnd);
        expect(label.end, doc.id).toBeGreaterThan(label.start);
        expect(label.end, doc.id).toBeLessThanOrEqual(doc.text.length);
        previousEnd = label.end;
      }
    }
  });

  it('leaves about 30% of documents without findings, in every kind some with and some without', () => {
    const clean = documents.filter((d) => d.expected.length === 0).length / documents.length;
    expect(Math.abs(clean - CLEAN_SHARE)).toBeLessThan(0.05);
    for (const kind of Object.keys(TEMPLATES_BY_KIND)) {
      const ofKind = documents.filter((d) => d.kind === kind);
      expect(ofKind.some((d) => d.expected.length === 0), kind).toBe(true);
      expect(ofKind.some((d) => d.expected.length > 0), kind).toBe(true);
    }
  });

  it('never labels a span that starts or ends in the middle of a word or number', () => {
    const wordChar = /[A-Za-z0-9]/;
    for (const doc of documents) {
      for (const { start, end } of doc.expected) {
        expect(wordChar.test(doc.text[start - 1] ?? ' ') && wordChar.test(doc.text[start]), `${doc.id} start ${start}`).toBe(false);
        expect(wordChar.test(doc.text[end] ?? ' ') && wordChar.test(doc.text[end - 1]), `${doc.id} end ${end}`).toBe(false);
      }
    }
  });
});
