import type { AnchorCount } from '../../types.js';
import { NON_ASCII_UNIT } from './ascii-units.js';
import type { CharSet } from '../compile/index.js';
import type { PositionList } from './position-list.js';

/** What a stretch's unit is to `AnchorStretches`: outside any match, inside one, or the anchor. */
const OUTSIDE = 0;
const INSIDE = 1;
const ANCHOR = 2;

/** The count of a rule that only a pair of anchors side by side meets. */
const PAIR_ONLY_COUNT = 1 << 30;

/** A `char` detector's `least`, with the units its pattern reads: what `AnchorStretches` tests. */
export interface StretchRule {
  readonly count: number;
  readonly orPair: boolean;
  /** By unit of a window (ASCII, or NON_ASCII_UNIT): OUTSIDE where no atom of the pattern reads it, ANCHOR at the anchor, else INSIDE. */
  readonly kinds: Uint8Array;
}

/** The rule for an ASCII anchor whose kept matches hold `least` of it, their pattern's atoms reading `sets`. */
export function stretchRule(anchor: string, least: AnchorCount, sets: readonly CharSet[]): StretchRule {
  if (!Number.isInteger(least.count) || least.count < 1) throw new RangeError(`a char anchor's least count is a whole number of at least 1, not ${least.count}`);
  const kinds = new Uint8Array(256);
  for (const set of sets) {
    for (let code = 0; code < 128; code++) if (set.has(code)) kinds[code] = INSIDE;
    if (set.nonAscii) kinds[NON_ASCII_UNIT] = INSIDE;
  }
  kinds[anchor.charCodeAt(0)] = ANCHOR;
  // A pair alone admits: no stretch holds this many anchors.
  if (least.pairOnly === true) return { count: PAIR_ONLY_COUNT, orPair: true, kinds };
  return { count: least.count, orPair: least.orPair ?? false, kinds };
}

/**
 * One rule for an anchor character several detectors share, admitting every stretch any of their
 * rules admits: the fewest anchors any asks for, a pair where any accepts one, and the units any
 * pattern reads (a longer stretch holds at least the anchors of the shorter one within it). Null
 * when one of them has no rule: then every anchor is listed.
 */
export function combinedRule(rules: ReadonlyArray<StretchRule | null>): StretchRule | null {
  if (rules.length === 1 || rules.some((rule) => rule === null)) return rules.length === 1 ? rules[0] : null;
  const all = rules as readonly StretchRule[];
  const kinds = new Uint8Array(256);
  for (const rule of all) for (let unit = 0; unit < 256; unit++) kinds[unit] = Math.max(kinds[unit], rule.kinds[unit]);
  return { count: Math.min(...all.map((rule) => rule.count)), orPair: all.some((rule) => rule.orPair), kinds };
}

/** The rule as text, for the key of the token pass that holds it. */
export function describeRule(rule: StretchRule | null): string {
  return rule === null ? '' : `${rule.count},${rule.orPair},${rule.kinds.join('')}`;
}

/**
 * Along one anchor character's positions, whether the stretch of text each stands in can hold a
 * match its detector keeps. A match reads only units its pattern's atoms read, so it lies within
 * the longest run of such units around its anchor (its stretch); when the stretch holds fewer
 * anchors than the rule asks (and no two side by side, where that is enough), no match there is
 * kept and the anchor need not be tried: a timestamp's `12:34:56` holds two colons and no `::`, so
 * the IPv6 pattern never runs there. Every anchor of a stretch shares its verdict, so which of
 * them are tried is as it was without the test, and each stretch is read once. A stretch that
 * meets an edge of the window is let through, as units beyond it are unknown. The token pass
 * does the same in its module (`admitAnchors` in token-pass.wat).
 */
export class AnchorStretches {
  /** Window index just past the last stretch read, and its verdict. */
  private end = -1;
  private admitted = true;

  /** Over a window of units whose index 0 is text offset `base`. */
  constructor(
    private readonly rule: StretchRule,
    private readonly units: Uint8Array,
    private readonly base: number,
  ) {}

  /** Whether a match through the anchor at text offset `position` can be kept. Positions come in text order. */
  admits(position: number): boolean {
    const at = position - this.base;
    if (at < this.end) return this.admitted;
    const { units, rule } = this;
    const kinds = rule.kinds;
    // The window's last unit is the 0 after the text's; a stretch never takes it in.
    const last = units.length - 1;
    let from = at;
    while (from > 0 && kinds[units[from - 1]] !== OUTSIDE) from--;
    let to = from;
    let anchors = 0;
    // Bit ANCHOR set once two anchors stood side by side; counted without a branch on each unit.
    let pairs = 0;
    let previous = OUTSIDE;
    for (; to < last; to++) {
      const kind = kinds[units[to]];
      if (kind === OUTSIDE) break;
      anchors += kind >> 1;
      pairs |= previous & kind;
      previous = kind;
    }
    this.end = to;
    this.admitted = from === 0 || to === last || anchors >= rule.count || (rule.orPair && (pairs & ANCHOR) !== 0);
    return this.admitted;
  }
}

/** Leaves in `hits`, anchor positions in text order in a window `units` whose index 0 is `base`, those whose stretch `rule` admits. */
export function admitAnchors(hits: PositionList, rule: StretchRule, units: Uint8Array, base: number): void {
  const stretches = new AnchorStretches(rule, units, base);
  hits.keepWhere((position) => stretches.admits(position));
}
