import type { WordHits } from './word-hits.js';

/** Index of the first hit starting at or after `position`. */
export function firstHitFrom(hits: WordHits, position: number): number {
  const starts = hits.starts;
  let low = 0;
  let high = hits.count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid] < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The id of a word from `words` whose hit touches `[from, to]`, or -1. The hits were found
 * beforehand; this is a binary search, not a search of the text.
 */
export function wordNear(hits: WordHits, words: ReadonlySet<number>, from: number, to: number, longestWord: number): number {
  if (words.size === 0) return -1;
  const { starts, ends, words: ids } = hits;
  for (let k = firstHitFrom(hits, from - longestWord); k < hits.count && starts[k] <= to; k++) {
    if (ends[k] >= from && words.has(ids[k])) return ids[k];
  }
  return -1;
}
