import { admitAnchors, type StretchRule } from './anchor-stretches.js';
import { ALNUM, DIGIT, SPECIAL } from './char-kind.js';
import { HIT_STRIDE, type LiteralTable } from './literal-table.js';
import { PositionList } from './position-list.js';
import { WordHits } from '../context/index.js';
import { TABLE_BITS } from './layout.js';
import type { Window } from './window.js';

/** What the single pass over a range of text found; every array is in text order. */
export interface ScanEvents {
  /** Starts of ASCII-alnum tokens holding a digit (`digits` anchors). */
  readonly digitTokens: PositionList;
  /** True when the pass already left out the digit tokens the `digits` patterns' automaton refuses. */
  readonly digitTokensRefused: boolean;
  /** Starts of ASCII-alnum tokens holding a digit, none left out, where a scanner has `numbers` detectors (else empty); `digitTokens` itself when the pass refuses none. */
  readonly numberTokens: PositionList;
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
  /** Some detector is anchored on `numbers`: the pass lists every digit token in `numberTokens`. */
  readonly listsNumbers: boolean;
  /** Anchor character code units; their index is their slot in `charHits`. */
  readonly anchorChars: readonly number[];
  /** Slot in `anchorChars` by ASCII code unit, or -1. */
  readonly anchorSlot: Int16Array;
  /**
   * By slot, the stretch rule of the one detector anchored on that character, when its record says
   * how many anchors a kept match holds: only anchors it admits are listed (`AnchorStretches`).
   */
  readonly anchorRules: readonly (StretchRule | null)[];
  readonly prefixes: LiteralTable;
  /** Room for one position's literal hits; the pass is synchronous, so one buffer per scanner serves. */
  readonly scratch: Int32Array;
  /** The words of `context`-anchored detectors; other context words are looked up near matches only. */
  readonly anchorWords: LiteralTable;
  /** By first unit * 128 + second unit: 1 where a prefix literal without letters or digits may start (read at special characters). */
  readonly prefixPairs: Uint8Array;
  /** By a token's first unit * 128 + second unit: bit n set where a prefix literal may start a token of n units. */
  readonly prefixLengths: Int32Array;
  /** The same for `anchorWords`. */
  readonly anchorWordLengths: Int32Array;
  /** `prefixLengths` and `anchorWordLengths` together: one read settles most tokens. */
  readonly eventLengths: Int32Array;
  /** `eventLengths` and `wordLengths` together, for a pass that looks words up. */
  readonly eventAndWordLengths: Int32Array;
  /** All context words, and their token lengths as for prefix literals. */
  readonly vocabulary: LiteralTable;
  readonly wordLengths: Int32Array;
}

const PAIRS = 1 << 14;

/** Bit n of entry `first unit * 128 + second unit` set where a literal of one of `tables` may start a token of n units. */
export function tokenLengths(...tables: LiteralTable[]): Int32Array {
  const lengths = new Int32Array(PAIRS);
  for (const table of tables) table.markTokenLengths(lengths);
  return lengths;
}

/** Entry `first unit * 128 + second unit` set where a prefix literal without letters or digits may start. */
export function punctuationPairs(prefixes: LiteralTable): Uint8Array {
  const pairs = new Uint8Array(PAIRS);
  prefixes.markPairs(pairs, 1);
  return pairs;
}

/** The position lists of a pass's events, made once per scan or kept by the token pass: each chunk's pass empties and refills them, keeping their room. */
export interface EventLists {
  readonly digitTokens: PositionList;
  /** Every digit token, for a pass that leaves some out of `digitTokens`. */
  readonly numberTokens: PositionList;
  readonly charHits: PositionList[];
}

export function eventLists(tables: EventTables): EventLists {
  return { digitTokens: new PositionList(), numberTokens: new PositionList(), charHits: tables.anchorChars.map(() => new PositionList()) };
}

/** Empty events for one pass, in `lists` emptied. */
export function emptyEvents(lists: EventLists, digitTokensRefused: boolean): ScanEvents {
  lists.digitTokens.clear();
  lists.numberTokens.clear();
  for (const hits of lists.charHits) hits.clear();
  const { digitTokens, charHits } = lists;
  const numberTokens = digitTokensRefused ? lists.numberTokens : digitTokens;
  return { digitTokens, digitTokensRefused, numberTokens, charHits, prefixHits: new Map(), anchorWords: new WordHits(), words: new WordHits() };
}

/** Bits of `addLiteralHits`'s `fitting`: which literal tables may hold a literal at a token (token-pass.wat sets the same bits). */
const { PREFIXES: PREFIX_TABLE, ANCHOR_WORDS: ANCHOR_WORD_TABLE, WORDS: WORD_TABLE } = TABLE_BITS;

/**
 * What the pass does at the end of a token whose first two units and length fit some literal
 * (`eventLengths`): asks each literal table's cheap tests (its lengths, the unit after the token,
 * the first units) and looks up the tables that pass (`addLiteralHits`). `start` is the token's
 * index in the window's units.
 */
