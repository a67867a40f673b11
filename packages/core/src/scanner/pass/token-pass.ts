import { describeRule, type StretchRule } from './anchor-stretches.js';
import { ALNUM, SPECIAL } from './char-kind.js';
import type { DigitAutomaton } from '../digits/digit-automaton.js';
import {
  ANCHOR_WORD_TABLE,
  PREFIX_TABLE,
  WORD_TABLE,
  addLiteralHits,
  addPunctuationLiteralHits,
  emptyEvents,
  eventLists,
  type EventLists,
  type EventTables,
  type ScanEvents,
} from './events.js';
import { LiteralTable, TOKEN_START_BITS } from './literal-table.js';
import type { WordTables } from '../context/nearby-words.js';
import type { WordHits } from '../context/word-hits.js';
import { TOKEN_PASS_WASM } from './token-pass-binary.js';

interface TokenPassExports {
  readonly memory: WebAssembly.Memory;
  readonly digitCount: WebAssembly.Global;
  readonly specialCount: WebAssembly.Global;
  refuseDigitTokens(units: number, base: number, digits: number, count: number, leads: number, classes: number, moves: number): number;
  admitAnchors(units: number, last: number, base: number, list: number, count: number, rule: number, least: number, pairs: number, first: number): number;
  words(units: number, at: number, stop: number, flags: number, starts: number, table: number, candidates: number): number;
  pass(
    units: number,
    at: number,
    stop: number,
    flags: number,
    base: number,
    starts: number,
    prefixes: number,
    anchorWords: number,
    words: number,
    tableBits: number,
    shufti: number,
    digits: number,
    candidates: number,
    specials: number,
    anchorChars: number,
    slotLists: number,
    slotCounts: number,
    slots: number,
    punctuationPairs: number,
  ): number;
}

/** Units per call into the module: its output lists are sized for one slice, not a whole chunk. */
const SLICE = 1 << 14;
const PAGE = 1 << 16;
const PAIRS = 1 << 14;
/**
 * Memory layout: the tokens that may begin a literal (`markTokenStarts`) of the pass's tables
 * without and with all context words, and of the context words alone, the test tables of the
 * three literal tables, the punctuation-literal pairs, the special characters' nibble tables and
 * anchor characters, the per-slice outputs (the anchor characters' lists last, as many as the
 * scanner has slots), then the window of units.
 */
const EVENT_STARTS = 0;
const EVENT_AND_WORD_STARTS = EVENT_STARTS + TOKEN_START_BITS / 8;
const WORD_STARTS = EVENT_AND_WORD_STARTS + TOKEN_START_BITS / 8;
const TEST_TABLES = WORD_STARTS + TOKEN_START_BITS / 8;
/** Test tables start 8-aligned, so their i32 parts are aligned. */
const TEST_TABLES_STRIDE = Math.ceil(LiteralTable.TEST_TABLES_SIZE / 8) * 8;
const PREFIXES = TEST_TABLES;
const ANCHOR_WORDS = PREFIXES + TEST_TABLES_STRIDE;
const WORDS = ANCHOR_WORDS + TEST_TABLES_STRIDE;
const PUNCTUATION_PAIRS = WORDS + TEST_TABLES_STRIDE;
const SHUFTI = PUNCTUATION_PAIRS + PAIRS;
const ANCHOR_CHARS = SHUFTI + 32;
/** Lists of anchor characters, one per slot, each with room for a whole slice (token-pass.wat finds a slot's list 2^16 bytes on). */
const SLOT_LIST_SIZE = 4 * SLICE;
const DIGITS = ANCHOR_CHARS + 128;
/** A slice holds at most one token per two units, and one more still open from the slice before. */
const TOKENS_PER_SLICE = SLICE / 2 + 2;
const CANDIDATES = DIGITS + 4 * TOKENS_PER_SLICE;
const SPECIALS = CANDIDATES + 8 * TOKENS_PER_SLICE;
const SLOT_COUNTS = SPECIALS + 4 * SLICE;
const SLOT_LISTS = SLOT_COUNTS + 4 * 128;
/** Per slot after the anchor characters' lists: a stretch rule's kinds by unit, and its last stretch's end and verdict (`admitAnchors`). */
const RULE_SIZE = 256 + 8;
/** Offsets in the automaton's region: unit classes, lead units, then its moves. */
const AUTOMATON_CLASSES = 0;
const AUTOMATON_LEADS = 256;
const AUTOMATON_MOVES = 512;
/** A candidate's length is its low 28 bits; the literal tables it may hold a literal of, the bits above. */
const LENGTH_MASK = (1 << 28) - 1;
/** The literal tables of a pass without context words. */
const EVENT_TABLES = PREFIX_TABLE | ANCHOR_WORD_TABLE;

