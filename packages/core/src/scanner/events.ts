import { ALNUM, DIGIT, SPECIAL } from './char-kind.js';
import { HIT_STRIDE, type LiteralTable } from './literal-table.js';
import { PositionList } from './position-list.js';
import { WordHits } from './word-hits.js';

/** What the single pass over a range of text found; every array is in text order. */
export interface ScanEvents {
  /** Starts of ASCII-alnum tokens holding a digit (`digits` anchors). */
  readonly digitTokens: PositionList;
  /** Positions of each anchor character, indexed like `EventTables.anchorChars`. */
  readonly charHits: PositionList[];
  /** Positions of prefix literals by prefix-literal id; absent for literals not seen. */
  readonly prefixHits: Map<number, number[]>;
  /** Words of detectors that search only around their words (`context` anchors). */
  readonly anchorWords: WordHits;
  /** All context words, looked up here only where matches proved dense (`NearbyWords.denseSince`); empty otherwise. */
  readonly words: WordHits;
}

/** The per-scanner tables the pass consults. */
export interface EventTables {
  /** Kind bits (ALNUM, DIGIT, SPECIAL) for every UTF-16 code unit; non-ASCII units have kind 0. */
  readonly kinds: Uint8Array;
  /** Anchor character code units; their index is their slot in `charHits`. */
  readonly anchorChars: readonly number[];
  /** Slot in `anchorChars` by ASCII code unit, or -1. */
  readonly anchorSlot: Int16Array;
  readonly prefixes: LiteralTable;
  /** Room for one position's literal hits; the pass is synchronous, so one buffer per scanner serves. */
  readonly scratch: Int32Array;
  /** The words of `context`-anchored detectors; other context words are looked up near matches only. */
  readonly anchorWords: LiteralTable;
  /** By first unit * 128 + second unit: 1 where a prefix literal without letters or digits may start (read at special characters). */
  readonly prefixPairs: Uint8Array;
  /** By a token's first unit * 128 + second unit: bit n set where a prefix literal may start a token of n units. */
  readonly prefixLengths: Uint32Array;
  /** The same for `anchorWords`. */
  readonly anchorWordLengths: Uint32Array;
  /** All context words, and their token lengths as for prefix literals. */
  readonly vocabulary: LiteralTable;
  readonly wordLengths: Uint32Array;
}

const PAIRS = 1 << 14;

/** Bit n of entry `first unit * 128 + second unit` set where a literal of `table` may start a token of n units. */
export function tokenLengths(table: LiteralTable): Uint32Array {
  const lengths = new Uint32Array(PAIRS);
  table.markTokenLengths(lengths);
  return lengths;
}

/** Entry `first unit * 128 + second unit` set where a prefix literal without letters or digits may start. */
export function punctuationPairs(prefixes: LiteralTable): Uint8Array {
  const pairs = new Uint8Array(PAIRS);
  prefixes.markPairs(pairs, 1);
  return pairs;
}

/**
 * One pass over `[from, to)` of the text's units (`asciiUnits`) with a character-kind table. Work
 * happens once per token, at its end (prefix literals, anchor words, digit tokens), and at the few
 * special characters; inside a token the loop only reads kinds. A literal lookup happens only
 * where the token's first two units and its length fit some literal.
 */
export function collectEvents(text: string, units: Uint8Array, from: number, to: number, tables: EventTables, lookUpWords = false): ScanEvents {
  const events: ScanEvents = {
    // About one digit token per 16 units of log text; growing is cheap, so this is only a start.
    digitTokens: new PositionList(Math.max(64, (to - from) >> 4)),
    charHits: tables.anchorChars.map(() => new PositionList()),
    prefixHits: new Map(),
    anchorWords: new WordHits(),
    words: new WordHits(),
  };
  const { kinds, prefixes, anchorWords, anchorSlot, prefixPairs, prefixLengths, anchorWordLengths, vocabulary, wordLengths, scratch } = tables;
  const digitTokens = events.digitTokens;
  let i = from;
  while (i < to) {
    const code = units[i];
    const kind = kinds[code];
    if (kind === 0) {
      i++;
      continue;
    }
    if ((kind & ALNUM) !== 0) {
      const start = i;
      // Non-ASCII (128) or past the end (0) counts as 0, which pair tables mark only for one-unit runs.
      const pair = (code << 7) | (units[i + 1] & 127);
      let seen = kind;
      i++;
      // A token runs to its real end, past `to` if need be, so literal lookups see its true length;
      // the 0 after the last unit ends it at the end of the text.
      let innerKind = kinds[units[i]];
      while ((innerKind & ALNUM) !== 0) {
        seen |= innerKind;
        innerKind = kinds[units[++i]];
      }
      const length = i - start;
      const lengthBit = length < 31 ? length : 31;
      if ((prefixLengths[pair] >>> lengthBit) & 1 && prefixes.mayStartAt(units, start)) {
        addPrefixHits(events, scratch, prefixes.matchAt(text, start, scratch, length, from));
      }
      if ((anchorWordLengths[pair] >>> lengthBit) & 1 && anchorWords.mayStartAt(units, start)) {
        events.anchorWords.addMatches(start, scratch, anchorWords.matchAt(text, start, scratch, length));
      }
      if (lookUpWords && (wordLengths[pair] >>> lengthBit) & 1 && vocabulary.mayStartAt(units, start)) {
        events.words.addMatches(start, scratch, vocabulary.matchAt(text, start, scratch, length));
      }
      if ((seen & DIGIT) !== 0) digitTokens.push(start);
      continue;
    }
    if ((kind & SPECIAL) !== 0) {
      const slot = anchorSlot[code];
      if (slot >= 0) events.charHits[slot].push(i);
      if (prefixPairs[(code << 7) | (units[i + 1] & 127)] !== 0) addPrefixHits(events, scratch, prefixes.matchAt(text, i, scratch));
    }
    i++;
  }
  return events;
}

function addPrefixHits(events: ScanEvents, scratch: Int32Array, count: number): void {
  for (let k = 0; k < count; k++) {
    const id = scratch[HIT_STRIDE * k];
    const start = scratch[HIT_STRIDE * k + 1];
    const hits = events.prefixHits.get(id);
    if (hits === undefined) events.prefixHits.set(id, [start]);
    else hits.push(start);
  }
}
