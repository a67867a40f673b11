import { bytesOfBase64 } from '../../base64.js';
import { describeRule, type StretchRule } from './anchor-stretches.js';
import { ALNUM, SPECIAL } from './char-kind.js';
import type { DigitAutomaton } from '../digits/index.js';
import {
  addLiteralHits,
  addPunctuationLiteralHits,
  emptyEvents,
  eventLists,
  type EventLists,
  type EventTables,
  type ScanEvents,
} from './events.js';
import { AUTOMATON, MEMORY, PASS_PARAMS, RULE, SIZE, TABLE_BITS } from './layout.js';
import type { WordHits, WordTables } from '../context/index.js';
import { TOKEN_PASS_WASM } from './token-pass-binary.js';
import type { Window } from './window.js';

interface TokenPassExports {
  readonly memory: WebAssembly.Memory;
  readonly digitCount: WebAssembly.Global;
  readonly specialCount: WebAssembly.Global;
  refuseDigitTokens(units: number, base: number, digits: number, count: number, leads: number, classes: number, moves: number): number;
  admitAnchors(units: number, last: number, base: number, list: number, count: number, rule: number, least: number, pairs: number, first: number): number;
  words(units: number, at: number, stop: number, flags: number, starts: number, table: number, candidates: number): number;
  /** One slice, its parameters in the block at MEMORY.PASS_PARAMS (`PASS_PARAMS`); returns how many candidates it listed. */
  pass(): number;
}

const PAGE = 1 << 16;
const { SLICE, SLOT_LIST: SLOT_LIST_SIZE, TOKEN_START_BITS, TOKENS_PER_SLICE } = SIZE;
const { EVENT_STARTS, EVENT_AND_WORD_STARTS, WORD_STARTS, PREFIXES, ANCHOR_WORDS, WORDS, PUNCTUATION_PAIRS, SHUFTI, ANCHOR_CHARS, DIGITS, CANDIDATES, SPECIALS, SLOT_COUNTS, PASS_PARAMS: PARAMS } = MEMORY;
/** The anchor characters' lists start after the fixed regions, one per slot. */
const SLOT_LISTS = MEMORY.END;
/** A candidate's length is its low 28 bits; the literal tables it may hold a literal of, the bits above. */
const LENGTH_MASK = (1 << 28) - 1;
/** The literal tables of a pass without context words. */
const EVENT_TABLES = TABLE_BITS.PREFIXES | TABLE_BITS.ANCHOR_WORDS;

