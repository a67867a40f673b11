import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { patternShape } from '../../src/scanner/compile/pattern-shape.js';
import { unitClassesOf, type UnitClasses } from '../../src/scanner/digits/prefix-automaton.js';
import { AnswerCache, UNKNOWN } from '../../src/scanner/answer-cache.js';

/** A matcher whose answers (match lengths) are cached over the whole of `text` as one window. */
function repeatedOver(text: string, reach: number, match: (subject: string, at: number) => number, classes?: UnitClasses) {
  const cache = new AnswerCache(reach, classes);
  cache.begin(asciiUnits(text));
  return {
    matchAt(subject: string, at: number): number {
      const known = cache.answerAt(at);
      if (known !== UNKNOWN) return known < 0 ? -1 : at + known;
      const end = match(subject, at);
      cache.remember(at, end < 0 ? -1 : end - at);
      return end;
    },
  };
}

describe('pattern reach', () => {
  test('is the longest match of a bounded pattern without assertions', () => {
    expect(patternShape('[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,8}(?:\\.\\d{1,3}){0,3}').reach).toBe(56);
    expect(patternShape('ab?(?:cd|e){3}').reach).toBe(8);
  });

  test('is unknown when a match is unbounded or an assertion looks around it', () => {
    expect(patternShape('a+').reach).toBe(Infinity);
    expect(patternShape('\\ba{2}').reach).toBe(Infinity);
    expect(patternShape('a{2}$').reach).toBe(Infinity);
  });
});

describe('repeated matches', () => {
  const bounded = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'char' && patternShape(detector.pattern, detector.ignoreCase).reach !== Infinity);
  // Short units repeated many times, with now and then a break, so candidates repeat their windows.
  const piece = fc.constantFrom('a:', '1:', 'ab:', 'fe80::', '::', 'a:b.', '1.2:', 'g:', ' ', 'é:', ':');
  const text = fc.array(fc.tuple(piece, fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 8 }).map((parts) => parts.map(([unit, times]) => unit.repeat(times)).join(''));

  test('there are bounded char-anchored patterns to try', () => {
    expect(bounded.length).toBeGreaterThan(0);
  });

  test('answers as the matcher does at every candidate, in text order', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 5 }), (sample, step) => {
        for (const detector of bounded) {
          const sticky = new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y');
          const match = (subject: string, at: number) => ((sticky.lastIndex = at), sticky.test(subject) ? sticky.lastIndex : -1);
          const reach = patternShape(detector.pattern, detector.ignoreCase).reach;
          const repeated = repeatedOver(sample, reach, match);
          for (let at = 0; at < sample.length; at += step) expect(repeated.matchAt(sample, at)).toBe(match(sample, at));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('matches taken over where units fall in the same classes', () => {
  const bounded = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind !== 'context' && patternShape(detector.pattern, detector.ignoreCase).reach !== Infinity);
  // Values that look alike to a pattern (timestamps, addresses, JSON colons, numbers) with other
  // digits and letters, and units no pattern tells apart well (non-ASCII, NUL).
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
  const piece = fc.oneof(
    fc.tuple(digit, digit, digit, digit).map(([a, b, c, d]) => `T${a}${b}:${c}${d}:${b}${a}.${c}${d}${a}Z `),
    fc.array(hex, { minLength: 1, maxLength: 4 }).map((group) => `${group.join('')}:`),
    fc.array(digit, { minLength: 1, maxLength: 12 }).map((digits) => `${digits.join('')} `),
    fc.constantFrom('": "', '::', 'fe80::1 ', '2001:db8::8a2e:370:7334 ', '1.2.3.4 ', '123-45-6789 ', '(555) 010-4477 ', 'é', '\u0000', 'x', ' ', '-', '.'),
  );
  const text = fc.array(piece, { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));

  test('answers as the matcher does at every candidate, and runs it less often', () => {
    let calls = 0;
    let candidates = 0;
    const prepared = bounded.map((detector) => {
      const shape = patternShape(detector.pattern, detector.ignoreCase);
      return { reach: shape.reach, classes: unitClassesOf(shape.sets), sticky: new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y') };
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 4 }), (sample, step) => {
        for (const { reach, classes, sticky } of prepared) {
          const match = (subject: string, at: number) => ((sticky.lastIndex = at), sticky.test(subject) ? sticky.lastIndex : -1);
          const counted = (subject: string, at: number) => (calls++, match(subject, at));
          const repeated = repeatedOver(sample, reach, counted, classes);
          // One comparison per candidate, one assertion per sample: millions of candidates in all.
          const wrong: string[] = [];
          for (let at = 0; at < sample.length; at += step, candidates++) {
            const [got, want] = [repeated.matchAt(sample, at), match(sample, at)];
            if (got !== want) wrong.push(`${sticky.source} at ${at}: ${got}, not ${want}`);
          }
          expect(wrong).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
    expect(calls).toBeLessThan(candidates);
  });

  test("a log's timestamps take the IPv6 pattern's answer from the first one", () => {
    const ipv6 = BUILTIN_DETECTORS.find((detector) => detector.id === 'ip-address-v6')!;
    const shape = patternShape(ipv6.pattern);
    const sticky = new RegExp(ipv6.pattern, 'y');
    let calls = 0;
    const match = (subject: string, at: number) => (calls++, (sticky.lastIndex = at), sticky.test(subject) ? sticky.lastIndex : -1);
    const log = Array.from({ length: 50 }, (_, k) => `2026-03-05T${String(k % 24).padStart(2, '0')}:${String((7 * k) % 60).padStart(2, '0')}:1${k % 10}.${100 + k}Z INFO ok`).join('\n');
    const repeated = repeatedOver(log, shape.reach, match, unitClassesOf(shape.sets));
    const starts = [...log.matchAll(/T(\d\d):/g)].map((found) => found.index + 1);
    for (const start of starts) expect(repeated.matchAt(log, start)).toBe(start + 12);
    expect(calls).toBe(1);
  });

  test("tells a line break from other units where a pattern's `.` reads them", () => {
    const { classes: byUnit } = unitClassesOf(patternShape('a.b').sets);
    expect(byUnit['\n'.charCodeAt(0)]).not.toBe(byUnit['x'.charCodeAt(0)]);
    const sticky = /a.b/y;
    const match = (subject: string, at: number) => ((sticky.lastIndex = at), sticky.test(subject) ? sticky.lastIndex : -1);
    const sample = 'axb a\nb';
    const repeated = repeatedOver(sample, 3, match, unitClassesOf(patternShape('a.b').sets));
    expect([repeated.matchAt(sample, 0), repeated.matchAt(sample, 4)]).toEqual([3, -1]);
  });

  test('a unit no state of the pattern reads closes the units compared', () => {
    const { classes: byUnit, unread } = unitClassesOf(patternShape('[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,8}').sets);
    expect(byUnit[':'.charCodeAt(0)]).not.toBe(unread);
    expect(byUnit['a'.charCodeAt(0)]).toBe(byUnit['F'.charCodeAt(0)]);
    expect(byUnit['g'.charCodeAt(0)]).toBe(unread);
    expect(byUnit[' '.charCodeAt(0)]).toBe(unread);
  });
});
