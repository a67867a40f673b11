import type { AnchorCount } from '../types.js';
import { NO_UNITS, NON_ASCII_UNIT } from './ascii-units.js';
import type { CharSet } from './char-set.js';

/** What a stretch's unit is to `AnchorStretches`: outside any match, inside one, or the anchor. */
const OUTSIDE = 0;
const INSIDE = 1;
const ANCHOR = 2;

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
    for (let code = 0; code < 128; code++) if (set.ascii[code] === 1) kinds[code] = INSIDE;
    if (set.nonAscii) kinds[NON_ASCII_UNIT] = INSIDE;
  }
  kinds[anchor.charCodeAt(0)] = ANCHOR;
  return { count: least.count, orPair: least.orPair ?? false, kinds };
}

/**
 * Along one detector's anchors, whether the stretch of text an anchor stands in can hold a match
 * the validator keeps. A match reads only units its pattern's atoms read, so it lies within the
 * longest run of such units around its anchor (its stretch); when the stretch holds fewer anchors
 * than the rule asks (and no two side by side, where that is enough), no match there is kept and
 * the anchor need not be tried: a timestamp's `12:34:56` holds two colons and no `::`, so the
 * IPv6 pattern never runs there. Every anchor of a stretch shares its verdict, so which of them
 * are tried is as it was without the test. A stretch is read once: to its end when it holds too
 * few; otherwise only until it holds enough, then on as far as later anchors ask, past the units
 * of the matches made in it (`matched`), so 1 MB of `a:a:…`, one stretch, is not read again unit
 * by unit. A stretch that meets an edge of the window is let through, as units beyond it are
 * unknown.
 */
export class AnchorStretches {
  /** The window read (`begin`), index 0 being unit `base`. */
  private units: Uint8Array = NO_UNITS;
  private base = 0;
  /** Window index just past the units of the last stretch read, and its verdict. */
  private end = -1;
  private admitted = true;
  /** The last stretch was let through before its end was read: it may go on past `end`. */
  private open = false;

  constructor(private readonly rule: StretchRule) {}

  /** Reads another window from now on (index 0 is unit `base`), forgetting the last stretch. */
  begin(units: Uint8Array, base: number): void {
    this.units = units;
    this.base = base;
    this.end = -1;
    this.open = false;
  }

  /** Whether a match through the anchor at text offset `position` can be kept. Positions come in text order. */
  admits(position: number): boolean {
    const at = position - this.base;
    if (at < this.end) return this.admitted;
    const { units, rule } = this;
    const kinds = rule.kinds;
    // The window's last unit is the 0 after the text's; a stretch never takes it in.
    const last = units.length - 1;
    if (this.open) {
      let to = this.end;
      while (to <= at && kinds[units[to]] !== OUTSIDE) to++;
      if (to > at) {
        this.end = to;
        return true;
      }
      this.open = false;
    }
    let from = at;
    while (from > 0 && kinds[units[from - 1]] !== OUTSIDE) from--;
    // Up to `at` the stretch is known now; at the window's start it is let through unread.
    if (from === 0) return this.letThrough(at + 1);
    let anchors = 0;
    // Bit ANCHOR set once two anchors stood side by side; counted without a branch on each unit.
    let pairs = 0;
    let previous = OUTSIDE;
    const enough = rule.orPair ? ANCHOR : 0;
    let to = from;
    for (; to < last; to++) {
      const kind = kinds[units[to]];
      if (kind === OUTSIDE) break;
      anchors += kind >> 1;
      pairs |= previous & kind;
      previous = kind;
      if (anchors >= rule.count || (pairs & enough) !== 0) return this.letThrough(Math.max(to, at) + 1);
    }
    this.end = to;
    this.admitted = to === last;
    return this.admitted;
  }

  /**
   * A match was made over `[start, end)` (text offsets): its units are all ones its pattern reads,
   * so a stretch let through that reaches `start` goes on at least to `end`, unread (`a:a:…`).
   */
  matched(start: number, end: number): void {
    if (this.open && start - this.base <= this.end) this.end = Math.max(this.end, end - this.base);
  }

  /** Lets the stretch through, read up to `end`: later anchors read on from there while it goes on. */
  private letThrough(end: number): boolean {
    this.end = end;
    this.open = true;
    this.admitted = true;
    return true;
  }
}
