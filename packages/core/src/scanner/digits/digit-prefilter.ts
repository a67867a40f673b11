import type { Detector } from '../../types.js';
import { LEAD_KEYS, LeadGate, leadKey } from './digit-gate.js';
import { RepeatedAnswers } from './repeated-answers.js';
import { RepeatedWindows } from './repeated-windows.js';
import { patternShape } from '../compile/pattern-shape.js';
import { AUTOMATON_DEPTH, automatonKeeps } from './prefix-automaton.js';
import { digitAutomaton, leadUnits, type DigitAutomaton } from './digit-automaton.js';
import { PositionList } from '../pass/position-list.js';

interface DigitPattern {
  readonly detector: Detector;
  readonly gate: LeadGate;
  /** Units its match attempt reads at most; Infinity when it looks around itself (`^`, `$`, `\b`). */
  readonly reach: number;
}

/** The test for tokens of one lead key: the alternations of the patterns that can begin so. */
interface KeyTest {
  readonly regexes: readonly RegExp[];
  /** The longest match these patterns make: their answer at a token depends on no unit further on. */
  readonly horizon: number;
  /** False when a pattern looks at what lies before it or at the start or end of the text. */
  readonly local: boolean;
  /** Indexes of the patterns that can begin so. */
  readonly admitted: readonly number[];
}

/** Digit tokens worth a `digits` detector's attempt, by pattern. */
export interface LiveTokens {
  /** Per pattern (`patternOf`), the tokens whose lead key it admits or that follow one of its lead characters, in text order. */
  readonly byPattern: PositionList[];
}

/**
 * One test shared by every `digits` detector: a digit token is worth handing to them only when
 * one of their patterns may match at its start, or when a lead character such as `+` or `(`
 * stands before it. The patterns' automaton refuses most tokens (`2026-01-10`, `12:34:56`) from a
 * few of their bytes; the leading digit run and the unit after a token it keeps pick the few
 * patterns that can begin that way, and only their detectors get it. Their own matchers then
 * answer exactly: running the patterns here first as well cost more than the few attempts it
 * spared (of the mixed benchmark corpus's 7,648 kept tokens, 677 match no pattern). Without
 * an automaton (one that would be too large), the picked patterns run here as one native
 * alternation instead of a call per detector.
 */
export class DigitPrefilter {
  private readonly patterns: readonly DigitPattern[];
  private readonly leads: Uint8Array;
  /** By unit, the patterns that list it as a lead character: a token after it goes to them whatever its key. */
  private readonly patternsLedBy: readonly (readonly number[])[];
  /** Tests by lead key, filled on first use; no regexes means no pattern can begin so. */
  private readonly byKey: (KeyTest | undefined)[] = new Array<KeyTest | undefined>(LEAD_KEYS).fill(undefined);
  private readonly bySubset = new Map<string, KeyTest>();
  private readonly answers = new RepeatedAnswers();
  /** The patterns' automaton: it refuses most tokens in a few byte reads, before their lead key is read; null when too large. */
  private readonly automaton: DigitAutomaton | null;
  /** Refusals of the automaton along repeating text (`1 1 1 …`), taken over instead of read again. */
  private readonly refusals = new RepeatedWindows(AUTOMATON_DEPTH);

  /** `withAutomaton` false serves as when the automaton would be too large: every token meets the patterns here. */
  constructor(detectors: readonly Detector[], withAutomaton = true) {
    const digits = detectors.filter((d) => d.anchor.kind === 'digits');
    const shapes = digits.map((detector) => patternShape(detector.pattern, detector.ignoreCase, true));
    this.patterns = digits.map((detector, index) => ({ detector, gate: new LeadGate(shapes[index].digitLead), reach: shapes[index].reach }));
    this.automaton = withAutomaton ? digitAutomaton(digits) : null;
    this.leads = this.automaton?.leads ?? leadUnits(digits);
    this.patternsLedBy = Array.from({ length: this.leads.length }, (_, unit) =>
      digits.flatMap((detector, index) => (detector.anchor.kind === 'digits' && (detector.anchor.lead ?? '').includes(String.fromCharCode(unit)) ? [index] : [])),
    );
  }

  /** The index of a `digits` detector's pattern, whose tokens are `LiveTokens.byPattern[index]`; -1 for none. */
  patternOf(detectorId: string): number {
    return this.patterns.findIndex((pattern) => pattern.detector.id === detectorId);
  }

