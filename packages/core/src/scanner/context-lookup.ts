import type { ScanEvents } from './events.js';

/** Index of the first context hit starting at or after `position` (hits are in text order). */
export function firstHitFrom(events: ScanEvents, position: number): number {
  const starts = events.contextStarts;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid] < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The id of a word from `words` whose hit touches `[from, to]`, or -1. The hits were found once per
 * scan; this is a binary search, not a search of the text.
 */
export function wordNear(events: ScanEvents, words: ReadonlySet<number>, from: number, to: number, longestWord: number): number {
  if (words.size === 0) return -1;
  const { contextStarts, contextEnds, contextWords } = events;
  for (let k = firstHitFrom(events, from - longestWord); k < contextStarts.length && contextStarts[k] <= to; k++) {
    if (contextEnds[k] >= from && words.has(contextWords[k])) return contextWords[k];
  }
  return -1;
}
