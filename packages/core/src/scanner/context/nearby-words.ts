import { ALNUM, asciiUnits, NO_UNITS, NON_ASCII_UNIT, type LiteralTable, type Window } from '../pass/index.js';
import { WordHits } from './word-hits.js';
import type { OtherScriptWords } from './other-script-words.js';

/** What finding context words needs from the scanner: its vocabulary and the token tables made from it. */
export interface WordTables {
  readonly kinds: Uint8Array;
  readonly vocabulary: LiteralTable;
  /** By a token's first unit * 128 + second unit: bit n set where a word may start a token of n units. */
  readonly wordLengths: Int32Array;
  readonly longestWord: number;
  readonly scratch: Int32Array;
  /** Context words that begin outside ASCII, or null when the scanner has none. */
  readonly otherScript: OtherScriptWords | null;
}

/**
 * Reads the words of the tokens that begin in `[from, to)` (text offsets) of the current window
 * into `into`, in text order: the token pass (`TokenPass.readWords`), whose
 * memory holds the window, reads them in about a quarter less time than the loop here.
 */
export interface WindowWordReader {
  readWords(window: Window, from: number, to: number, tables: WordTables, into: WordHits): void;
}

/**
 * Words are looked up a block of text at a time: small blocks, as most lookups around a match
 * share no block with another and read their window's blocks whole, but not the smallest: the
 * index of a chunk's blocks is read at random places, and with 32-unit blocks it is half the size
 * of 16-unit ones for a few more units read (benchmarks/README.md has the measurement).
 */
const BLOCK_BITS = 5;
const BLOCK = 1 << BLOCK_BITS;
/** About the units one lookup reads (a context window each side of a match), for `denseSince`. */
const LOOKUP_SPAN = 64;
const UNREAD = -1;
/** Block lists before a window is read, or after the scan: `setWindow` sizes them for its chunk, so a short text's scan makes short ones. */
const NO_BLOCKS = new Int32Array(0);

/** Stretches of the window marked by whether they hold a unit outside ASCII: 64 units each. */
const STRETCH_BITS = 6;
const NO_STRETCHES = new Uint8Array(0);
const UNREAD_STRETCH = 0;
const OTHER_STRETCH = 1;
const ASCII_STRETCH = 2;

/** Units a block read needs past its end, so a token running on is still read to a length that tells literals apart (31+). */
const READ_PAST = 64;

/**
 * Finds context words around one match when it is assessed, rather than everywhere in the text:
 * most text holds no match, and a match needs only the words within its windows. A word counts
 * where it begins a token, as in the single pass. Each block's words in the current chunk's window
 * are kept once read, so on finding-dense text, where windows overlap, every unit is still read
 * only once; a block outside the window (a column header far above) is read from the text each
 * time, so memory stays that of one window.
 */
export class NearbyWords {
  private readonly hits = new WordHits();
  /** Words of every window block read so far, a block's words together and in text order. */
  private readonly found = new WordHits();
  /** Words of one block outside the window, read for one lookup. */
  private readonly outside = new WordHits();
  /** Words beginning outside ASCII found for one lookup, and the lookup's hits merged with them. */
  private readonly otherHits = new WordHits();
  private readonly merged = new WordHits();
  /** Per stretch of the window's units, whether it holds one a word outside ASCII may begin with (for scanners with such words), or unread. */
  private otherStretches = NO_STRETCHES;
  /** Whether `otherStretches` was cleared for the current window: at its first lookup, so a window without matches costs nothing. */
  private stretchesCleared = false;
  /**
   * Per window block, side by side so a lookup reads one cache line: at `2 * slot` the index of its
   * first word in `found`, or UNREAD; at `2 * slot + 1` the index after its last.
   */
  private blocks = NO_BLOCKS;
  /** The chunk's window (its units and base copied out for the loops), its first whole block and the block after its last. */
  private window: Window = { text: '', units: NO_UNITS, base: 0 };
  private units: Uint8Array = NO_UNITS;
  private base = 0;
  private firstBlock = 0;
  private endBlock = 0;
  /** Room for the units of a block outside the window, made when first needed. */
  private spare: Uint8Array | null = null;
  /** Lookups since the last `denseSince`. */
  private lookups = 0;

  /** The text words are found in and the pass that reads them (`begin`); none until the first scan. */
  private text = '';
  private reader: WindowWordReader | null = null;

  constructor(private readonly tables: WordTables) {}

  /** Finds words in another text from now on, through `reader` (or the loop here); its window comes with `setWindow`. */
  begin(text: string, reader: WindowWordReader | null): void {
    this.text = text;
    this.reader = reader;
    this.lookups = 0;
  }