/** Where the tokens that may begin a literal of the pass's sets of literal tables lie (`markTokenStarts`), by the sets' bits. */
const FIRST_TESTS: number[] = [];
FIRST_TESTS[EVENT_TABLES] = EVENT_STARTS;
FIRST_TESTS[EVENT_TABLES | TABLE_BITS.WORDS] = EVENT_AND_WORD_STARTS;
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
    const bytes = bytesOfBase64(TOKEN_PASS_WASM);
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
   * fills a list of half a million positions, too costly to grow anew for every scan. Each list
   * holds at most one chunk's events.
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
  private views: { units: Uint8Array; params: Int32Array; digits: Int32Array; candidates: Int32Array; specials: Int32Array; slotCounts: Int32Array; slotLists: Int32Array[] };

  private constructor(
    private readonly exports: TokenPassExports,
    tables: EventTables,
    private readonly automaton: DigitAutomaton,
  ) {
    this.memory = exports.memory;
    this.rulesAt = SLOT_LISTS + tables.anchorChars.length * SLOT_LIST_SIZE;
    this.automatonAt = this.rulesAt + tables.anchorChars.length * RULE.END;
    this.unitsAt = this.automatonAt + AUTOMATON.MOVES + Math.ceil(automaton.moves.byteLength / READ_PAST) * READ_PAST;
    this.memory.grow(Math.ceil(this.unitsAt / PAGE));
    const bytes = new Uint8Array(this.memory.buffer);
    bytes.set(automaton.classes, this.automatonAt + AUTOMATON.CLASSES);
    bytes.set(automaton.leads, this.automatonAt + AUTOMATON.LEADS);
    new Int32Array(this.memory.buffer, this.automatonAt + AUTOMATON.MOVES, automaton.moves.length).set(automaton.moves);
    const startsAt = (at: number) => bytes.subarray(at, at + TOKEN_START_BITS / 8);
    tables.prefixes.markTokenStarts(startsAt(EVENT_STARTS));
    tables.anchorWords.markTokenStarts(startsAt(EVENT_STARTS));
    tables.vocabulary.markTokenStarts(startsAt(WORD_STARTS));
    // The events' and the words' tables together: one marking of each, joined a word at a time.
    const words = TOKEN_START_BITS / 32;
    const eventStarts = new Int32Array(this.memory.buffer, EVENT_STARTS, words);
    const wordStarts = new Int32Array(this.memory.buffer, WORD_STARTS, words);
    const both = new Int32Array(this.memory.buffer, EVENT_AND_WORD_STARTS, words);
    for (let k = 0; k < words; k++) both[k] = eventStarts[k] | wordStarts[k];
    tables.prefixes.writeTestTables(bytes.subarray(PREFIXES), tables.prefixLengths);
    tables.anchorWords.writeTestTables(bytes.subarray(ANCHOR_WORDS), tables.anchorWordLengths);
    tables.vocabulary.writeTestTables(bytes.subarray(WORDS), tables.wordLengths);
    bytes.set(tables.prefixPairs, PUNCTUATION_PAIRS);
    this.punctuationPairs = tables.prefixPairs.includes(1) ? PUNCTUATION_PAIRS : 0;
    bytes.set(tables.anchorChars, ANCHOR_CHARS);
    this.anchorRules = tables.anchorRules;
    this.anchorRules.forEach((rule, slot) => {
      if (rule !== null) bytes.set(rule.kinds, this.rulesAt + slot * RULE.END + RULE.KINDS);
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
      params: new Int32Array(buffer, PARAMS, Object.keys(PASS_PARAMS).length),
      digits: new Int32Array(buffer, DIGITS, TOKENS_PER_SLICE),
      candidates: new Int32Array(buffer, CANDIDATES, 2 * TOKENS_PER_SLICE),
      specials: new Int32Array(buffer, SPECIALS, SLICE),
      slotCounts: new Int32Array(buffer, SLOT_COUNTS, this.slots),
      slotLists: Array.from({ length: this.slots }, (_, slot) => new Int32Array(buffer, SLOT_LISTS + slot * SLOT_LIST_SIZE, SLICE)),
    };
  }

  /**
   * `collectEvents` over `[from, to)`, for a window whose units `unitBuffer` handed out; literals
   * are looked up in `tables`, those of the scanner that asks, whose cheap tests are this pass's
   * (`sharedTokenPass`).
   */
  collect(window: Window, from: number, to: number, lookUpWords: boolean, lists: EventLists, tables: EventTables): ScanEvents {
    const { units, base } = window;
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
      const candidateCount = this.passSlice(at, sliceStop, flags, base, lookUpWords ? EVENT_TABLES | TABLE_BITS.WORDS : EVENT_TABLES, this.slots, this.punctuationPairs);
      const digitCount = exports.digitCount.value as number;
      if (tables.listsNumbers) events.numberTokens.pushAll(digits, digitCount);
      const automatonAt = this.automatonAt;
      const kept = exports.refuseDigitTokens(this.unitsAt, base, DIGITS, digitCount, automatonAt + AUTOMATON.LEADS, automatonAt + AUTOMATON.CLASSES, automatonAt + AUTOMATON.MOVES);
      digitTokens.pushAll(digits, kept);
      for (let slot = 0; slot < slots; slot++) events.charHits[slot].pushAll(slotLists[slot], this.admitted(slot, slotCounts[slot], units.length - 1, base, flags));
      // Tokens and punctuation literals meet the lookups in text order, as in the JavaScript pass.
      const specialCount = exports.specialCount.value as number;
      let special = 0;
      for (let k = 0; k < candidateCount; k++) {
        const start = candidates[2 * k];
        for (; special < specialCount && specials[special] < start; special++) addPunctuationLiteralHits(events, tables, window, specials[special] + base);
        const lengthAndTables = candidates[2 * k + 1];
        addLiteralHits(events, tables, window, start + base, lengthAndTables & LENGTH_MASK, from, lengthAndTables >>> 28);
      }
      for (; special < specialCount; special++) addPunctuationLiteralHits(events, tables, window, specials[special] + base);
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
    return this.exports.admitAnchors(this.unitsAt, last, base, SLOT_LISTS + slot * SLOT_LIST_SIZE, count, this.rulesAt + slot * RULE.END, rule.count, pairs, flags & 2);
  }

  /**
   * The module's pass over window units `[at, stop)` (on past `stop` to the open token's end in
   * the last slice, `sliceFlags`); its candidates are the tokens that may begin a literal of the
   * tables named by `tableBits`. Anchor characters are filed in the first `slots` slots;
   * `punctuationPairs` is 0 to leave literals without letters or digits out. Returns how many
   * candidates it listed.
   */
  private passSlice(at: number, stop: number, flags: number, base: number, tableBits: number, slots: number, punctuationPairs: number): number {
    const params = this.views.params;
    params[PASS_PARAMS.UNITS / 4] = this.unitsAt;
    params[PASS_PARAMS.AT / 4] = at;
    params[PASS_PARAMS.STOP / 4] = stop;
    params[PASS_PARAMS.FLAGS / 4] = flags;
    params[PASS_PARAMS.BASE / 4] = base;
    params[PASS_PARAMS.STARTS / 4] = FIRST_TESTS[tableBits];
    params[PASS_PARAMS.TABLE_BITS / 4] = tableBits;
    params[PASS_PARAMS.SLOTS / 4] = slots;
    params[PASS_PARAMS.PUNCTUATION / 4] = punctuationPairs;
    return this.exports.pass();
  }

  /**
   * The context words of the tokens that begin in `[from, to)` (text offsets in a window whose
   * units `unitBuffer` handed out), into `into` in text order, as
   * `NearbyWords` reads them: a token that began before `from` is not among them, one that runs
   * on past `to` is read whole. Reuses the pass's outputs, so only between chunks' passes.
   */
  readWords(window: Window, from: number, to: number, tables: WordTables, into: WordHits): void {
    const { text, units, base } = window;
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
