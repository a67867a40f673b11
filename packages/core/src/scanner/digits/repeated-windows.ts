import { NON_ASCII_UNIT } from '../pass/ascii-units.js';

/**
 * Tells whether the `reach` units from a position repeat those from the last noted position, one
 * period on, so a test that reads no further answers there as it did there (`1 1 1 …`, `a:a:a:…`).
 * Units are compared only at a position one period on, then many periods ahead at once, each once
 * while the period holds: most positions of a repeating run cost one comparison, and text that
 * does not repeat costs none.
 */
export class RepeatedWindows {
  private units: Uint8Array = new Uint8Array(1);
  /** The last noted or covered position, the distance from the one before it, and how far units are known to repeat at that distance. */
  private last = -1;
  private period = 0;
  private until = 0;

  constructor(private readonly reach: number) {}

  /** Starts a pass over `units`, forgetting the last. */
  begin(units: Uint8Array): void {
    this.units = units;
    this.last = -1;
    this.period = 0;
    this.until = 0;
  }

  /** True when `at` lies one period after the last position and every unit it reaches repeats; it is then the last. */
  covers(at: number): boolean {
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

  /** Notes the test's answer at `at` (the caller keeps it). */
  note(at: number): void {
    const period = this.last < 0 ? 0 : at - this.last;
    // Units known to repeat at another distance say nothing about this one.
    if (period !== this.period) this.until = at;
    this.period = period;
    this.last = at;
  }
}

/**
 * The first position in `[from, limit)` whose unit differs from the one `period` before it, or
 * `limit`; a non-ASCII unit (any of many characters) never counts as repeating.
 */
export function repeatEnd(units: Uint8Array, from: number, limit: number, period: number): number {
  let until = from;
  while (until < limit) {
    const unit = units[until];
    if (unit !== units[until - period] || unit === NON_ASCII_UNIT) break;
    until++;
  }
  return until;
}
