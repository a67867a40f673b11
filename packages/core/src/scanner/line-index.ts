import { lastIndexAtOrBefore } from '../sorted-index.js';

const LINE_FEED = '\n';

/**
 * Starts of the text's lines, found with `indexOf` only as far as a lookup needs: a scan whose
 * matches never ask about lines never indexes any. Exported too, for callers that report
 * findings by line and column (lines counted from 0).
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  /** Where the next search for a line feed begins; past the end once every line is known. */
  private searchFrom = 0;

  constructor(private readonly text: string) {}

  /** The number of the line holding `position`. */
  lineOf(position: number): number {
    while (this.searchFrom <= this.text.length && this.starts[this.starts.length - 1] <= position) this.indexNextLine();
    return lastIndexAtOrBefore(this.starts, position);
  }

  startOf(line: number): number {
    return this.starts[line];
  }

  /** Where the line's text ends: at its line feed (and a carriage return before it), or at the end of the text. */
  endOf(line: number): number {
    while (this.searchFrom <= this.text.length && this.starts.length <= line + 1) this.indexNextLine();
    let end = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    if (end > this.starts[line] && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** Whether a line follows `line`. */
  hasLineAfter(line: number): boolean {
    this.endOf(line);
    return line + 1 < this.starts.length;
  }

  private indexNextLine(): void {
    const feed = this.text.indexOf(LINE_FEED, this.searchFrom);
    if (feed < 0) {
      this.searchFrom = this.text.length + 1;
      return;
    }
    this.starts.push(feed + 1);
    this.searchFrom = feed + 1;
  }
}
