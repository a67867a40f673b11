import { firstHitFrom } from './context-lookup.js';
import type { ScanEvents } from './events.js';

/** At most this many characters stand between a label and its value: `NPI: `, `"npi":"`, `MRN#: `. */
const LABEL_GAP = 4;

/** Blanks and the punctuation of `key: value`, `key=value`, `"key": "value"`, `No. value`, `key (value`, `key - value`. */
const LABEL_PUNCTUATION = new Set([...' \t:#="\'(.-'].map((ch) => ch.charCodeAt(0)));

/**
 * true when one of `words` ends right before `start`, with at most a few label punctuation
 * characters (and no line break) in between: the writer named the value (`NPI 1234567893`), so it
 * belongs to the detector of that word more than to any other that can read the same characters.
 */
export function isLabelled(text: string, events: ScanEvents, words: ReadonlySet<number>, start: number, longestWord: number): boolean {
  if (words.size === 0) return false;
  let gapStart = start;
  while (gapStart > 0 && start - gapStart < LABEL_GAP && LABEL_PUNCTUATION.has(text.charCodeAt(gapStart - 1))) gapStart--;
  const { contextStarts, contextEnds, contextWords } = events;
  for (let k = firstHitFrom(events, gapStart - longestWord); k < contextStarts.length && contextStarts[k] < start; k++) {
    if (contextEnds[k] >= gapStart && contextEnds[k] <= start && words.has(contextWords[k])) return true;
  }
  return false;
}
