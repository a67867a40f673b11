import { firstHitFrom } from './context-lookup.js';
import type { WordHits } from './word-hits.js';

/** At most this many characters stand between a label and its value: `NPI: `, `"npi":"`, `MRN#: `. */
export const LABEL_GAP = 4;

/** Blanks and the punctuation of `key: value`, `key=value`, `"key": "value"`, `No. value`, `key (value`, `key - value`. */
const LABEL_PUNCTUATION = new Set([...' \t:#="\'(.-'].map((ch) => ch.charCodeAt(0)));

/**
 * true when one of `words` ends right before `start`, with at most a few label punctuation
 * characters (and no line break) in between: the writer named the value (`NPI 1234567893`), so it
 * belongs to the detector of that word more than to any other that can read the same characters.
 */
export function isLabelled(text: string, hits: WordHits, words: ReadonlySet<number>, start: number, longestWord: number): boolean {
  if (words.size === 0) return false;
  let gapStart = start;
  while (gapStart > 0 && start - gapStart < LABEL_GAP && LABEL_PUNCTUATION.has(text.charCodeAt(gapStart - 1))) gapStart--;
  const { starts, ends, words: ids } = hits;
  for (let k = firstHitFrom(hits, gapStart - longestWord); k < hits.count && starts[k] < start; k++) {
    if (ends[k] >= gapStart && ends[k] <= start && words.has(ids[k])) return true;
  }
  return false;
}
