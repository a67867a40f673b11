import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/ascii-units.js';
import { patternShape } from '../../src/scanner/pattern-shape.js';
import { RepeatedMatches } from '../../src/scanner/repeated-matches.js';

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
          const repeated = new RepeatedMatches(asciiUnits(sample), 0, reach, match);
          for (let at = 0; at < sample.length; at += step) expect(repeated.matchAt(sample, at)).toBe(match(sample, at));
        }
      }),
      { numRuns: 300 },
    );
  });
});
