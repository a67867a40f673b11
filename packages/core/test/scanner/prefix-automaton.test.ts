import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { patternShape } from '../../src/scanner/compile/pattern-shape.js';
import { automatonKeeps, prefixAutomaton } from '../../src/scanner/digits/prefix-automaton.js';

const automaton = (patterns: string[], ignoreCase = false) => {
  const built = prefixAutomaton(patterns.map((pattern) => patternShape(pattern, ignoreCase, true).prefix));
  if (built === null) throw new Error('automaton too large');
  return (text: string) => automatonKeeps(built, asciiUnits(text), 0);
};

describe('prefix automaton', () => {
  test('refuses tokens no pattern can begin, reading only a few units', () => {
    const ssn = automaton(['\\d{3}-\\d{2}-\\d{4}']);
    expect(ssn('123-45-6789')).toBe(true);
    expect(ssn('123-456-789')).toBe(false);
    expect(ssn('12:34:56')).toBe(false);
    const card = automaton(['\\d{4}(?:[ -]\\d{4}){3}', '\\d{12,19}']);
    expect(card('2026-01-10,')).toBe(false);
    expect(card('4111 1111 1111 1111')).toBe(true);
  });

  test('assertions admit, case folds, and unbounded repeats admit any run', () => {
    expect(automaton(['\\b\\d{2}[a-z]\\b'], true)('12Q')).toBe(true);
    expect(automaton(['\\d{2}[a-z]'], true)('12:')).toBe(false);
    expect(automaton(['\\d+x'])('12345:')).toBe(true);
    expect(automaton(['\\d{2}x'])('12é')).toBe(false);
    expect(automaton(['\\d{2}[^x]'])('12é')).toBe(true);
  });

  test('a token still alive at the end of the text, or at a NUL, goes to the regexes', () => {
    expect(automaton(['\\d{3}-\\d{2}'])('123-')).toBe(true);
    expect(automaton(['\\d{3}-\\d{2}'])('123-\u0000')).toBe(true);
    expect(automaton(['\\d{3}-\\d{2}'])('123 ')).toBe(false);
  });

  test('groups units the patterns never tell apart, and works out only what a walk of 16 units can reach', () => {
    const built = prefixAutomaton([patternShape('\\d{3}-\\d{2}-\\d{4}', false, true).prefix]);
    expect(built?.width).toBe(4);
    expect(built?.classes['7'.charCodeAt(0)]).toBe(built?.classes['0'.charCodeAt(0)]);
    expect(built?.classes['a'.charCodeAt(0)]).toBe(built?.classes[' '.charCodeAt(0)]);
    expect(built?.moves.length).toBe(11 * 4);
  });

  test('is null for patterns too large to unroll', () => {
    expect(prefixAutomaton([patternShape('\\d{1,5000}x', false, true).prefix])).toBeNull();
  });

  const digitPatterns = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits');
  const all = prefixAutomaton(digitPatterns.map((detector) => patternShape(detector.pattern, detector.ignoreCase, true).prefix));
  const stickies = digitPatterns.map((detector) => new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y'));
  const digitRun = fc.integer({ min: 1, max: 20 }).map((length) => '73019'.repeat(4).slice(0, length));
  const unit = fc.oneof(digitRun, fc.constantFrom(...'0123456789 -.+()/:ABCXZLMNTabcx\n\u00e9'.split('')));

  test('never refuses a token where a built-in digits pattern matches', () => {
    expect(all).not.toBeNull();
    let matched = 0;
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 12 }), (units) => {
        const text = units.join('');
        if (!stickies.some((sticky) => ((sticky.lastIndex = 0), sticky.test(text)))) return;
        matched++;
        expect(all !== null && automatonKeeps(all, asciiUnits(text), 0)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(matched).toBeGreaterThan(1000);
  });
});
