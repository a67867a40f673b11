const CARRIAGE_RETURN = 13;

/** A line too long to be a table row (`LocalLines.startAt`). */
export const LONG_LINE = -1;

/**
 * The lines around the positions asked about, each named by its start offset. Only the line asked
 * for is read, never the text before it: a column header in the last megabyte of a text must not
 * index the lines of the megabytes above (about 40 ns a line). Lines longer than `longest` are
 * never table rows, so a lookup reads at most that far back.
 */
export class LocalLines {
  /** The line of the last lookup, `[lastStart, lastFeed]` (its feed, or -1 for the last line), so lookups along one line read it once. */
  private lastStart = 0;
  private lastFeed = -1;
  private lastEnd = -1;
  /** The feed after the last other line asked about (a column header, asked again for each row below it). */
  private otherStart = -1;
  private otherFeed = -1;
  /** A stretch without line feeds longer than `longest`, `[longFrom, longTo]`: every position in it is on a long line. */
  private longFrom = 0;
  private longTo = -1;

  constructor(
    private readonly text: string,
    private readonly longest: number,
  ) {}

  /** The start of the line holding `position` (a line feed belongs to the line it ends), or LONG_LINE when it is longer than `longest`. */
  startAt(position: number): number {
    if (position >= this.lastStart && position <= this.lastEnd) return this.lastStart;
    if (position >= this.longFrom && position <= this.longTo) return LONG_LINE;
    const text = this.text;
    // Past this far back without a line feed, the line is longer than `longest` whatever its end.
    // A native search of a slice (no copy) reads four times as fast as a loop.
    const floor = Math.max(0, position - this.longest - 2);
    const before = text.slice(floor, position).lastIndexOf('\n');
    if (before < 0 && floor > 0) return this.longLine(floor, position);
    const start = floor + before + 1;
    const feed = text.indexOf('\n', start);
    this.lastStart = start;
    this.lastFeed = feed;
    this.lastEnd = feed < 0 ? text.length : feed;
    return start;
  }

  /** Where the line's text ends: at its line feed (and a carriage return before it), or at the end of the text. */
  endOf(start: number): number {
    const feed = this.feedAfter(start);
    let end = feed < 0 ? this.text.length : feed;
    if (end > start && this.text.charCodeAt(end - 1) === CARRIAGE_RETURN) end--;
    return end;
  }

  /** The start of the next line, or -1 after the last. */
  nextStart(start: number): number {
    const feed = this.feedAfter(start);
    return feed < 0 ? -1 : feed + 1;
  }

  /** The start of the line before (which must exist), or LONG_LINE when it is longer than `longest`. */
  previousStart(start: number): number {
    return this.startAt(start - 1);
  }

  /**
   * Notes that `[from, position)` holds no line feed, and how far on none follows (a fast forward
   * search), so later lookups on the same long line (every chunk of a text of prose) read nothing.
   */
  private longLine(from: number, position: number): number {
    const feed = this.text.indexOf('\n', position);
    this.longFrom = from;
    this.longTo = feed < 0 ? this.text.length : feed;
    return LONG_LINE;
  }

  private feedAfter(start: number): number {
    if (start === this.lastStart && this.lastEnd >= 0) return this.lastFeed;
    if (start !== this.otherStart) {
      this.otherStart = start;
      this.otherFeed = this.text.indexOf('\n', start);
    }
    return this.otherFeed;
  }
}
