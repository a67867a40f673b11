import { HIT_STRIDE } from '../pass/index.js';

/**
 * Context-word hits in text order: parallel lists of start, end and word id, of which the first
 * `count` entries hold. Clearing only resets the count, so a list reused for every lookup keeps
 * its room instead of shrinking and growing again.
 */
export class WordHits {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly words: number[] = [];
  count = 0;

  /** Adds the `count` hits `LiteralTable.matchAt` wrote to `scratch`, all starting at `start`. */
  addMatches(start: number, scratch: Int32Array, count: number): void {
    for (let k = 0; k < count; k++) this.add(start, scratch[HIT_STRIDE * k + 2], scratch[HIT_STRIDE * k]);
  }

  add(start: number, end: number, word: number): void {
    const k = this.count++;
    this.starts[k] = start;
    this.ends[k] = end;
    this.words[k] = word;
  }

  clear(): void {
    this.count = 0;
  }

  /** Empties the list and lets go of its room. */
  release(): void {
    this.count = 0;
    this.starts.length = 0;
    this.ends.length = 0;
    this.words.length = 0;
  }
}
