import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const records = BUILTIN_DETECTORS.filter((record) => record.reportGroup !== undefined);

/** The group's span as the `d` flag's indices give it, the whole match when the group took no part. */
function indexedSpan(pattern: string, name: string, text: string, start: number, end: number): readonly [number, number] {
  const indexed = new RegExp(pattern, 'dy');
  indexed.lastIndex = start;
  return indexed.exec(text)?.indices?.groups?.[name] ?? [start, end];
}

describe('the reported group of a match', () => {
  it('is where the d flag puts it, for every built-in detector that names one', () => {
    expect(records.map((record) => record.id)).toEqual(expect.arrayContaining(['email', 'database-url-password']));
    const piece = fc.constantFrom('jane.roe', '@', 'example.com', 'mailto:', 'https://x.io/', 'postgres://', 'postgres://app:pw@db.io', 'app:', 'pw', '.', ':', '/', ' ', 'a', '1');
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...records), text, fc.nat(40), (record, value, at) => {
        const detector = plan.detectors.find((compiled) => compiled.id === record.id)!;
        const start = Math.min(at, value.length);
        const end = detector.matchAt!(value, start);
        if (end < 0) return;
        expect(detector.reportedSpan!(value, start, end)).toEqual(indexedSpan(record.pattern, record.reportGroup!, value, start, end));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reports the address inside a mailto link', () => {
    const text = 'write to mailto:jane.roe@example.com today';
    const detector = plan.detectors.find((compiled) => compiled.id === 'email')!;
    const start = text.indexOf('mailto');
    expect(detector.reportedSpan!(text, start, detector.matchAt!(text, start))).toEqual([text.indexOf('jane'), text.indexOf(' today')]);
  });
});