/** Where the tokens that may begin a literal of the pass's sets of literal tables lie (`markTokenStarts`), by the sets' bits. */
const FIRST_TESTS: number[] = [];
FIRST_TESTS[EVENT_TABLES] = EVENT_STARTS;
FIRST_TESTS[EVENT_TABLES | WORD_TABLE] = EVENT_AND_WORD_STARTS;
/** `pass`'s flags: the slice ends the pass (it reads on to the open token's end), or begins it (nothing carries over). */
function sliceFlags(first: boolean, last: boolean): number {
  return (last ? 1 : 0) | (first ? 2 : 0);
}

/** The module reads whole blocks of 64 units, up to one past the window's closing 0. */
const READ_PAST = 64;

let compiled: WebAssembly.Module | null | undefined;

/** The module, compiled once per process; null where WebAssembly or its SIMD instructions are missing (or forbidden). */
function tokenPassModule(): WebAssembly.Module | null {
  if (compiled !== undefined) return compiled;
  compiled = null;
  if (typeof WebAssembly !== 'object') return compiled;
  try {
    const bytes = Uint8Array.from(atob(TOKEN_PASS_WASM), (char) => char.charCodeAt(0));
    if (WebAssembly.validate(bytes)) compiled = new WebAssembly.Module(bytes);
  } catch {
    // A content security policy without 'wasm-unsafe-eval' refuses compiling: the JavaScript pass serves.
  }
  return compiled;
}

/**
 * The single pass of `collectEvents` in WebAssembly SIMD (token-pass.wat): it finds tokens,
 * digit tokens, tokens that may hold a literal and special characters 64 units at a time, and
 * the cheap tests of each literal table; the lookups of tokens that pass them run here as in
 * the JavaScript pass, so both find the same events. The scanner's window of units lives in the
 * module's memory (`unitBuffer`), so the module reads the very bytes `asciiUnits` wrote.
 */
export class TokenPass {
  private memory: WebAssembly.Memory;
  private claimed = false;
  /**
   * The event lists of the scan that holds the pass, kept from scan to scan: a megabyte of `a@`
   * fills a list of half a million positions, which grown anew for every scan cost a fifth of it.
   * Each list holds at most one chunk's events.
   */
  readonly lists: EventLists;
  /** Where the anchor characters' stretch rules lie: after one anchor-character list per slot. */
  private readonly rulesAt: number;
  /** Where the digit patterns' automaton lies: after one stretch rule per slot. */
  private readonly automatonAt: number;
  /** Where the window of units begins: after the automaton. */
  private readonly unitsAt: number;
  /** Where the punctuation-literal pairs lie, or 0 when the scanner has no such literal. */
  private readonly punctuationPairs: number;
  private readonly slots: number;
  /** By slot, the stretch rule whose kinds this pass's memory holds, or null (`EventTables.anchorRules`). */
  private readonly anchorRules: readonly (StretchRule | null)[];
  private views: { units: Uint8Array; digits: Int32Array; candidates: Int32Array; specials: Int32Array; slotCounts: Int32Array; slotLists: Int32Array[] };