function addTokenEvents(events: ScanEvents, tables: EventTables, window: Window, from: number, start: number, length: number, lookUpWords: boolean): void {
  const { prefixes, anchorWords, vocabulary, prefixLengths, anchorWordLengths, wordLengths } = tables;
  const { units, base } = window;
  const pair = (units[start] << 7) | (units[start + 1] & 127);
  const lengthBit = length < 31 ? length : 31;
  const end = units[start + length];
  let fitting = 0;
  if ((prefixLengths[pair] >>> lengthBit) & 1 && prefixes.endFits(pair, lengthBit, end) && prefixes.mayStartAt(units, start)) fitting |= PREFIX_TABLE;
  if ((anchorWordLengths[pair] >>> lengthBit) & 1 && anchorWords.endFits(pair, lengthBit, end) && anchorWords.mayStartAt(units, start)) fitting |= ANCHOR_WORD_TABLE;
  if (lookUpWords && (wordLengths[pair] >>> lengthBit) & 1 && vocabulary.endFits(pair, lengthBit, end) && vocabulary.mayStartAt(units, start)) fitting |= WORD_TABLE;
  if (fitting !== 0) addLiteralHits(events, tables, window, start + base, length, from, fitting);
}

/**
 * Looks up the token at text offset `at` in the literal tables named by `fitting`: prefix
 * literals (none starting before `from`), the words of `context`-anchored detectors, all context
 * words; compared in the pass's window of units.
 */
export function addLiteralHits(events: ScanEvents, tables: EventTables, window: Window, at: number, length: number, from: number, fitting: number): void {
  const { scratch } = tables;
  const { text, units, base } = window;
  if ((fitting & PREFIX_TABLE) !== 0) addPrefixHits(events, scratch, tables.prefixes.matchAt(text, at, scratch, length, from, units, base));
  if ((fitting & ANCHOR_WORD_TABLE) !== 0) events.anchorWords.addMatches(at, scratch, tables.anchorWords.matchAt(text, at, scratch, length, 0, units, base));
  if ((fitting & WORD_TABLE) !== 0) events.words.addMatches(at, scratch, tables.vocabulary.matchAt(text, at, scratch, length, 0, units, base));
}

/** What the pass does at a special character outside tokens (index `i` of the window's units): anchor characters and punctuation literals. */
function addSpecialEvents(events: ScanEvents, tables: EventTables, window: Window, i: number): void {
  const { units, base } = window;
  const code = units[i];
  const slot = tables.anchorSlot[code];
  if (slot >= 0) events.charHits[slot].push(i + base);
  if (tables.prefixPairs[(code << 7) | (units[i + 1] & 127)] !== 0) addPunctuationLiteralHits(events, tables, window, i + base);
}

/** Looks up literals without letters or digits at text offset `at`, in the window of units as `addLiteralHits` does. */
export function addPunctuationLiteralHits(events: ScanEvents, tables: EventTables, window: Window, at: number): void {
  addPrefixHits(events, tables.scratch, tables.prefixes.matchAt(window.text, at, tables.scratch, -1, 0, window.units, window.base));
}

/**
 * One pass over `[from, to)` of the text with a character-kind table, reading its window of
 * units; what it finds is in text positions. Work
 * happens once per token, at its end (prefix literals, anchor words, digit tokens), and at the few
 * special characters; inside a token the loop only reads kinds. A literal lookup happens only
 * where the token's first two units and its length fit some literal. This is the pass in plain
 * JavaScript, for runtimes without WebAssembly SIMD; `TokenPass` finds the same events faster.
 */
export function collectEvents(window: Window, from: number, to: number, tables: EventTables, lookUpWords = false, lists = eventLists(tables)): ScanEvents {
  const { units, base } = window;
  const events = emptyEvents(lists, false);
  const { digitTokens } = events;
  const { kinds } = tables;
  const anyLengths = lookUpWords ? tables.eventAndWordLengths : tables.eventLengths;
  let i = from - base;
  const stop = to - base;
  while (i < stop) {
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
      // A token runs to its real end, past `to` if need be, so literal lookups see its true length
      // (a window reaches far enough past `to` for any length a literal tells apart); the 0 after
      // the last unit ends it.
      let innerKind = kinds[units[i]];
      while ((innerKind & ALNUM) !== 0) {
        seen |= innerKind;
        innerKind = kinds[units[++i]];
      }
      const length = i - start;
      if ((seen & DIGIT) !== 0) digitTokens.push(start + base);
      if (((anyLengths[pair] >>> (length < 31 ? length : 31)) & 1) !== 0) addTokenEvents(events, tables, window, from, start, length, lookUpWords);
      continue;
    }
    if ((kind & SPECIAL) !== 0) addSpecialEvents(events, tables, window, i);
    i++;
  }
  tables.anchorRules.forEach((rule, slot) => {
    if (rule !== null) admitAnchors(events.charHits[slot], rule, units, base);
  });
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
