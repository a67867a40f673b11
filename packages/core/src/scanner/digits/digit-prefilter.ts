import type { Detector } from '../../types.js';
import { AnswerCache, UNKNOWN } from '../answer-cache.js';
import { LEAD_KEYS, leadAdmits, leadKey } from './digit-gate.js';
import type { DigitLead } from './digit-lead.js';
import { patternShape } from '../compile/index.js';
import { AUTOMATON_DEPTH, REFUSE, automatonKeeps } from './prefix-automaton.js';
import { digitAutomaton, leadCharacters, type DigitAutomaton } from './digit-automaton.js';
import { PositionList, type Window } from '../pass/index.js';

/** Digit tokens worth a `digits` detector's attempt, by pattern. */
export interface LiveTokens {
  /** Per pattern (`patternOf`), the tokens its digit lead admits (`leadAdmits`) or that follow one of its lead characters, in text order. */
  readonly byPattern: PositionList[];
}

/**
 * One test shared by every `digits` detector: a digit token is worth handing to them only when
 * one of their patterns may match at its start, or when a lead character such as `+` or `(`
 * stands before it. The patterns' automaton refuses most tokens (`2026-01-10`, `12:34:56`) from a
 * few of their units; the leading digit run and the unit after a token it keeps pick the few
 * patterns that can begin that way, and only their detectors get it. Their own matchers then
 * answer exactly.
 */
export class DigitPrefilter {
  /** Per pattern, how its matches begin: its leading digits and the unit after them. */
  private readonly leads: readonly (DigitLead | null)[];
  /** Per pattern, whether its detector drops a match a letter or digit stands right after (`Detector.boundary`). */
  private readonly bounded: readonly boolean[];
  private readonly detectorIds: readonly string[];
  /** By unit, the patterns that list it as a lead character: a token after it goes to them whatever its key. */
  private readonly patternsLedBy: readonly (readonly number[])[];
  /** By lead key, the patterns that can begin so, filled on first use. */
  private readonly byKey: (readonly number[] | undefined)[] = new Array<readonly number[] | undefined>(LEAD_KEYS).fill(undefined);
  private readonly bySubset = new Map<string, readonly number[]>();
  readonly automaton: DigitAutomaton;
  /** The automaton's refusals along repeating text (`1 1 1 …`), for the JavaScript pass, which walks it here. */
  private readonly refusals = new AnswerCache(AUTOMATON_DEPTH);

  constructor(detectors: readonly Detector[]) {
    const digits = detectors.filter((d) => d.anchor.kind === 'digits');
    this.leads = digits.map((detector) => patternShape(detector.pattern, detector.ignoreCase, true).digitLead);
    this.bounded = digits.map((detector) => detector.boundary ?? true);
    this.detectorIds = digits.map((detector) => detector.id);
    this.automaton = digitAutomaton(digits);
    this.patternsLedBy = patternsByLeadUnit(digits, this.automaton.leads.length);
  }

  /** The index of a `digits` detector's pattern, whose tokens are `LiveTokens.byPattern[index]`; -1 for none. */
  patternOf(detectorId: string): number {
    return this.detectorIds.indexOf(detectorId);
  }

  /**
   * The tokens some `digits` detector may match at, in text order, reading the window's units.
   * `refused` says the pass already left out the tokens the
   * automaton refuses (`ScanEvents.digitTokensRefused`), so it is not walked again.
   */
  liveTokens(window: Window, tokens: PositionList, refused = false): LiveTokens {
    const { units, base } = window;
    // Handed out by pattern here, once, so each detector reads only the tokens it can begin at.
    const live: LiveTokens = { byPattern: this.leads.map(() => new PositionList()) };
    const { refusals, automaton } = this;
    const leads = automaton.leads;
    refusals.begin(units);
    // Most tokens end in this loop; the few the automaton keeps go on in `admit`, kept apart so this loop stays small.
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens.at(k);
      const at = token - base;
      const afterLead = token > 0 && leads[units[at - 1]] === 1;
      if (!afterLead && !refused) {
        if (refusals.answerAt(at) !== UNKNOWN) continue;
        if (!automatonKeeps(automaton, units, at)) {
          refusals.remember(at, REFUSE);
          continue;
        }
      }
      this.admit(units, token, at, afterLead, live);
    }
    return live;
  }

  /** Adds `token` to the lists of the patterns its lead key admits, and of those whose lead character stands before it. */
  private admit(units: Uint8Array, token: number, at: number, afterLead: boolean, live: LiveTokens): void {
    const key = leadKey(units, at);
    const admitted = this.byKey[key] ?? this.fill(key);
    if (!afterLead && admitted.length === 0) return;
    // An indexed loop: `for…of` over these small arrays deoptimised the whole scan loop in V8.
    for (let k = 0; k < admitted.length; k++) live.byPattern[admitted[k]].push(token);
    if (!afterLead) return;
    // A match may begin at the lead (`(555) 010-4477`), which the token's key does not tell.
    const led = this.patternsLedBy[units[at - 1]];
    for (let k = 0; k < led.length; k++) if (!admitted.includes(led[k])) live.byPattern[led[k]].push(token);
  }

  private fill(key: number): readonly number[] {
    const indexes = this.leads.flatMap((lead, index) => (leadAdmits(lead, key, this.bounded[index]) ? [index] : []));
    const subset = indexes.join(',');
    let admitted = this.bySubset.get(subset);
    if (admitted === undefined) {
      admitted = indexes;
      this.bySubset.set(subset, admitted);
    }
    this.byKey[key] = admitted;
    return admitted;
  }
}

/** By unit below `units`, the indexes of the detectors that list it as a lead character, in order. */
function patternsByLeadUnit(digits: readonly Detector[], units: number): number[][] {
  const byUnit = Array.from({ length: units }, (): number[] => []);
  digits.forEach((detector, index) => {
    for (const unit of new Set(Array.from(leadCharacters(detector), (ch) => ch.charCodeAt(0)))) if (unit < units) byUnit[unit].push(index);
  });
  return byUnit;
}
