import { HIT_STRIDE } from './literal-table.js';

/** Context-word hits in text order: parallel lists of start, end and word id. */
export class WordHits {
  starts: number[] = [];
  ends: number[] = [];
  words: number[] = [];

  get count(): number {
    return this.starts.length;
  }

  /** Adds the `count` hits `LiteralTable.matchAt` wrote to `scratch`, all starting at `start`. */
  addMatches(start: number, scratch: Int32Array, count: number): void {
    for (let k = 0; k < count; k++) {
      this.starts.push(start);
      this.words.push(scratch[HIT_STRIDE * k]);
      this.ends.push(scratch[HIT_STRIDE * k + 2]);
    }
  }

  clear(): void {
    this.starts.length = 0;
    this.ends.length = 0;
    this.words.length = 0;
  }
}