  /**
   * The tokens some `digits` detector may match at, in text order, reading a window of the text's
   * units whose index 0 is unit `base`. Without an automaton, where the patterns run here, a token
   * whose next units repeat those of the last token of its key they ran at (`1 1 1 …`, `1.1.1.…`)
   * takes their answer there without running them again (`RepeatedAnswers`). `refused` says the
   * pass already left out the tokens the automaton refuses (`ScanEvents.digitTokensRefused`), so it
   * is not walked again.
   */
  liveTokens(text: string, units: Uint8Array, base: number, tokens: PositionList, refused = false): LiveTokens {
    // Handed out by pattern here, once, so each detector reads only the tokens it can begin at.
    const live: LiveTokens = { byPattern: this.patterns.map(() => new PositionList()) };
    const { refusals, leads } = this;
    const automaton = refused ? null : this.automaton;
    this.answers.begin(units);
    refusals.begin(units);
    // Most tokens end in this loop; the few the automaton keeps go on in `admit`, kept apart so this loop stays small.
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens.at(k);
      // Units are read at the token's place in the window; the patterns run on the text.
      const at = token - base;
      const afterLead = token > 0 && leads[units[at - 1]] === 1;
      if (!afterLead && automaton !== null) {
        if (refusals.covers(at)) continue;
        if (!automatonKeeps(automaton, units, at)) {
          refusals.note(at);
          continue;
        }
      }
      this.admit(text, units, token, at, afterLead, live);
    }
    return live;
  }

  /**
   * Adds `token` to the lists of the patterns its lead key admits (without an automaton: when one
   * of them matches there), and of those whose lead character stands before it.
   */
  private admit(text: string, units: Uint8Array, token: number, at: number, afterLead: boolean, live: LiveTokens): void {
    const key = leadKey(units, at);
    const test = this.byKey[key] ?? this.fill(key);
    if (!afterLead) {
      if (test.regexes.length === 0) return;
      if (this.automaton === null && !this.patternsMatchAt(test, key, text, token, at)) return;
    }
    // An indexed loop: `for…of` over these small arrays deoptimised the whole scan loop in V8.
    const { admitted } = test;
    for (let k = 0; k < admitted.length; k++) live.byPattern[admitted[k]].push(token);
    if (!afterLead) return;
    // A match may begin at the lead (`(555) 010-4477`), which the token's key does not tell.
    const led = this.patternsLedBy[units[at - 1]];
    for (let k = 0; k < led.length; k++) if (!admitted.includes(led[k])) live.byPattern[led[k]].push(token);
  }

  /** Whether a pattern of `test` matches at `token`, taken over along repeating text where that answers (`RepeatedAnswers`). */
  private patternsMatchAt(test: KeyTest, key: number, text: string, token: number, at: number): boolean {
    let matched = test.local ? this.answers.answerAt(key, at, test.horizon) : -1;
    if (matched < 0) {
      matched = matchesAt(test.regexes, text, token) ? 1 : 0;
      this.answers.record(key, at, matched === 1);
    }
    return matched === 1;
  }

  private fill(key: number): KeyTest {
    const indexes = this.patterns.flatMap((pattern, index) => (pattern.gate.admits(key) ? [index] : []));
    const patterns = indexes.map((index) => this.patterns[index]);
    const admitted = patterns.map((pattern) => pattern.detector);
    const subset = indexes.join(',');
    let test = this.bySubset.get(subset);
    if (test === undefined) {
      test = {
        regexes: alternations(admitted),
        horizon: Math.max(0, ...admitted.map((detector) => detector.maxLength)),
        local: patterns.every((pattern) => pattern.reach !== Infinity),
        admitted: indexes,
      };
      this.bySubset.set(subset, test);
    }
    this.byKey[key] = test;
    return test;
  }
}

function matchesAt(regexes: readonly RegExp[], text: string, at: number): boolean {
  for (let k = 0; k < regexes.length; k++) {
    const regex = regexes[k];
    regex.lastIndex = at;
    if (regex.test(text)) return true;
  }
  return false;
}

/** One sticky alternation per case mode (V8 of Node 20 has no inline case flags). */
function alternations(detectors: readonly Detector[]): RegExp[] {
  return [false, true]
    .map((ignoreCase) => detectors.filter((d) => (d.ignoreCase ?? false) === ignoreCase))
    .filter((group) => group.length > 0)
    .map((group) => new RegExp(group.map((d) => `(?:${d.pattern})`).join('|'), group[0].ignoreCase ? 'iy' : 'y'));
}
