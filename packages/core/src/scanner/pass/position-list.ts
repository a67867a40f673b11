const NO_ROOM = new Int32Array(0);
const FIRST_ROOM = 64;

/**
 * A growable list of text offsets in an Int32Array: the single pass records hundreds of
 * thousands of them per megabyte of log text, and a typed array takes them without the
 * per-element cost of a plain array.
 */
export class PositionList {
  /** No room until the first position: a scan makes a list per `digits` pattern, and on a short text most stay empty. */
  private items = NO_ROOM;
  length = 0;

  push(position: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(Math.max(FIRST_ROOM, this.items.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = position;
  }

  /** Appends the first `count` positions of `source`. */
  pushAll(source: Int32Array, count: number): void {
    if (count === 0) return;
    if (this.length + count > this.items.length) {
      const grown = new Int32Array(Math.max(FIRST_ROOM, this.items.length * 2, this.length + count));
      grown.set(this.items.subarray(0, this.length));
      this.items = grown;
    }
    this.items.set(source.subarray(0, count), this.length);
    this.length += count;
  }

  /** Empties the list and keeps its room, so one list serves chunk after chunk. */
  clear(): void {
    this.length = 0;
  }

  /** Keeps the positions `keep` is true of, in order; `keep` sees them in order. */
  keepWhere(keep: (position: number) => boolean): void {
    let kept = 0;
    for (let k = 0; k < this.length; k++) {
      const position = this.items[k];
      if (keep(position)) this.items[kept++] = position;
    }
    this.length = kept;
  }

  at(index: number): number {
    return this.items[index];
  }
}
