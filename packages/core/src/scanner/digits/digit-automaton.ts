import type { Detector } from '../../types.js';
import { NON_ASCII_UNIT } from '../pass/index.js';
import { patternShape, type CompiledDetector } from '../compile/index.js';
import { KEEP, REFUSE, prefixAutomaton, type PrefixAutomaton } from './prefix-automaton.js';
import { BUILT_IN_AUTOMATON } from '../built-in-tables.js';
import { unpackAutomaton } from './packed-automaton.js';

/**
 * The `digits` patterns' automaton, shared by the digit prefilter (`automatonKeeps`) and the
 * token pass (token-pass.wat, `refuseDigitTokens`), with the lead characters that make a token
 * a candidate whatever follows.
 */
export interface DigitAutomaton extends PrefixAutomaton {
  /** Its patterns and lead characters, as text: one automaton per key. */
  readonly key: string;
  /** 1 for a unit that, standing before a token, makes it a candidate whatever follows (`+`, `(`). */
  readonly leads: Uint8Array;
}

/** Sets of digit patterns whose automaton is kept (a scanner's `types` option picks a set); the oldest is let go past this. */
const KEPT_AUTOMATA = 32;
const built = new Map<string, DigitAutomaton | null>();

/**
 * The automaton of these detectors' `digits` patterns, worked out once per set of patterns (it
 * takes milliseconds, and scanners are compiled far more often than detectors change). Without
 * such patterns it refuses every token. A pattern it cannot be built for (one that matches the
 * empty string, or is too long to unroll) is an error in that detector's record.
 */
export function digitAutomaton(detectors: readonly Detector[]): DigitAutomaton {
  const digits = detectors.filter((detector) => detector.anchor.kind === 'digits');
  const key = digitPatternsKey(digits);
  if (!built.has(key)) {
    if (built.size >= KEPT_AUTOMATA) built.delete(built.keys().next().value as string);
    built.set(key, buildDigitAutomaton(digits, key));
  }
  return built.get(key) as DigitAutomaton;
}

/** The characters that, standing before a digit token, make it a `digits` detector's candidate (`+`, `(`); none for other anchors. */
export function leadCharacters(detector: Pick<CompiledDetector, 'anchor'>): string {
  return detector.anchor.kind === 'digits' ? (detector.anchor.lead ?? '') : '';
}

/** What an automaton is worked out from: the `digits` detectors' patterns, flags and lead characters, in order. */
export function digitPatternsKey(digits: readonly Detector[]): string {
  return digits.map((detector) => `${detector.ignoreCase === true ? 'i' : ''}/${leadCharacters(detector)}/${detector.pattern}`).join('\u0000');
}

/** Row 0 refuses every unit but the window's closing 0 (class 0), which keeps as in any automaton. */
const REFUSE_EVERY_TOKEN: PrefixAutomaton = { classes: new Uint8Array(NON_ASCII_UNIT + 1).fill(1, 1), width: 2, moves: Int32Array.of(KEEP, REFUSE) };

function buildDigitAutomaton(digits: readonly Detector[], key: string): DigitAutomaton {
  if (digits.length === 0) return { ...REFUSE_EVERY_TOKEN, key, leads: leadUnits(digits) };
  // The built-in patterns' automaton ships worked out (`scripts/pack-built-in-tables.ts`).
  const automaton = key === BUILT_IN_AUTOMATON.key ? unpackAutomaton(BUILT_IN_AUTOMATON) : workOutAutomaton(digits);
  return { ...automaton, key, leads: leadUnits(digits) };
}

/** The automaton of these `digits` detectors' patterns, its subsets worked out from their shapes. */
export function workOutAutomaton(digits: readonly Detector[]): PrefixAutomaton {
  const automaton = prefixAutomaton(digits.map((detector) => patternShape(detector.pattern, detector.ignoreCase, true).prefix));
  if (automaton === null) throw new RangeError(`no digit automaton for the digits patterns of ${digits.map((detector) => detector.id).join(', ')}: one matches the empty string or is too long to unroll`);
  return automaton;
}

/** By unit, 1 where a `digits` detector lists it as a lead character. */
function leadUnits(detectors: readonly Detector[]): Uint8Array {
  const leads = new Uint8Array(NON_ASCII_UNIT + 1);
  for (const detector of detectors) for (const ch of leadCharacters(detector)) if (ch.charCodeAt(0) < 128) leads[ch.charCodeAt(0)] = 1;
  return leads;
}