  /** Lets go of the scan's text, window and lists, so a scanner kept between scans holds none of them. */
  release(): void {
    this.begin('', null);
    this.window = { text: '', units: NO_UNITS, base: 0 };
    this.units = NO_UNITS;
    this.base = 0;
    this.firstBlock = 0;
    this.endBlock = 0;
    this.blocks = NO_BLOCKS;
    this.spare = null;
    this.hits.release();
    this.found.release();
    this.outside.release();
    this.otherHits.release();
    this.merged.release();
    this.otherStretches = NO_STRETCHES;
    this.stretchesCleared = false;
  }

  /**
   * Reads the next chunk's window of the text from now on, forgetting the words of the last.
   * Blocks it holds whole, with room for a token to run on, are kept once read.
   */
  setWindow(window: Window): void {
    const { units, base } = window;
    const end = base + units.length - 1;
    this.window = window;
    this.units = units;
    this.base = base;
    // A block needs the unit before it (is a token continuing?) and READ_PAST units after it, unless the text ends first.
    this.firstBlock = base === 0 ? 0 : (base + BLOCK) >> BLOCK_BITS;
    const endBlock = end >= this.text.length ? (end >> BLOCK_BITS) + 1 : (end - READ_PAST) >> BLOCK_BITS;
    this.endBlock = Math.max(this.firstBlock, endBlock);
    const blocks = this.endBlock - this.firstBlock;
    if (this.blocks.length < 2 * blocks) this.blocks = new Int32Array(2 * blocks);
    // Ends too: one fill at memory speed costs less than a strided loop over the starts alone.
    this.blocks.fill(UNREAD, 0, 2 * blocks);
    this.found.clear();
    this.stretchesCleared = false;
  }

  /**
   * Whether the stretch of the window's units holds one a word outside ASCII may begin with, read
   * once per window when first asked: accented letters in Latin text (`José`) begin none.
   */
  private stretchHoldsOther(stretch: number, words: OtherScriptWords): boolean {
    const known = this.otherStretches[stretch];
    if (known !== UNREAD_STRETCH) return known === OTHER_STRETCH;
    const { units, base, text } = this;
    const end = Math.min(units.length, (stretch + 1) << STRETCH_BITS);
    let found = false;
    for (let at = stretch << STRETCH_BITS; at < end && !found; at++) found = units[at] === NON_ASCII_UNIT && words.mayBegin(text.charCodeAt(base + at));
    this.otherStretches[stretch] = found ? OTHER_STRETCH : ASCII_STRETCH;
    return found;
  }

  /** The words starting in `[from, to]`, in text order; valid until the next call. */
  within(from: number, to: number): WordHits {
    const { hits, found, blocks, firstBlock, endBlock } = this;
    hits.clear();
    this.lookups++;
    const first = Math.max(0, from);
    const last = Math.min(to, this.text.length - 1);
    const lastBlock = last >> BLOCK_BITS;
    for (let block = first >> BLOCK_BITS; block <= lastBlock && last >= first; block++) {
      let words = found;
      let k = 0;
      let end = 0;
      if (block >= firstBlock && block < endBlock) {
        const slot = block - firstBlock;
        if (blocks[2 * slot] === UNREAD) this.readWindowBlocks(block, Math.min(lastBlock + 1, endBlock));
        k = blocks[2 * slot];
        end = blocks[2 * slot + 1];
      } else {
        words = this.readOutsideBlock(block);
        end = words.count;
      }
      for (; k < end; k++) {
        const start = words.starts[k];
        if (start >= first && start <= last) hits.add(start, words.ends[k], words.words[k]);
      }
    }
    return this.tables.otherScript === null || last < first ? hits : this.withOtherScript(hits, first, last);
  }

  /** `hits` with the words beginning outside ASCII in `[first, last]`, in text order. */
  private withOtherScript(hits: WordHits, first: number, last: number): WordHits {
    const { units, base } = this;
    const words = this.tables.otherScript as OtherScriptWords;
    // Most text near a match holds no unit a word outside ASCII begins with: the window's stretches, each read once, settle that.
    if (first >= base && last < base + units.length) {
      if (!this.stretchesCleared) {
        const count = (units.length >> STRETCH_BITS) + 1;
        if (this.otherStretches.length < count) this.otherStretches = new Uint8Array(count);
        else this.otherStretches.fill(UNREAD_STRETCH, 0, count);
        this.stretchesCleared = true;
      }
      let marked = false;
      for (let stretch = (first - base) >> STRETCH_BITS; stretch <= (last - base) >> STRETCH_BITS && !marked; stretch++) marked = this.stretchHoldsOther(stretch, words);
      if (!marked) return hits;
    }
    const other = this.otherHits;
    other.clear();
    words.find(this.text, first, last, other);
    if (other.count === 0) return hits;
    const merged = this.merged;
    merged.clear();
    let k = 0;
    for (let j = 0; j < other.count; j++) {
      for (; k < hits.count && hits.starts[k] <= other.starts[j]; k++) merged.add(hits.starts[k], hits.ends[k], hits.words[k]);
      merged.add(other.starts[j], other.ends[j], other.words[j]);
    }
    for (; k < hits.count; k++) merged.add(hits.starts[k], hits.ends[k], hits.words[k]);
    return merged;
  }

