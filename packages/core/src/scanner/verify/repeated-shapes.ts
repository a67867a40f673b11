import { NON_ASCII_UNIT } from '../pass/ascii-units.js';
import type { UnitClasses } from '../digits/prefix-automaton.js';

/** `answerAt` when the units there do not look like the last remembered candidate's. */
export const UNKNOWN = -2;

/**
 * Units a remembered shape holds at most: a dotted IPv4 address takes at most 16 (its own and the
 * unit after). A pattern that reads most units (a card number's letters, digits and blanks) runs
 * on for longer, and comparing such runs costs more than the regex calls it spares.
 */
const MOST_UNITS = 24;

/**
 * A sticky matcher's answer at the last candidate it ran at, taken over at a candidate whose units
 * fall in the same classes of the pattern (`unitClassesOf`) up to the first unit no atom of it
 * reads, past which no match runs: the pattern's every test then answers alike at both, so its
 * match is as long. A log's addresses of one shape (`10.0.3.17 `, `10.0.8.25 ` to the IPv4
 * pattern) take one regex call between them. Sound only for a matcher whose answer depends on no
 * unit beyond `reach` from the candidate and on none before it; a non-ASCII unit, which the
 * classes do not tell apart, or the window's end is never taken over.
 */
export class RepeatedShapes {
  /** Units compared at most; whether they decide a match even with no unread unit among them (it is no longer). */
  private readonly most: number;
  private readonly decidedByAll: boolean;
  /** Classes of the remembered candidate's units, and how many of them decide its answer (0: none remembered). */
  private readonly shape: Uint8Array;
  private length = 0;
  private answer = -1;

  constructor(
    private readonly classes: UnitClasses,
    reach: number,
  ) {
    this.most = Math.min(reach, MOST_UNITS);
    this.decidedByAll = reach <= MOST_UNITS;
    this.shape = new Uint8Array(this.most);
  }

  /** The remembered answer (a match length, or -1) when the units from `at` have its shape; else UNKNOWN. */
  answerAt(units: Uint8Array, at: number): number {
    const { length, shape } = this;
    if (length === 0) return UNKNOWN;
    const classes = this.classes.classes;
    // The remembered units hold no 0, so the window's closing 0 ends a comparison before its end.
    for (let k = 0; k < length; k++) if (classes[units[at + k]] !== shape[k]) return UNKNOWN;
    return this.answer;
  }

  /** Remembers the answer at `at` (a match length, or -1) with the classes of the units that decide it. */
  remember(units: Uint8Array, at: number, answer: number): void {
    const { classes, unread } = this.classes;
    this.length = 0;
    let k = 0;
    let decided = this.decidedByAll;
    while (k < this.most) {
      const unit = units[at + k];
      if (unit === 0 || unit === NON_ASCII_UNIT) return;
      const unitClass = classes[unit];
      this.shape[k++] = unitClass;
      if (unitClass === unread) {
        decided = true;
        break;
      }
    }
    if (!decided) return;
    this.length = k;
    this.answer = answer;
  }
}