  private constructor(
    private readonly exports: TokenPassExports,
    tables: EventTables,
    private readonly automaton: DigitAutomaton,
  ) {
    this.memory = exports.memory;
    this.rulesAt = SLOT_LISTS + tables.anchorChars.length * SLOT_LIST_SIZE;
    this.automatonAt = this.rulesAt + tables.anchorChars.length * RULE_SIZE;
    this.unitsAt = this.automatonAt + AUTOMATON_MOVES + Math.ceil(automaton.moves.byteLength / READ_PAST) * READ_PAST;
    this.memory.grow(Math.ceil(this.unitsAt / PAGE));
    const bytes = new Uint8Array(this.memory.buffer);
    bytes.set(automaton.classes, this.automatonAt + AUTOMATON_CLASSES);
    bytes.set(automaton.leads, this.automatonAt + AUTOMATON_LEADS);
    new Int32Array(this.memory.buffer, this.automatonAt + AUTOMATON_MOVES, automaton.moves.length).set(automaton.moves);
    const startsAt = (at: number) => bytes.subarray(at, at + TOKEN_START_BITS / 8);
    tables.prefixes.markTokenStarts(startsAt(EVENT_STARTS));
    tables.anchorWords.markTokenStarts(startsAt(EVENT_STARTS));
    bytes.copyWithin(EVENT_AND_WORD_STARTS, EVENT_STARTS, EVENT_STARTS + TOKEN_START_BITS / 8);
    tables.vocabulary.markTokenStarts(startsAt(EVENT_AND_WORD_STARTS));
    tables.vocabulary.markTokenStarts(startsAt(WORD_STARTS));
    tables.prefixes.writeTestTables(bytes.subarray(PREFIXES), tables.prefixLengths);
    tables.anchorWords.writeTestTables(bytes.subarray(ANCHOR_WORDS), tables.anchorWordLengths);
    tables.vocabulary.writeTestTables(bytes.subarray(WORDS), tables.wordLengths);
    bytes.set(tables.prefixPairs, PUNCTUATION_PAIRS);
    this.punctuationPairs = tables.prefixPairs.includes(1) ? PUNCTUATION_PAIRS : 0;
    bytes.set(tables.anchorChars, ANCHOR_CHARS);
    this.anchorRules = tables.anchorRules;
    this.anchorRules.forEach((rule, slot) => {
      if (rule !== null) bytes.set(rule.kinds, this.rulesAt + slot * RULE_SIZE);
    });
    for (let code = 0; code < 128; code++) {
      // Shufti tables: bucket h holds the special characters of high nibble h (ASCII has eight).
      if ((tables.kinds[code] & SPECIAL) === 0) continue;
      bytes[SHUFTI + (code & 15)] |= 1 << (code >> 4);
      bytes[SHUFTI + 16 + (code >> 4)] = 1 << (code >> 4);
    }
    this.slots = tables.anchorChars.length;
    this.views = this.viewsOf(0);
    this.lists = eventLists(tables);
  }

  /**
   * A pass for these tables, or null where the module cannot run (the JavaScript pass then
   * serves). It leaves out the digit tokens the `digits` patterns' automaton refuses.
   */
  static create(tables: EventTables, automaton: DigitAutomaton): TokenPass | null {
    const module = tokenPassModule();
    if (module === null) return null;
    return new TokenPass(new WebAssembly.Instance(module).exports as unknown as TokenPassExports, tables, automaton);
  }

  /**
   * Takes the pass for one scan; false while another scan holds it (a custom validator that scans
   * with the same scanner), which then uses the JavaScript pass and a buffer of its own.
   */
  claim(): boolean {
    if (this.claimed) return false;
    this.claimed = true;
    return true;
  }

  release(): void {
    this.claimed = false;
  }

  /** Room for a window of `length` units and its closing 0, in the module's memory; valid until the next call. */
  unitBuffer(length: number): Uint8Array {
    const needed = this.unitsAt + length + 1 + READ_PAST;
    if (needed > this.memory.buffer.byteLength) {
      this.memory.grow(Math.ceil((needed - this.memory.buffer.byteLength) / PAGE));
      this.views = this.viewsOf(length + 1);
    } else if (this.views.units.length < length + 1) {
      this.views = this.viewsOf(length + 1);
    }
    return this.views.units;
  }

