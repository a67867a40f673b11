import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { leadAdmits, leadKey } from '../../src/scanner/digits/digit-gate.js';
import { patternShape } from '../../src/scanner/compile/pattern-shape.js';

const admits = (pattern: string, text: string, ignoreCase = false, bounded = false) => leadAdmits(patternShape(pattern, ignoreCase, true).digitLead, leadKey(asciiUnits(text), 0), bounded);

describe('digit lead gate', () => {
  test('reads the leading digit run and the unit after it', () => {
    expect(admits('\\d{3}-\\d{2}-\\d{4}', '123-45-6789')).toBe(true);
    expect(admits('\\d{3}-\\d{2}-\\d{4}', '2026-03-05')).toBe(false);
    expect(admits('\\d{3}-\\d{2}-\\d{4}', '12:34')).toBe(false);
    expect(admits('\\d{9}', '1234567890')).toBe(true);
    expect(admits('\\d{9}', '12345678')).toBe(false);
    expect(admits('\\d{9}', '12345678 ')).toBe(false);
  });

  test('letters, optional groups, alternation and case folding', () => {
    expect(admits('[A-Z]{2}\\d{6}', 'AB123456')).toBe(true);
    expect(admits('[A-Z]{2}\\d{6}', '12AB')).toBe(false);
    expect(admits('[a-z]\\d', 'Q1', true)).toBe(true);
    expect(admits('(?:\\+?1[ .-]?)?\\d{3}', '1 555')).toBe(true);
    expect(admits('(?:\\+?1[ .-]?)?\\d{3}', '55x')).toBe(false);
    expect(admits('\\d{4}\\.\\d{2}|\\d{2}x', '12x')).toBe(true);
    expect(admits('\\d{4}[é]', '1234é')).toBe(true);
  });

  test('the end of the text only admits matches that end with the digits', () => {
    expect(admits('\\d{3}', '123')).toBe(true);
    expect(admits('\\d{3}-', '123')).toBe(false);
  });

  test('a match bounded at its end takes the whole digit run and stands before no letter or digit', () => {
    expect(admits('\\d{9}', '1234567890', false, true)).toBe(false);
    expect(admits('\\d{9}', '123456789', false, true)).toBe(true);
    expect(admits('\\d{9}', '123456789-', false, true)).toBe(true);
    expect(admits('\\d{9}', '123456789A', false, true)).toBe(false);
    expect(admits('\\d{9}', '123456789\u00e9', false, true)).toBe(true);
    expect(admits('\\d{9}|\\d{8}[A-Z]', '12345678A', false, true)).toBe(true);
    expect(admits('\\d{3}-\\d{2}-\\d{4}', '123-45-6789', false, true)).toBe(true);
    expect(admits('\\d{9,12}', '1234567890 ', false, true)).toBe(true);
    expect(admits('\\d{9,12}', '1234567890123', false, true)).toBe(false);
  });

  test('an unknown lead (unbounded quantifier) admits every token', () => {
    expect(patternShape('\\d+x', false, true).digitLead).toBeNull();
    expect(admits('\\d+x', '12:')).toBe(true);
  });

  const digitPatterns = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits').map((detector) => ({
    id: detector.id,
    sticky: new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y'),
    lead: patternShape(detector.pattern, detector.ignoreCase, true).digitLead,
    bounded: detector.boundary ?? true,
  }));
  // Digit runs of every length between separators and letters, so the patterns' shapes come up often.
  const digitRun = fc.integer({ min: 1, max: 20 }).map((length) => '73019'.repeat(4).slice(0, length));
  const unit = fc.oneof(digitRun, fc.constantFrom(...'0123456789 -.+()/:ABCXZLMNTabcx\n\u00e9'.split('')));

  test('never refuses a token where a built-in digits pattern matches, nor, for a bounded detector, where its match ends clear of letters and digits', () => {
    let matched = 0;
    let refusedForTheBoundary = 0;
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 12 }), (units) => {
        const text = units.join('');
        const key = leadKey(asciiUnits(text), 0);
        for (const { id, sticky, lead, bounded } of digitPatterns) {
          sticky.lastIndex = 0;
          if (!sticky.test(text)) continue;
          matched++;
          expect(leadAdmits(lead, key, false), id).toBe(true);
          const clear = !/[A-Za-z0-9]/.test(text.charAt(sticky.lastIndex));
          if (bounded && clear) expect(leadAdmits(lead, key, true), id).toBe(true);
          if (!leadAdmits(lead, key, bounded)) refusedForTheBoundary++;
        }
      }),
      { numRuns: 3000 },
    );
    // The generator must reach the patterns, and matches cut short, for the property to say anything.
    expect(matched).toBeGreaterThan(1000);
    expect(refusedForTheBoundary).toBeGreaterThan(100);
  });
});
