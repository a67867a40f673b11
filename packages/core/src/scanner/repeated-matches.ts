import { RepeatedWindows } from './repeated-windows.js';

/**
 * A sticky matcher's answers at one detector's candidates, taken over from the last candidate
 * while the text repeats around them: at `a:a:a:…` the IPv6 pattern runs once, not at every
 * eighth `:`. Sound only for a matcher whose answer depends on no unit beyond `reach` from the
 * candidate.
 */
export class RepeatedMatches {
  private readonly windows: RepeatedWindows;
  /** The last answer as a match length, or -1 for no match. */
  private length = -1;

  /** `units` is a window of the text's units whose index 0 is unit `base`. */
  constructor(
    units: Uint8Array,
    private readonly base: number,
    reach: number,
    private readonly match: (text: string, at: number) => number,
  ) {
    this.windows = new RepeatedWindows(reach);
    this.windows.begin(units);
  }

  /** The end of the match starting at `at`, or -1, as `match` would answer. */
  matchAt(text: string, at: number): number {
    if (this.windows.covers(at - this.base)) return this.length < 0 ? -1 : at + this.length;
    const end = this.match(text, at);
    this.windows.note(at - this.base);
    this.length = end < 0 ? -1 : end - at;
    return end;
  }
}
