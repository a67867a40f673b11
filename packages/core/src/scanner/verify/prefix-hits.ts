/**
 * A chunk's prefix hits filed by detector: the pass lists hits by literal id, and a detector owns
 * many ids (one of its own, and one per literal it shares), so asking each detector for each of its
 * ids would cost every chunk a lookup per id of every detector. Here each id that did hit is read
 * once and handed to its owners.
 */
export class PrefixHitsByDetector {
  /** Per detector (by order), the hit lists of its ids that hit in this chunk; empty for most. */
  private readonly lists: (readonly number[])[][];
  /** Detectors whose lists are not empty, so the next chunk empties only those. */
  private readonly filled: number[] = [];

  /** `owners[id]`: the orders of the detectors that own prefix id `id`. */
  constructor(
    private readonly owners: readonly (readonly number[])[],
    detectors: number,
  ) {
    this.lists = Array.from({ length: detectors }, () => []);
  }

  /** Files a chunk's hits (by prefix id) under the detectors that own each id. */
  read(hits: ReadonlyMap<number, readonly number[]>): void {
    this.clear();
    for (const [id, positions] of hits) {
      for (const order of this.owners[id]) {
        const lists = this.lists[order];
        if (lists.length === 0) this.filled.push(order);
        lists.push(positions);
      }
    }
  }

  /** The hit lists of the detector of this order, each in the order the pass found its hits. */
  of(order: number): readonly (readonly number[])[] {
    return this.lists[order];
  }

  /** Lets go of the last chunk's lists. */
  clear(): void {
    for (const order of this.filled) this.lists[order].length = 0;
    this.filled.length = 0;
  }
}
