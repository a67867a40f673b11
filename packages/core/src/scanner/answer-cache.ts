import { NON_ASCII_UNIT } from './pass/index.js';
import type { UnitClasses } from './digits/index.js';

/** `answerAt` when the cache cannot tell: the test must run. */
export const UNKNOWN = -2;

/**
 * Units a shape holds at most: a dotted IPv4 address takes at most 16 (its own and the unit
 * after). A pattern that reads most units (a card number's letters, digits and blanks) runs on for
 * longer, and comparing such runs costs more than the regex calls it spares.
 */
const MOST_SHAPE_UNITS = 24;

/**
 * The last answer of a test that reads at most `reach` units from a position (a detector's sticky
 * pattern, the digit automaton), handed back at a later position where the test must answer the
 * same, so it does not run again:
 *
 * - where the units from the position repeat those from the last one, one period on
 *   (`a:a:a:…`, `1 1 1 …`): compared at a position one period on, then many periods ahead at
 *   once, so a repeating run costs about one comparison a position and other text none;
 * - with the pattern's classes of units (`unitClassesOf`), where the units up to the first one no
 *   atom of it reads fall in the same classes as at the last position (a log's `10.0.3.17 ` and
 *   `10.0.8.25 `): every test of the pattern then answers alike at both.
 *
 * Sound only for a test whose answer depends on no unit beyond `reach` and none before the
 * position; a non-ASCII unit (any of many characters) or the window's end never counts as
 * repeating. Answers are numbers the caller chooses (a match length, -1 for none).
 */
export class AnswerCache {
  private units: Uint8Array = new Uint8Array(1);
  private answer = -1;
  /** The last position asked about or remembered, the distance from the one before it, and how far units are known to repeat at that distance. */
  private last = -1;
  private period = 0;
  private until = 0;
  /** Units a shape compares at most; whether they decide the answer even with no unread unit among them. */
  private readonly mostShapeUnits: number;
  private readonly decidedByAll: boolean;
  /** Classes of the remembered position's units, and how many of them decide its answer (0: no shape remembered). */
  private readonly shape: Uint8Array;
  private shapeLength = 0;

  constructor(
    private readonly reach: number,
    private readonly classes: UnitClasses | null = null,
  ) {
    this.mostShapeUnits = classes === null ? 0 : Math.min(reach, MOST_SHAPE_UNITS);
    this.decidedByAll = reach <= MOST_SHAPE_UNITS;
    this.shape = new Uint8Array(this.mostShapeUnits);
  }

  /** Answers over another window of units from now on, forgetting the last. */
  begin(units: Uint8Array): void {
    this.units = units;
    this.last = -1;
    this.period = 0;
    this.until = 0;
    this.shapeLength = 0;
  }

  /** The remembered answer where it holds at window index `at`, or UNKNOWN. */
  answerAt(at: number): number {
    if (this.repeatsAt(at)) return this.answer;
    return this.shapeLength > 0 && this.hasShapeAt(at) ? this.answer : UNKNOWN;
  }

  /** Remembers the test's answer at `at`. */
  remember(at: number, answer: number): void {
    const period = this.last < 0 ? 0 : at - this.last;
    // Units known to repeat at another distance say nothing about this one.
    if (period !== this.period) this.until = at;
    this.period = period;
    this.last = at;
    this.answer = answer;
    if (this.classes !== null) this.rememberShape(at);
  }

  /** True when `at` lies one period after the last position and every unit it reaches repeats; it is then the last. */
  private repeatsAt(at: number): boolean {
    const period = this.period;
    if (at - this.last !== period) return false;
    const end = at + this.reach;
    if (end > this.until) {
      const { units } = this;
      // The end of the text is no unit: a window must lie wholly inside it.
      const until = repeatEnd(units, Math.max(this.until, at), Math.min(units.length - 1, end + 64 * period), period);
      this.until = until;
      if (end > until) return false;
    }
    this.last = at;
    return true;
  }

  private hasShapeAt(at: number): boolean {
    const classes = (this.classes as UnitClasses).classes;
    const { shape, units } = this;
    // The remembered units hold no 0, so the window's closing 0 ends a comparison before its end.
    for (let k = 0; k < this.shapeLength; k++) if (classes[units[at + k]] !== shape[k]) return false;
    return true;
  }

  private rememberShape(at: number): void {
    const { classes, unread } = this.classes as UnitClasses;
    const { units } = this;
    this.shapeLength = 0;
    let k = 0;
    let decided = this.decidedByAll;
    while (k < this.mostShapeUnits) {
      const unit = units[at + k];
      if (unit === 0 || unit === NON_ASCII_UNIT) return;
      const unitClass = classes[unit];
      this.shape[k++] = unitClass;
      if (unitClass === unread) {
        decided = true;
        break;
      }
    }
    if (decided) this.shapeLength = k;
  }
}

/**
 * The first position in `[from, limit)` whose unit differs from the one `period` before it, or
 * `limit`; a non-ASCII unit never counts as repeating.
 */
function repeatEnd(units: Uint8Array, from: number, limit: number, period: number): number {
  let until = from;
  while (until < limit) {
    const unit = units[until];
    if (unit !== units[until - period] || unit === NON_ASCII_UNIT) break;
    until++;
  }
  return until;
}
