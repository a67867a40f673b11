import { ALNUM } from './char-kind.js';
import type { LiteralTable } from './literal-table.js';
import { WordHits } from './word-hits.js';

/** What finding context words needs from the scanner: its vocabulary and the token tables made from it. */
export interface WordTables {
  readonly kinds: Uint8Array;
  readonly vocabulary: LiteralTable;
  /** By a token's first unit * 128 + second unit: bit n set where a word may start a token of n units. */
  readonly wordLengths: Uint32Array;
  readonly longestWord: number;
  readonly scratch: Int32Array;
}

/**
 * Finds context words around one match when it is assessed, rather than everywhere in the text:
 * most text holds no match, and a match needs only the words within its windows. A word counts
 * where it begins a token, as in the single pass.
 */
export class NearbyWords {
  private readonly hits = new WordHits();
  /** Token lengths past this make no difference to a lookup (`markTokenLengths` caps at 31). */
  private readonly lengthCap: number;

  constructor(
    private readonly text: string,
    private readonly units: Uint8Array,
    private readonly tables: WordTables,
  ) {
    this.lengthCap = Math.max(32, tables.longestWord + 1);
  }

  /** The words starting in `[from, to]`, in text order; valid until the next call. */
  within(from: number, to: number): WordHits {
    const { text, units, hits, lengthCap } = this;
    const { kinds, vocabulary, wordLengths, scratch } = this.tables;
    hits.clear();
    const last = Math.min(to, text.length - 1);
    let i = Math.max(0, from);
    // A token that began before `from` holds no word starting in range: skip its remainder.
    if (i > 0) while (i <= last && (kinds[units[i - 1]] & ALNUM) !== 0) i++;
    while (i <= last) {
      const code = units[i];
      if ((kinds[code] & ALNUM) === 0) {
        i++;
        continue;
      }
      const start = i;
      const pair = (code << 7) | (units[i + 1] & 127);
      i++;
      while (i < text.length && i - start < lengthCap && (kinds[units[i]] & ALNUM) !== 0) i++;
      const length = i - start;
      if ((wordLengths[pair] >>> (length < 31 ? length : 31)) & 1 && vocabulary.mayStartAt(text, start)) {
        hits.addMatches(start, scratch, vocabulary.matchAt(text, start, scratch, length));
      }
      // Finish a token cut at the cap, so its remainder is not read as a token of its own.
      while (i <= last && (kinds[units[i]] & ALNUM) !== 0) i++;
    }
    return hits;
  }
}
