import type { Detector } from '../types.js';
import { LEAD_KEYS, LeadGate, leadKey } from './digit-gate.js';
import { patternShape } from './pattern-shape.js';
import type { PositionList } from './position-list.js';

interface DigitPattern {
  readonly detector: Detector;
  readonly gate: LeadGate;
}

/** Digit tokens worth a `digits` detector's attempt, with each token's lead key (`leadKey`). */
export interface LiveTokens {
  readonly positions: number[];
  readonly keys: number[];
}

/**
 * One test shared by every `digits` detector: a digit token is worth handing to them only when
 * one of their patterns matches at its start, or when a lead character such as `+` or `(` stands
 * before it. The token's leading digit run and the unit after it pick the few patterns that can
 * begin that way (most tokens, like `2026-` or `12:`, fit none); those run as one native
 * alternation instead of a call per detector.
 */
export class DigitPrefilter {
  private readonly patterns: readonly DigitPattern[];
  private readonly leads = new Uint8Array(128);
  /** Alternations by lead key, filled on first use; an empty list means no pattern can begin so. */
  private readonly byKey: (readonly RegExp[] | undefined)[] = new Array<readonly RegExp[] | undefined>(LEAD_KEYS).fill(undefined);
  private readonly bySubset = new Map<string, readonly RegExp[]>();

  constructor(detectors: readonly Detector[]) {
    const digits = detectors.filter((d) => d.anchor.kind === 'digits');
    for (const detector of digits) {
      const lead = detector.anchor.kind === 'digits' ? (detector.anchor.lead ?? '') : '';
      for (const ch of lead) if (ch.charCodeAt(0) < 128) this.leads[ch.charCodeAt(0)] = 1;
    }
    this.patterns = digits.map((detector) => ({ detector, gate: new LeadGate(patternShape(detector.pattern, detector.ignoreCase, true).digitLead) }));
  }

  /** The lead gate of a `digits` detector, so its run can skip tokens its pattern cannot begin at. */
  gateOf(detectorId: string): LeadGate | null {
    return this.patterns.find((pattern) => pattern.detector.id === detectorId)?.gate ?? null;
  }

  /** The tokens some `digits` detector may match at, in text order. */
  liveTokens(text: string, tokens: PositionList): LiveTokens {
    const live: LiveTokens = { positions: [], keys: [] };
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens.at(k);
      const key = leadKey(text, token);
      const before = token > 0 ? text.charCodeAt(token - 1) : 128;
      if ((before < 128 && this.leads[before] === 1) || this.matchesAt(text, token, key)) {
        live.positions.push(token);
        live.keys.push(key);
      }
    }
    return live;
  }

  private matchesAt(text: string, at: number, key: number): boolean {
    const regexes = this.byKey[key] ?? this.fill(key);
    for (let k = 0; k < regexes.length; k++) {
      const regex = regexes[k];
      regex.lastIndex = at;
      if (regex.test(text)) return true;
    }
    return false;
  }

  private fill(key: number): readonly RegExp[] {
    const admitted = this.patterns.filter((pattern) => pattern.gate.admits(key)).map((pattern) => pattern.detector);
    const subset = admitted.map((detector) => detector.id).join('\n');
    let regexes = this.bySubset.get(subset);
    if (regexes === undefined) {
      regexes = alternations(admitted);
      this.bySubset.set(subset, regexes);
    }
    this.byKey[key] = regexes;
    return regexes;
  }
}

/** One sticky alternation per case mode (V8 of Node 20 has no inline case flags). */
function alternations(detectors: readonly Detector[]): RegExp[] {
  return [false, true]
    .map((ignoreCase) => detectors.filter((d) => (d.ignoreCase ?? false) === ignoreCase))
    .filter((group) => group.length > 0)
    .map((group) => new RegExp(group.map((d) => `(?:${d.pattern})`).join('|'), group[0].ignoreCase ? 'iy' : 'y'));
}
