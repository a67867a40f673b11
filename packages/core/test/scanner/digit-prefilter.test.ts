import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { DigitPrefilter } from '../../src/scanner/digits/digit-prefilter.js';
import { collectEvents } from '../../src/scanner/pass/events.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const digitDetectors = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits');
const sticky = digitDetectors.map((detector) => new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y'));
const leadsOf = digitDetectors.map((detector) => (detector.anchor.kind === 'digits' ? (detector.anchor.lead ?? '') : ''));
const boundedOf = digitDetectors.map((detector) => detector.boundary ?? true);

/** Whether pattern `index` matches at `at` in a way its detector may keep, tried with no gate and nothing remembered. */
function matchesAt(index: number, text: string, at: number): boolean {
  sticky[index].lastIndex = at;
  if (!sticky[index].test(text)) return false;
  // A bounded detector drops a match an ASCII letter or digit follows.
  return !boundedOf[index] || !/[A-Za-z0-9]/.test(text.charAt(sticky[index].lastIndex));
}

/** Per pattern, the tokens at which a match its detector may keep begins, or at the lead characters right before them (`(555) 010-4477`). */
function matchedByBruteForce(text: string, tokens: number[]): number[][] {
  return digitDetectors.map((_, index) =>
    tokens.filter((token) => {
      for (let start = token; start >= 0 && token - start <= leadsOf[index].length; start--) {
        if (start < token && !leadsOf[index].includes(text[start])) return false;
        if (matchesAt(index, text, start)) return true;
      }
      return false;
    }),
  );
}

describe('digit prefilter on repetitive text', () => {
  // Short units repeated many times, with now and then a break, so tokens repeat their windows.
  const piece = fc.constantFrom('1 ', '12-', '123-45-', '536-22-8147 ', '6789 ', '4111 1111 ', '(555) ', '+1 (555) ', '010-4477', '+44 ', '1.2.', 'AB12', '1234567890', '98765432A', 'é', '\n', ' ', 'ab,');
  const text = fc.array(fc.tuple(piece, fc.integer({ min: 1, max: 30 })), { minLength: 1, maxLength: 8 }).map((parts) => parts.map(([unit, times]) => unit.repeat(times)).join(''));

  const liveOf = (prefilter: DigitPrefilter, sample: string) => {
    const units = asciiUnits(sample);
    const window = { text: sample, units, base: 0 };
    const tokens = collectEvents(window, 0, sample.length, plan.tables).digitTokens;
    const live = prefilter.liveTokens(window, tokens).byPattern;
    return { all: Array.from({ length: tokens.length }, (_, k) => tokens.at(k)), live: live.map((list) => Array.from({ length: list.length }, (_, k) => list.at(k))) };
  };

  test('with its automaton, passes each pattern every token a match its detector may keep begins at or right after (at its lead), and leaves out most others', () => {
    let passed = 0;
    let needed = 0;
    fc.assert(
      fc.property(text, (sample) => {
        const { all, live } = liveOf(new DigitPrefilter(BUILTIN_DETECTORS), sample);
        const matched = matchedByBruteForce(sample, all);
        live.forEach((tokens, index) => expect(matched[index].filter((token) => !tokens.includes(token))).toEqual([]));
        passed += new Set(live.flat()).size;
        needed += new Set(matched.flat()).size;
      }),
      { numRuns: 300 },
    );
    expect(passed).toBeLessThan(2 * needed);
  });
});
