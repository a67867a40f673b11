import { createScanner } from '@preflight/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const scanner = createScanner({
  customDetectors: [{ id: 'acme.employee', type: 'EMPLOYEE_ID', categories: ['PII'], pattern: 'EMP-[0-9]{6}', keywords: ['badge'] }],
});

/** Text mixing arbitrary code units (lone surrogates, NUL, RTL marks, emoji) with pieces detectors react to. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('@', '.', ':', '::', '-', '+(', '\u0000', '\u202e', '\ud800', '\udfff', '😀', 'é', 'badge ', 'EMP-123456', 'a@b.example.com', '10.0.0.1', 'fe80::1', '4111 1111 1111 1111', 'ssn 123-45-6789'),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('arbitrary input', () => {
  test('never throws; findings are in bounds, sorted and disjoint', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const findings = scanner.scan(text);
        let previousEnd = 0;
        for (const finding of findings) {
          expect(finding.start).toBeGreaterThanOrEqual(previousEnd);
          expect(finding.end).toBeGreaterThan(finding.start);
          expect(finding.end).toBeLessThanOrEqual(text.length);
          expect(finding.confidence).toBeGreaterThan(0);
          expect(finding.confidence).toBeLessThanOrEqual(1);
          previousEnd = finding.end;
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Milliseconds for one scan (best of three, so a busy shared machine does not decide the result). */
function bestTime(text: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    scanner.scan(text);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('linear time', () => {
  const MB = 1 << 20;
  const repeat = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const ordinary = repeat('The quarterly report is due on Friday; please send comments to the team before noon. ');
  /** Finding-dense text: the labelled corpus's documents back to back, repeated to 1 MB. */
  const dense = repeat(
    readFileSync(fileURLToPath(new URL('../../../../fixtures/corpus/corpus.jsonl', import.meta.url)), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `${(JSON.parse(line) as { text: string }).text}\n\n`)
      .join(''),
  );

  const units = [
    ['one letter', 'a'],
    ['one digit', '1'],
    ['a@', 'a@'],
    ['dashes', '-'],
    ['base64 characters', 'QUJDRGVmZ2hpams0NTY3OA+/'],
    ['spaced digits', '1 '],
    ['dotted letters', 'a.'],
    ['colons', 'a:'],
    ['dotted digits', '1.'],
  ];

  test.each(units)('2 MB of %s take at most 3x the time of 1 MB (linear: 2x; quadratic: 4x)', (_name, unit) => {
    // A floor of 25 ms, so a collection or a busy machine during a scan of a few milliseconds does
    // not decide the ratio; a super-linear scan of a megabyte takes far longer than that.
    expect(bestTime(repeat(unit, 2 * MB))).toBeLessThan(3 * Math.max(bestTime(repeat(unit)), 25));
  });

  test.each(units.filter(([name]) => name !== 'dotted digits'))('1 MB of %s stays within 20x of 1 MB of ordinary text', (_name, unit) => {
    const baseline = Math.max(bestTime(ordinary), 5);
    expect(bestTime(repeat(unit))).toBeLessThan(20 * baseline);
  });

  // Every other unit of `1.1.1.…` begins a candidate IPv4 address that is matched and assessed: as
  // costly per megabyte as text dense with real findings, which is its yardstick.
  test('1 MB of dotted digits stays within 3x of 1 MB of finding-dense text', () => {
    expect(bestTime(repeat('1.'))).toBeLessThan(3 * Math.max(bestTime(dense), 5));
  });
});