  private viewsOf(unitRoom: number) {
    const buffer = this.memory.buffer;
    return {
      units: new Uint8Array(buffer, this.unitsAt, unitRoom),
      digits: new Int32Array(buffer, DIGITS, TOKENS_PER_SLICE),
      candidates: new Int32Array(buffer, CANDIDATES, 2 * TOKENS_PER_SLICE),
      specials: new Int32Array(buffer, SPECIALS, SLICE),
      slotCounts: new Int32Array(buffer, SLOT_COUNTS, this.slots),
      slotLists: Array.from({ length: this.slots }, (_, slot) => new Int32Array(buffer, SLOT_LISTS + slot * SLOT_LIST_SIZE, SLICE)),
    };
  }

  /**
   * `collectEvents` over `[from, to)`, for a window `units` that `unitBuffer` handed out (index 0
   * is text offset `base`); literals are looked up in `tables`, those of the scanner that asks,
   * whose cheap tests are this pass's (`sharedTokenPass`).
   */
  collect(text: string, units: Uint8Array, base: number, from: number, to: number, lookUpWords: boolean, lists: EventLists, tables: EventTables): ScanEvents {
    if (units.buffer !== this.memory.buffer || units.byteOffset !== this.unitsAt) throw new RangeError("the window of units must be the pass's own buffer");
    const events = emptyEvents(lists, true);
    const { digitTokens } = events;
    const { exports } = this;
    const { digits, candidates, specials, slotCounts, slotLists } = this.views;
    const slots = slotLists.length;
    const stop = to - base;
    for (let at = from - base; at < stop; at += SLICE) {
      const sliceStop = Math.min(stop, at + SLICE);
      const flags = sliceFlags(at === from - base, sliceStop === stop);
      const candidateCount = this.passSlice(at, sliceStop, flags, base, lookUpWords ? EVENT_TABLES | WORD_TABLE : EVENT_TABLES, this.slots, this.punctuationPairs);
      const digitCount = exports.digitCount.value as number;
      const automatonAt = this.automatonAt;
      const kept = exports.refuseDigitTokens(this.unitsAt, base, DIGITS, digitCount, automatonAt + AUTOMATON_LEADS, automatonAt + AUTOMATON_CLASSES, automatonAt + AUTOMATON_MOVES);
      digitTokens.pushAll(digits, kept);
      for (let slot = 0; slot < slots; slot++) events.charHits[slot].pushAll(slotLists[slot], this.admitted(slot, slotCounts[slot], units.length - 1, base, flags));
      // Tokens and punctuation literals meet the lookups in text order, as in the JavaScript pass.
      const specialCount = exports.specialCount.value as number;
      let special = 0;
      for (let k = 0; k < candidateCount; k++) {
        const start = candidates[2 * k];
        for (; special < specialCount && specials[special] < start; special++) addPunctuationLiteralHits(events, tables, text, specials[special] + base, units, base);
        const lengthAndTables = candidates[2 * k + 1];
        addLiteralHits(events, tables, text, start + base, lengthAndTables & LENGTH_MASK, from, lengthAndTables >>> 28, units, base);
      }
      for (; special < specialCount; special++) addPunctuationLiteralHits(events, tables, text, specials[special] + base, units, base);
    }
    return events;
  }

  /**
   * How many of the `count` positions in `slot`'s list remain once those of stretches its rule
   * refuses are left out (`admitAnchors`); all of them for a slot without a rule. `last` is the
   * index of the window's closing 0; `flags` the slice's (`sliceFlags`): its first slice forgets
   * the last pass's stretch.
   */
  private admitted(slot: number, count: number, last: number, base: number, flags: number): number {
    const rule = this.anchorRules[slot];
    if (rule === null) return count;
    const pairs = rule.orPair ? 2 : 0;
    return this.exports.admitAnchors(this.unitsAt, last, base, SLOT_LISTS + slot * SLOT_LIST_SIZE, count, this.rulesAt + slot * RULE_SIZE, rule.count, pairs, flags & 2);
  }

