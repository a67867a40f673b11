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

/** Words are looked up a block of text at a time: about one context window, so a lookup reads few blocks. */
const BLOCK_BITS = 6;
const BLOCK = 1 << BLOCK_BITS;
const UNREAD = -1;

/**
 * Finds context words around one match when it is assessed, rather than everywhere in the text:
 * most text holds no match, and a match needs only the words within its windows. A word counts
 * where it begins a token, as in the single pass. Each block's words are kept once read, so on
 * finding-dense text, where windows overlap, every unit is still read only once.
 */
export class NearbyWords {
  private readonly hits = new WordHits();
  /** Words of every block read so far, a block's words together and in text order. */
  private readonly found = new WordHits();
  /** Per block: index of its first word in `found`, or UNREAD; its last is before `blockEnds`. */
  private readonly blockStarts: Int32Array;
  private readonly blockEnds: Int32Array;
  /** Lookups since the last `denseSince`. */
  private lookups = 0;

  constructor(
    private readonly text: string,
    private readonly units: Uint8Array,
    private readonly tables: WordTables,
  ) {
    const blocks = (text.length >> BLOCK_BITS) + 1;
    this.blockStarts = new Int32Array(blocks).fill(UNREAD);
    this.blockEnds = new Int32Array(blocks);
  }

  /** The words starting in `[from, to]`, in text order; valid until the next call. */
  within(from: number, to: number): WordHits {
    const { hits, found, blockStarts, blockEnds } = this;
    hits.clear();
    this.lookups++;
    const first = Math.max(0, from);
    const last = Math.min(to, this.text.length - 1);
    for (let block = first >> BLOCK_BITS; block <= last >> BLOCK_BITS && last >= first; block++) {
      if (blockStarts[block] === UNREAD) this.readBlock(block);
      for (let k = blockStarts[block]; k < blockEnds[block]; k++) {
        const start = found.starts[k];
        if (start >= first && start <= last) hits.add(start, found.ends[k], found.words[k]);
      }
    }
    return hits;
  }

  /**
   * True when the lookups since the last call could have read a quarter of `length` units' blocks:
   * matches are then dense enough that the next pass should look words up (`addPassWords`).
   */
  denseSince(length: number): boolean {
    const dense = this.lookups * BLOCK * 4 >= length && this.lookups > 0;
    this.lookups = 0;
    return dense;
  }

  /** Keeps the words a pass over `[from, to)` looked up, for the unread blocks it covered whole. */
  addPassWords(words: WordHits, from: number, to: number): void {
    const { found, units, blockStarts, blockEnds } = this;
    const kinds = this.tables.kinds;
    let k = 0;
    for (let block = (from + BLOCK - 1) >> BLOCK_BITS; block < to >> BLOCK_BITS; block++) {
      const blockStart = block << BLOCK_BITS;
      while (k < words.count && words.starts[k] < blockStart) k++;
      if (blockStarts[block] !== UNREAD) continue;
      blockStarts[block] = found.count;
      for (; k < words.count && words.starts[k] < blockStart + BLOCK; k++) {
        const start = words.starts[k];
        // A pass that begins inside a token sees a token start there; that token is its own block's.
        if (start === 0 || (kinds[units[start - 1]] & ALNUM) === 0) found.add(start, words.ends[k], words.words[k]);
      }
      blockEnds[block] = found.count;
    }
  }

  /** Looks up the words of the tokens that begin in one block, reading each such token to its end. */
  private readBlock(block: number): void {
    const { units, found } = this;
    const { kinds, vocabulary, wordLengths, scratch } = this.tables;
    this.blockStarts[block] = found.count;
    const end = Math.min((block + 1) << BLOCK_BITS, this.text.length);
    let i = block << BLOCK_BITS;
    // A token that began in an earlier block is that block's: skip its remainder.
    if (i > 0) while (i < end && (kinds[units[i - 1]] & ALNUM) !== 0) i++;
    while (i < end) {
      const code = units[i];
      if ((kinds[code] & ALNUM) === 0) {
        i++;
        continue;
      }
      const start = i;
      const pair = (code << 7) | (units[i + 1] & 127);
      // The 0 after the last unit ends a token at the end of the text.
      do i++;
      while ((kinds[units[i]] & ALNUM) !== 0);
      const length = i - start;
      if ((wordLengths[pair] >>> (length < 31 ? length : 31)) & 1 && vocabulary.mayStartAt(units, start)) {
        found.addMatches(start, scratch, vocabulary.matchAt(this.text, start, scratch, length));
      }
    }
    this.blockEnds[block] = found.count;
  }
}
