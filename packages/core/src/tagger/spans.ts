/** Found spans as flat offsets: `starts[k]..ends[k]`, in text order, disjoint. */
export interface SpanList {
  readonly starts: number[];
  readonly ends: number[];
}

/** Whether `[start, end)` overlaps a span of `list`, asked in ascending `start` order through `cursor`. */
export class SpanCursor {
  private index = 0;
  constructor(private readonly list: SpanList) {}

  overlaps(start: number, end: number): boolean {
    const { starts, ends } = this.list;
    while (this.index < ends.length && ends[this.index] <= start) this.index++;
    return this.index < starts.length && starts[this.index] < end;
  }
}
