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

/**
 * Best milliseconds of one scan of each text, over five rounds that take the texts in turn: a busy
 * spell of a shared machine (other test files run beside this one) then weighs on every text alike.
 */
function bestTimes(...texts: string[]): number[] {
  const best = texts.map(() => Infinity);
  for (let round = 0; round < 5; round++) {
    texts.forEach((text, index) => {
      const started = performance.now();
      scanner.scan(text);
      best[index] = Math.min(best[index]!, performance.now() - started);
    });
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
    ['dotted digits', '1.'],
  ];
  // Every unit of these is an operator read for an assignment, most to a name that says secret, judged and its value
  // assessed; every colon of `a:a:…` also stands in a run the IPv6 and MAC patterns are tried in.
  const assignments = [
    ['colons', 'a:'],
    ['equals signs', '='],
    ['assignments of a secret name', 'password='],
    ['key=value pairs', 'api_key=a '],
    ['quoted names', '"token":'],
  ];

  test.each([...units, ...assignments])('4 MB of %s take at most 8x the time of 1 MB (linear: 4x; quadratic: 16x)', (_name, unit) => {
    // A floor of 25 ms, so a collection during a scan of a few milliseconds does not decide the
    // ratio; a super-linear scan of a megabyte takes far longer than that.
    const [oneMegabyte, fourMegabytes] = bestTimes(repeat(unit), repeat(unit, 4 * MB));
    expect(fourMegabytes).toBeLessThan(8 * Math.max(oneMegabyte!, 25));
  });

  test.each(units.filter(([name]) => name !== 'dotted digits'))('1 MB of %s stays within 20x of 1 MB of ordinary text', (_name, unit) => {
    const [baseline, hostile] = bestTimes(ordinary, repeat(unit));
    expect(hostile).toBeLessThan(20 * Math.max(baseline!, 5));
  });

  // Every other unit of `1.1.1.…` begins a candidate IPv4 address that is matched and assessed: as
  // costly per megabyte as text dense with real findings, which is its yardstick.
  test('1 MB of dotted digits stays within 3x of 1 MB of finding-dense text', () => {
    const [baseline, dotted] = bestTimes(dense, repeat('1.'));
    expect(dotted).toBeLessThan(3 * Math.max(baseline!, 5));
  });

  test.each(assignments)('1 MB of %s stays within 3x of 1 MB of finding-dense text', (_name, unit) => {
    const [baseline, hostile] = bestTimes(dense, repeat(unit));
    expect(hostile).toBeLessThan(3 * Math.max(baseline!, 5));
  });
});