  /**
   * The module's pass over window units `[at, stop)` (on past `stop` to the open token's end in
   * the last slice, `sliceFlags`); its candidates are the tokens that may begin a literal of the
   * tables named by `tableBits`. Anchor characters are filed in the first `slots` slots;
   * `punctuationPairs` is 0 to leave literals without letters or digits out. Returns how many
   * candidates it listed.
   */
  private passSlice(at: number, stop: number, flags: number, base: number, tableBits: number, slots: number, punctuationPairs: number): number {
    return this.exports.pass(
      this.unitsAt, at, stop, flags, base,
      FIRST_TESTS[tableBits], PREFIXES, ANCHOR_WORDS, WORDS, tableBits,
      SHUFTI, DIGITS, CANDIDATES, SPECIALS, ANCHOR_CHARS, SLOT_LISTS, SLOT_COUNTS, slots, punctuationPairs,
    );
  }

  /**
   * The context words of the tokens that begin in `[from, to)` (text offsets in the window
   * `units` that `unitBuffer` handed out, whose index 0 is `base`), into `into` in text order, as
   * `NearbyWords` reads them: a token that began before `from` is not among them, one that runs
   * on past `to` is read whole. Reuses the pass's outputs, so only between chunks' passes.
   */
  readWords(text: string, units: Uint8Array, base: number, from: number, to: number, tables: WordTables, into: WordHits): void {
    const { candidates } = this.views;
    const { vocabulary, scratch } = tables;
    const stop = to - base;
    const first = from - base;
    // A token running on into `from` would read as starting there: it belongs to the words before.
    const skipFirst = first > 0 && (tables.kinds[units[first - 1]] & ALNUM) !== 0;
    for (let at = first; at < stop; at += SLICE) {
      const sliceStop = Math.min(stop, at + SLICE);
      const candidateCount = this.exports.words(this.unitsAt, at, sliceStop, sliceFlags(at === first, sliceStop === stop), WORD_STARTS, WORDS, CANDIDATES);
      for (let k = 0; k < candidateCount; k++) {
        const start = candidates[2 * k];
        if (!(skipFirst && start === first)) {
          into.addMatches(start + base, scratch, vocabulary.matchAt(text, start + base, scratch, candidates[2 * k + 1] & LENGTH_MASK, 0, units, base));
        }
      }
    }
  }
}

/** Token passes alive at once in a process: each holds about 2 MB of tables and its window of units. */
const SHARED_PASSES = 16;
const passes = new Map<string, TokenPass | null>();

/**
 * What a pass's module tables are made of: scanners whose literals, anchor characters and digit
 * patterns are the same (most policies differ in their rules, not in their detectors) share one.
 */
export function tokenPassKey(tables: EventTables, automaton: DigitAutomaton): string {
  const { prefixes, anchorWords, vocabulary, anchorChars, anchorRules } = tables;
  return [prefixes.describe(), anchorWords.describe(), vocabulary.describe(), String.fromCharCode(...anchorChars), ...anchorRules.map(describeRule), automaton.key].join('\u0001');
}

/**
 * The token pass for tables described by `key` (`tokenPassKey`), created on first use; the
 * least recently used of more than SHARED_PASSES is let go, so a server holding a compiled
 * checker per policy holds a bounded number of modules. Null where the module cannot run.
 */
export function sharedTokenPass(key: string, tables: EventTables, automaton: DigitAutomaton): TokenPass | null {
  let pass = passes.get(key);
  if (pass !== undefined) {
    passes.delete(key);
  } else {
    pass = TokenPass.create(tables, automaton);
    if (passes.size >= SHARED_PASSES) passes.delete(passes.keys().next().value as string);
  }
  passes.set(key, pass);
  return pass;
}
