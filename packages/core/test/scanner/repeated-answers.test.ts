import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/ascii-units.js';
import { DigitPrefilter } from '../../src/scanner/digit-prefilter.js';
import { collectEvents } from '../../src/scanner/events.js';
import { buildPlan } from '../../src/scanner/plan.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const union = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits').map((detector) => new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y'));
const leads = new Set(BUILTIN_DETECTORS.flatMap((detector) => (detector.anchor.kind === 'digits' ? [...(detector.anchor.lead ?? '')] : [])));

/** Every digit token tried against every `digits` pattern, with no gate and nothing remembered. */
function liveByBruteForce(text: string, tokens: number[]): number[] {
  return tokens.filter((token) => leads.has(text[token - 1]) || union.some((regex) => ((regex.lastIndex = token), regex.test(text))));
}

describe('digit prefilter on repetitive text', () => {
  // Short units repeated many times, with now and then a break, so tokens repeat their windows.
  const piece = fc.constantFrom('1 ', '12-', '123-45-', '536-22-8147 ', '6789 ', '4111 1111 ', '(555) ', '010-4477', '+44 ', '1.2.', 'AB12', 'é', '\n', ' ', 'ab,');
  const text = fc.array(fc.tuple(piece, fc.integer({ min: 1, max: 30 })), { minLength: 1, maxLength: 8 }).map((parts) => parts.map(([unit, times]) => unit.repeat(times)).join(''));

  const liveOf = (prefilter: DigitPrefilter, sample: string) => {
    const units = asciiUnits(sample);
    const tokens = collectEvents(sample, units, 0, 0, sample.length, plan.tables).digitTokens;
    const live = prefilter.liveTokens(sample, units, 0, tokens).positions;
    return { all: Array.from({ length: tokens.length }, (_, k) => tokens.at(k)), live: Array.from({ length: live.length }, (_, k) => live.at(k)) };
  };

  test('without an automaton, passes exactly the tokens some pattern matches at, or that follow a lead character', () => {
    fc.assert(
      fc.property(text, (sample) => {
        const { all, live } = liveOf(new DigitPrefilter(BUILTIN_DETECTORS, false), sample);
        expect(live).toEqual(liveByBruteForce(sample, all));
      }),
      { numRuns: 300 },
    );
  });

  test('with its automaton, passes every token some pattern matches at, and leaves out most others', () => {
    let passed = 0;
    let needed = 0;
    fc.assert(
      fc.property(text, (sample) => {
        const { all, live } = liveOf(new DigitPrefilter(BUILTIN_DETECTORS), sample);
        const matched = liveByBruteForce(sample, all);
        expect(matched.filter((token) => !live.includes(token))).toEqual([]);
        passed += live.length;
        needed += matched.length;
      }),
      { numRuns: 300 },
    );
    expect(passed).toBeLessThan(2 * needed);
  });
});
