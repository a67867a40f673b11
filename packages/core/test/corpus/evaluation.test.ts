import { describe, expect, it } from 'vitest';
import type { CorpusDocument, Label } from '../../../../fixtures/corpus/document-builder.js';
import { evaluateCorpus, formatReport } from '../../../../fixtures/corpus/evaluation.js';

const doc = (id: string, expected: Label[]): CorpusDocument => ({ id, kind: 'test', text: 'x'.repeat(100), expected });

/** A scanner that answers from a fixed table, keyed by document text. */
const answering = (answers: Record<string, Label[]>) => (text: string) => answers[text] ?? [];

describe('evaluateCorpus', () => {
  it('counts an exact prediction as a true positive with exact-offset agreement', () => {
    const documents = [doc('a', [{ type: 'EMAIL', start: 5, end: 20 }])];
    const report = evaluateCorpus(documents, () => [{ type: 'EMAIL', start: 5, end: 20 }]);
    expect(report.overall).toMatchObject({ tp: 1, fp: 0, fn: 0, exact: 1, precision: 1, recall: 1, f1: 1 });
  });

  it('counts an overlapping prediction of the same type as a match but not as exact', () => {
    const report = evaluateCorpus([doc('a', [{ type: 'IBAN', start: 10, end: 40 }])], () => [{ type: 'IBAN', start: 12, end: 40 }]);
    expect(report.overall).toMatchObject({ tp: 1, exact: 0 });
  });

  it('counts a prediction of another type as one false positive and one miss', () => {
    const report = evaluateCorpus([doc('a', [{ type: 'NPI', start: 0, end: 10 }])], () => [{ type: 'PHONE', start: 0, end: 10 }]);
    expect(report.perType.find((s) => s.type === 'NPI')).toMatchObject({ tp: 0, fn: 1 });
    expect(report.perType.find((s) => s.type === 'PHONE')).toMatchObject({ tp: 0, fp: 1 });
    expect(report.misses.map((m) => `${m.outcome} ${m.type} ${m.id}`)).toEqual(['FN NPI a', 'FP PHONE a']);
  });

  it('matches one prediction to one label only', () => {
    const labels = [
      { type: 'EMAIL', start: 0, end: 10 },
      { type: 'EMAIL', start: 10, end: 20 },
    ];
    const report = evaluateCorpus([doc('a', labels)], () => [{ type: 'EMAIL', start: 5, end: 15 }]);
    expect(report.overall).toMatchObject({ tp: 1, fn: 1, fp: 0 });
  });

  it('prefers the exact pairing when a prediction overlaps two labels', () => {
    const labels = [
      { type: 'EMAIL', start: 0, end: 10 },
      { type: 'EMAIL', start: 10, end: 20 },
    ];
    const predictions = [
      { type: 'EMAIL', start: 5, end: 15 },
      { type: 'EMAIL', start: 0, end: 10 },
    ];
    const report = evaluateCorpus([doc('a', labels)], () => predictions);
    expect(report.overall).toMatchObject({ tp: 2, exact: 1, fp: 0, fn: 0 });
  });

  it('fails on low overall F1 and on a checksum type below 0.99 precision, not on a shape type', () => {
    const documents = Array.from({ length: 100 }, (_, i) => ({ ...doc(`d${i}`, [{ type: 'EMAIL', start: 0, end: 5 }]), text: `doc ${i}` }));
    const answers: Record<string, Label[]> = {};
    documents.forEach((d, i) => {
      const spurious = i < 2 ? [{ type: 'IBAN', start: 50, end: 60 }, { type: 'PHONE', start: 70, end: 80 }] : [];
      answers[d.text] = [{ type: 'EMAIL', start: 0, end: 5 }, ...spurious];
    });
    const report = evaluateCorpus(documents, answering(answers));
    expect(report.failures).toEqual(['IBAN precision 0.000 is below 0.99']);

    const missing = evaluateCorpus(documents, () => []);
    expect(missing.failures).toEqual(['overall F1 0.000 is below 0.97']);
  });

  it('reports misses by document id and offsets only', () => {
    const text = 'card 4111 1111 1111 1111 here';
    const report = evaluateCorpus([{ id: 'doc-7', kind: 'test', text, expected: [{ type: 'CREDIT_CARD', start: 5, end: 24 }] }], () => []);
    const printed = formatReport(report);
    expect(printed).toContain('FN CREDIT_CARD doc-7 [5, 24)');
    expect(printed).not.toContain('4111');
  });
});
