import { fileURLToPath } from 'node:url';
import { createScanner, DEFAULT_MIN_LIKELIHOOD } from '@preflight/core';
import { describe, expect, it } from 'vitest';
import {
  CHECKSUM_PRECISION_MIN,
  evaluateCorpus,
  formatReport,
  loadCorpus,
  OVERALL_F1_MIN,
} from '../../../../fixtures/corpus/evaluation.js';
import { CHECKSUM_TYPES } from '../generators/index.js';

const corpusPath = fileURLToPath(new URL('../../../../fixtures/corpus/corpus.jsonl', import.meta.url));

/** As `pnpm eval:corpus` scores them: the findings the default policy acts on. */
describe('built-in detectors on the labelled corpus, at the default likelihood floor', () => {
  const scanner = createScanner({ minLikelihood: DEFAULT_MIN_LIKELIHOOD });
  const report = evaluateCorpus(loadCorpus(corpusPath), (text) => scanner.scan(text));

  it(`reach overall F1 of at least ${OVERALL_F1_MIN}`, () => {
    expect(report.overall.f1, formatReport(report)).toBeGreaterThanOrEqual(OVERALL_F1_MIN);
  });

  // A type that reports nothing has no precision; its misses count against recall and overall F1.
  it.each([...CHECKSUM_TYPES])(`%s reaches precision ${CHECKSUM_PRECISION_MIN} when it reports anything`, (type) => {
    const score = report.perType.find((s) => s.type === type);
    const falsePositives = report.misses.filter((m) => m.type === type && m.outcome === 'FP').map((m) => `${m.id} [${m.start}, ${m.end})`);
    if (score && score.tp + score.fp > 0) expect(score.precision, falsePositives.join('\n')).toBeGreaterThanOrEqual(CHECKSUM_PRECISION_MIN);
  });
});
