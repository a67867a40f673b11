import { NO_UNITS } from '../pass/ascii-units.js';
import type { UnitClasses } from '../digits/prefix-automaton.js';
import { RepeatedShapes, UNKNOWN } from './repeated-shapes.js';
import { RepeatedWindows } from '../digits/repeated-windows.js';

/**
 * A sticky matcher's answers at one detector's candidates, taken over from the last candidate
 * while the text repeats around them: at `a:a:a:…` the IPv6 pattern runs once, not at every
 * eighth `:`; and, given the pattern's classes of units, from the last candidate it ran at whose
 * units fall in the same classes (`RepeatedShapes`). Sound only for a matcher whose answer depends
 * on no unit beyond `reach` from the candidate.
 */
export class RepeatedMatches {
  private readonly windows: RepeatedWindows;
  private readonly shapes: RepeatedShapes | null;
  /** The window of the text's units answers are read over (`begin`), index 0 being unit `base`. */
  private units: Uint8Array = NO_UNITS;
  private base = 0;
  /** The last answer as a match length, or -1 for no match. */
  private length = -1;

  constructor(
    reach: number,
    private readonly match: (text: string, at: number) => number,
    classes: UnitClasses | null = null,
  ) {
    this.windows = new RepeatedWindows(reach);
    this.shapes = classes === null ? null : new RepeatedShapes(classes, reach);
  }

  /** Answers over another window from now on (index 0 is unit `base`), forgetting the last. */
  begin(units: Uint8Array, base: number): void {
    this.units = units;
    this.base = base;
    this.length = -1;
    this.windows.begin(units);
  }

  /** The end of the match starting at `at`, or -1, as `match` would answer. */
  matchAt(text: string, at: number): number {
    const i = at - this.base;
    if (this.windows.covers(i)) return this.length < 0 ? -1 : at + this.length;
    const known = this.shapes === null ? UNKNOWN : this.shapes.answerAt(this.units, i);
    if (known !== UNKNOWN) return known < 0 ? -1 : at + known;
    const end = this.match(text, at);
    this.windows.note(i);
    this.length = end < 0 ? -1 : end - at;
    this.shapes?.remember(this.units, i, this.length);
    return end;
  }
}
