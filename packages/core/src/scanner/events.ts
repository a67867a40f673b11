import { ALNUM, DIGIT, SPECIAL } from './char-kind.js';
import { HIT_STRIDE, type LiteralTable } from './literal-table.js';
import { PositionList } from './position-list.js';

/** What the single pass over a range of text found; every array is in text order. */
export interface ScanEvents {
  /** Starts of ASCII-alnum tokens holding a digit (`digits` anchors). */
  readonly digitTokens: PositionList;
  /** Positions of each anchor character, indexed like `EventTables.anchorChars`. */
  readonly charHits: PositionList[];
  /** Positions of prefix literals by prefix-literal id; absent for literals not seen. */
  readonly prefixHits: Map<number, number[]>;
  /** Context words: parallel arrays of start, end and word id. */
  readonly contextStarts: number[];
  readonly contextEnds: number[];
  readonly contextWords: number[];
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
  readonly vocabulary: LiteralTable;
  /** By first unit * 128 + second unit: 1 where a prefix literal without letters or digits may start (read at special characters). */
  readonly prefixPairs: Uint8Array;
  /** By a token's first unit * 128 + second unit: bit n set where a prefix literal may start a token of n units. */
  readonly prefixLengths: Uint32Array;
  /** The same for context words. */
  readonly wordLengths: Uint32Array;
}

const PAIRS = 1 << 14;

/** The token tables a pass needs from the scanner's prefix literals and context words. */
export function tokenTables(prefixes: LiteralTable, vocabulary: LiteralTable): { prefixPairs: Uint8Array; prefixLengths: Uint32Array; wordLengths: Uint32Array } {
  const prefixPairs = new Uint8Array(PAIRS);
  prefixes.markPairs(prefixPairs, 1);
  const prefixLengths = new Uint32Array(PAIRS);
  prefixes.markTokenLengths(prefixLengths);
  const wordLengths = new Uint32Array(PAIRS);
  vocabulary.markTokenLengths(wordLengths);
  return { prefixPairs, prefixLengths, wordLengths };
}

/**
 * One pass over `[from, to)` with a character-kind table. Work happens once per token, at its end
 * (prefix literals, context words, digit tokens), and at the few special characters; inside a
 * token the loop only reads kinds. A literal lookup happens only where the token's first two
 * units and its length fit some literal.
 */
export function collectEvents(text: string, from: number, to: number, tables: EventTables): ScanEvents {
  const events: ScanEvents = {
    // About one digit token per 16 units of log text; growing is cheap, so this is only a start.
    digitTokens: new PositionList(Math.max(64, (to - from) >> 4)),
    charHits: tables.anchorChars.map(() => new PositionList()),
    prefixHits: new Map(),
    contextStarts: [],
    contextEnds: [],
    contextWords: [],
  };
  const { kinds, prefixes, vocabulary, anchorSlot, prefixPairs, prefixLengths, wordLengths, scratch } = tables;
  const digitTokens = events.digitTokens;
  const end = text.length;
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    const kind = kinds[code];
    if (kind === 0) {
      i++;
      continue;
    }
    if ((kind & ALNUM) !== 0) {
      const start = i;
      const second = text.charCodeAt(i + 1);
      // Non-ASCII or past the end (NaN) counts as 0, which pair tables mark only for one-unit runs.
      const pair = (code << 7) | (second < 128 ? second : 0);
      let seen = kind;
      i++;
      // A token runs to its real end, past `to` if need be, so literal lookups see its true length.
      while (i < end) {
        const innerKind = kinds[text.charCodeAt(i)];
        if ((innerKind & ALNUM) === 0) break;
        seen |= innerKind;
        i++;
      }
      const length = i - start;
      const lengthBit = length < 31 ? length : 31;
      if ((prefixLengths[pair] >>> lengthBit) & 1 && prefixes.mayStartAt(text, start)) {
        addPrefixHits(events, scratch, prefixes.matchAt(text, start, scratch, length, from));
      }
      if ((wordLengths[pair] >>> lengthBit) & 1 && vocabulary.mayStartAt(text, start)) {
        addWordHits(events, start, scratch, vocabulary.matchAt(text, start, scratch, length));
      }
      if ((seen & DIGIT) !== 0) digitTokens.push(start);
      continue;
    }
    if ((kind & SPECIAL) !== 0) {
      const slot = anchorSlot[code];
      if (slot >= 0) events.charHits[slot].push(i);
      const second = text.charCodeAt(i + 1);
      if (prefixPairs[(code << 7) | (second < 128 ? second : 0)] !== 0) addPrefixHits(events, scratch, prefixes.matchAt(text, i, scratch));
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

function addWordHits(events: ScanEvents, start: number, scratch: Int32Array, count: number): void {
  for (let k = 0; k < count; k++) {
    events.contextStarts.push(start);
    events.contextWords.push(scratch[HIT_STRIDE * k]);
    events.contextEnds.push(scratch[HIT_STRIDE * k + 2]);
  }
}