  /**
   * True when the lookups since the last call could have read a quarter of `length` units (`LOOKUP_SPAN` each):
   * matches are then dense enough that the next pass should look words up (`addPassWords`).
   */
  denseSince(length: number): boolean {
    const dense = this.lookups * LOOKUP_SPAN * 4 >= length && this.lookups > 0;
    this.lookups = 0;
    return dense;
  }

  /** Keeps the words a pass over `[from, to)` of the window looked up, for the unread blocks it covered whole. */
  addPassWords(words: WordHits, from: number, to: number): void {
    const { found, units, base, blocks } = this;
    const kinds = this.tables.kinds;
    let k = 0;
    const last = Math.min(to >> BLOCK_BITS, this.endBlock);
    for (let block = Math.max((from + BLOCK - 1) >> BLOCK_BITS, this.firstBlock); block < last; block++) {
      const blockStart = block << BLOCK_BITS;
      while (k < words.count && words.starts[k] < blockStart) k++;
      const slot = block - this.firstBlock;
      if (blocks[2 * slot] !== UNREAD) continue;
      blocks[2 * slot] = found.count;
      for (; k < words.count && words.starts[k] < blockStart + BLOCK; k++) {
        const start = words.starts[k];
        // A pass that begins inside a token sees a token start there; that token is its own block's.
        if (start === 0 || (kinds[units[start - 1 - base]] & ALNUM) === 0) found.add(start, words.ends[k], words.words[k]);
      }
      blocks[2 * slot + 1] = found.count;
    }
  }

  /** Reads the window block `block` and the unread blocks after it, before `until`, in one go. */
  private readWindowBlocks(block: number, until: number): void {
    const { found, blocks, firstBlock } = this;
    let runEnd = block + 1;
    while (runEnd < until && blocks[2 * (runEnd - firstBlock)] === UNREAD) runEnd++;
    let k = found.count;
    if (this.reader === null) {
      for (let b = block; b < runEnd; b++) this.readBlock(b, this.units, this.base, found);
    } else {
      this.reader.readWords(this.window, block << BLOCK_BITS, Math.min(runEnd << BLOCK_BITS, this.text.length), this.tables, found);
    }
    // The words came in text order: each block's are the next run of them.
    for (let b = block; b < runEnd; b++) {
      blocks[2 * (b - firstBlock)] = k;
      const blockEnd = (b + 1) << BLOCK_BITS;
      while (k < found.count && found.starts[k] < blockEnd) k++;
      blocks[2 * (b - firstBlock) + 1] = k;
    }
  }

  /** The words of a block outside the window, read from a copy of its units. */
  private readOutsideBlock(block: number): WordHits {
    const from = Math.max(0, (block << BLOCK_BITS) - 1);
    const to = Math.min(this.text.length, ((block + 1) << BLOCK_BITS) + READ_PAST);
    this.outside.clear();
    this.spare ??= new Uint8Array(BLOCK + READ_PAST + 2);
    this.readBlock(block, asciiUnits(this.text, from, to, this.spare), from, this.outside);
    return this.outside;
  }

  /**
   * Looks up the words of the tokens that begin in one block, reading each such token to its end
   * (or far enough to tell literals apart), from `units` whose index 0 is unit `base`.
   */
  private readBlock(block: number, units: Uint8Array, base: number, into: WordHits): void {
    const { kinds, vocabulary, wordLengths, scratch } = this.tables;
    const end = Math.min((block + 1) << BLOCK_BITS, this.text.length) - base;
    let i = (block << BLOCK_BITS) - base;
    // A token that began in an earlier block is that block's: skip its remainder.
    if (i + base > 0) while (i < end && (kinds[units[i - 1]] & ALNUM) !== 0) i++;
    while (i < end) {
      const code = units[i];
      if ((kinds[code] & ALNUM) === 0) {
        i++;
        continue;
      }
      const start = i;
      const pair = (code << 7) | (units[i + 1] & 127);
      // The 0 after the last unit ends a token at the end of the text (or of the units read).
      do i++;
      while ((kinds[units[i]] & ALNUM) !== 0);
      const length = i - start;
      const lengthBit = length < 31 ? length : 31;
      if ((wordLengths[pair] >>> lengthBit) & 1 && vocabulary.endFits(pair, lengthBit, units[i]) && vocabulary.mayStartAt(units, start)) {
        into.addMatches(start + base, scratch, vocabulary.matchAt(this.text, start + base, scratch, length, 0, units, base));
      }
    }
  }
}
