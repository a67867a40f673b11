import { alnumAt, isAsciiAlnum } from './char-kind.js';
import { SIZE, TEST_TABLE } from './layout.js';

interface Entry {
  readonly literal: string;
  readonly id: number;
  /** Units before the literal's key: its leading units that are not ASCII letters or digits (`-----` of `-----BEGIN `). */
  readonly offset: number;
  /** Length of the key's leading run of ASCII letters and digits. */
  readonly run: number;
  /** True when a token holding the key at its start is exactly `run` units long. */
  readonly exact: boolean;
  /** A whole word of a case-insensitive table that ends in a letter or digit: none may follow it. */
  readonly wordEnd: boolean;
}

const { PAIRS, TRIPLES, TOKEN_START_BITS } = SIZE;
const TOKEN_ENDS = 1 << 16;
/** What a token's end unit reads as when it is not ASCII (`asciiUnits`). */
const NON_ASCII = 128;
/** Every unit of `asciiUnits`: ASCII, NON_ASCII and the 0 that ends a window. */
const ALL_UNITS = Array.from({ length: NON_ASCII + 1 }, (_, code) => code);
const ASCII_UNITS = ALL_UNITS.slice(0, NON_ASCII);
const ALNUM_UNITS = ALL_UNITS.filter((code) => isAsciiAlnum(code));
/** Units that end a token. */
const TOKEN_END_UNITS = ALL_UNITS.filter((code) => !isAsciiAlnum(code));

/** Units of `[id, start, end]` per hit in `matchAt`'s output. */
export const HIT_STRIDE = 3;

/** Hash of three code units into the triple filter (collisions only cost a needless lookup). */
function tripleKey(first: number, second: number, third: number): number {
  return (first * 961 + second * 31 + third) & (TRIPLES - 1);
}

/** Lower-cases an ASCII letter's code unit; other units pass through. */
function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code | 32 : code;
}

function pairKey(first: number, second: number): number {
  return (first << 7) | second;
}

/** A unit as the second of a token's pair: the passes read its low seven bits, so a non-ASCII unit (128) reads as 0. */
function pairSecond(code: number): number {
  return code < 128 ? code : 0;
}

/** Hash of a token's first two units, its length (capped at 31) and the unit after it (collisions only cost a needless lookup). */
function tokenEndKey(pair: number, lengthBit: number, end: number): number {
  return (Math.imul((pair << 5) | lengthBit, 0x9e3779b1) + Math.imul(end, 0x85ebca6b)) >>> 16;
}

/** Hash of a token's first three units and its length capped at 31 (token-pass.wat computes the same). */
export function tokenStartKey(first: number, second: number, third: number, lengthBit: number): number {
  return tokenStartKeyOf((first | (second << 8) | (third << 16)) * 32, lengthBit);
}

/** `tokenStartKey` of units already joined as `(first | second << 8 | third << 16) * 32`. */
function tokenStartKeyOf(unitsKey: number, lengthBit: number): number {
  return Math.imul(unitsKey + lengthBit, 0x9e3779b1) >>> 12;
}

/** Bit `min(n, 31)` set for each token length n a key's leading run can begin (`markTokenLengths`). */
function tokenLengthBits({ run, exact }: Entry): number {
  return exact ? 1 << Math.min(run, 31) : ~0 << Math.min(run, 31);
}

/**
 * Where a literal is looked up from: its first ASCII letter or digit, so `-----BEGIN ` is found at
 * the token `BEGIN` rather than at every dash; 0 for a literal without any.
 */
export function keyOffset(literal: string): number {
  for (let k = 0; k < literal.length; k++) if (alnumAt(literal, k)) return k;
  return 0;
}

/**
 * Finds which of many short literals occur at a position with one table lookup keyed by the
 * first two code units of their keys, instead of one search per literal. Case-insensitive tables
 * hold lower-case literals and require whole words (no ASCII letter or digit right after a
 * literal that ends in one).
 */
export class LiteralTable {
  private readonly pairUnits = new Uint8Array(PAIRS);
  /** Pairs that are a whole key or begin one shorter than three units: no third unit to check. */
  private readonly shortPairs = new Uint8Array(PAIRS);
  /** Hashed first three units of the longer keys. */
  private readonly triples = new Uint8Array(TRIPLES);
  private readonly byPair: (Entry[] | undefined)[] = new Array<Entry[] | undefined>(PAIRS).fill(undefined);
  /** Keys without a second ASCII unit, by their first unit alone. */
  private readonly byFirst: (Entry[] | undefined)[] = new Array<Entry[] | undefined>(128).fill(undefined);
  /** By pair: bit n set where a key can end a token of n units whatever unit follows it (whole words, keys a token may run on from). */
  private readonly anyEnd = new Int32Array(PAIRS);
  /** Hashed pair, token length and the one unit a key must be followed by (`client_secret` ends the token `client` with `_`). */
  private readonly tokenEnds = new Uint8Array(TOKEN_ENDS);
  /** By pair: bit n set where a key can begin a token of n units (`markTokenLengths`), kept up as keys are added. */
  private readonly tokenLengths = new Int32Array(PAIRS);
  /** The pairs set in `tokenLengths`, so marking reads them alone, not every pair (a fresh process runs that loop unoptimised). */
  private readonly lengthPairs: number[] = [];
  /** Every entry, in the order added. */
  private readonly entries: Entry[] = [];
  /** The most units a literal starts before its key, and reads from its key on (its word end included). */
  private longestOffset = 0;
  private longestReach = 0;

  constructor(private readonly ignoreCase: boolean) {}

  add(literal: string, id: number): void {
    const text = this.ignoreCase ? literal.toLowerCase() : literal;
    const offset = keyOffset(text);
    const first = text.charCodeAt(offset);
    if (first >= 128) throw new RangeError('literals must begin with an ASCII character');
    const second = offset + 1 < text.length ? text.charCodeAt(offset + 1) : 128;
    let run = 0;
    while (offset + run < text.length && alnumAt(text, offset + run)) run++;
    // Whole words end where their run ends; so does any key whose run is followed by a non-alnum unit.
    const entry = { literal: text, id, offset, run, exact: this.ignoreCase || offset + run < text.length, wordEnd: this.ignoreCase && alnumAt(text, text.length - 1) };
    if (second < 128) {
      const key = pairKey(first, second);
      this.pairUnits[key] = 1;
      if (text.length - offset < 3) this.shortPairs[key] = 1;
      else this.triples[tripleKey(first, second, text.charCodeAt(offset + 2))] = 1;
      (this.byPair[key] ??= []).push(entry);
    } else {
      (this.byFirst[first] ??= []).push(entry);
    }
    this.markTokenEnd(entry);
    this.entries.push(entry);
    this.longestOffset = Math.max(this.longestOffset, offset);
    this.longestReach = Math.max(this.longestReach, text.length - offset + 1);
  }

  /** Records the lengths of the tokens this key can begin, and which units may follow them, for `endFits`. */
  private markTokenEnd(entry: Entry): void {
    const { literal, offset, run, exact } = entry;
    if (run === 0) return;
    const lengthBits = tokenLengthBits(entry);
    // A token of 31 or more units is not told apart by length, nor then by the unit after it.
    const anyEnd = !exact || run >= 31 || offset + run === literal.length;
    const next = anyEnd ? 0 : literal.charCodeAt(offset + run);
    const end = next < 128 ? next : NON_ASCII;
    const [firsts, seconds] = this.tokenPairUnits(entry);
    for (const first of firsts) {
      for (const second of seconds) {
        const pair = pairKey(first, second);
        if (this.tokenLengths[pair] === 0) this.lengthPairs.push(pair);
        this.tokenLengths[pair] |= lengthBits;
        if (anyEnd) this.anyEnd[pair] |= lengthBits;
        else this.tokenEnds[tokenEndKey(pair, run, end)] = 1;
      }
    }
  }

  /**
   * The first and second units (either case in a case-insensitive table) of the pairs a token
   * this key begins can open with. A one-unit token's second unit is the one after it: where the
   * key names that unit (`né`, `d.o.b`), only it pairs, so the token `n` of `n/a` meets no table.
   */
  private tokenPairUnits({ literal, offset, run, exact }: Entry): [readonly number[], readonly number[]] {
    let seconds: readonly number[];
    if (run > 1) seconds = this.variants(literal.charCodeAt(offset + 1));
    else if (exact && offset + 1 < literal.length) seconds = [pairSecond(literal.charCodeAt(offset + 1))];
    else seconds = ASCII_UNITS;
    return [this.variants(literal.charCodeAt(offset)), seconds];
  }

  /**
   * A cheap test at the end of a token whose length already fits some key (`markTokenLengths`):
   * false when no key of that pair and length can be followed by `end`, the unit after the token
   * (`client=` is no `client_secret`). `lengthBit` is the token's length capped at 31.
   */
  endFits(pair: number, lengthBit: number, end: number): boolean {
    return ((this.anyEnd[pair] >>> lengthBit) & 1) !== 0 || this.tokenEnds[tokenEndKey(pair, lengthBit, end)] === 1;
  }

  /**
   * Sets `bit` in `mask` (indexed by first unit * 128 + second unit, raw case) for every pair of
   * units a key of this table can begin with, so a caller can skip positions cheaply.
   */
  markPairs(mask: Uint8Array, bit: number): void {
    for (let key = 0; key < PAIRS; key++) {
      if (this.pairUnits[key] === 0) continue;
      for (const first of this.variants(key >> 7)) for (const second of this.variants(key & 127)) mask[pairKey(first, second)] |= bit;
    }
    for (let first = 0; first < 128; first++) {
      if (this.byFirst[first] === undefined) continue;
      for (const variant of this.variants(first)) for (let second = 0; second < 128; second++) mask[pairKey(variant, second)] |= bit;
    }
  }

  /**
   * Sets bit `min(n, 31)` in `mask` (indexed like `markPairs`) where a key of this table can
   * begin a token of n ASCII letters and digits, so most tokens are settled by their length
   * (`report` against `redis://`, `deadline` against the context word `dea`). A key's leading
   * run must be the whole token when a non-alnum unit follows it, or when the table holds whole
   * words; otherwise the token may run on.
   */
  markTokenLengths(mask: Int32Array): void {
    for (const pair of this.lengthPairs) mask[pair] |= this.tokenLengths[pair];
  }

  /**
   * A cheap first test at `pos` of the text's units (`asciiUnits`): false means no key of this
   * table starts here; true means `matchAt` must look. A non-ASCII unit (or the text's end) is
   * not told apart, so it only ever answers true.
   */
  mayStartAt(units: Uint8Array, pos: number): boolean {
    const first = this.fold(units[pos]);
    const second = this.fold(units[pos + 1]);
    if (!(second < 128) || second === 0 || this.byFirst[first] !== undefined) return true;
    if (this.shortPairs[pairKey(first, second)] === 1) return true;
    const third = this.fold(units[pos + 2] | 0);
    return third >= 128 || third === 0 || this.triples[tripleKey(first, second, third)] === 1;
  }

  /**
   * Marks the tokens a key can begin, for a pass that settles most tokens with one table read: bit
   * `tokenStartKey(...)` of `starts` for the token's length and its first three units, read on
   * past a shorter token's end (either case in a case-insensitive table). A key's units, where it
   * has them there, must be the token's; where a key that a token may run on from ends, any letter
   * or digit; right after the token, the unit that follows the key's run, or any unit that ends a
   * token; further on, any unit. A token no key can begin so is never the start of a literal.
   */
  markTokenStarts(starts: Uint8Array): void {
    // The units each key's tokens read are listed first, then hashed in one loop, which V8 optimises while it runs.
    const units: (readonly number[])[] = [];
    const lengths: number[] = [];
    for (const entry of this.entries) {
      if (entry.run === 0) continue;
      const bits = tokenLengthBits(entry);
      // Tokens of one and two units read past their end; from three units on, the three units read are the same for every length.
      for (const [length, lengthBits] of [[1, bits & 2], [2, bits & 4], [3, bits & ~7]]) {
        if (lengthBits === 0) continue;
        units.push(this.tokenUnits(entry, 0, length), this.tokenUnits(entry, 1, length), this.tokenUnits(entry, 2, length));
        lengths.push(lengthBits);
      }
    }
    for (let k = 0; k < lengths.length; k++) {
      const lengthBits = lengths[k];
      const [firsts, seconds, thirds] = [units[3 * k], units[3 * k + 1], units[3 * k + 2]];
      for (let f = 0; f < firsts.length; f++) {
        for (let s = 0; s < seconds.length; s++) {
          for (let t = 0; t < thirds.length; t++) {
            const unitsKey = (firsts[f] | (seconds[s] << 8) | (thirds[t] << 16)) * 32;
            for (let bits = lengthBits; bits !== 0; bits &= bits - 1) {
              const key = tokenStartKeyOf(unitsKey, 31 - Math.clz32(bits & -bits));
              starts[key >>> 3] |= 1 << (key & 7);
            }
          }
        }
      }
    }
  }

  /** The units (as `asciiUnits` holds them) at index `i` from the start of a token of `length` units (31 or more) this key begins. */
  private tokenUnits({ literal, offset, run }: Entry, i: number, length: number): readonly number[] {
    if (i < length) return i < run ? this.variants(literal.charCodeAt(offset + i)) : ALNUM_UNITS;
    if (offset + i < literal.length) {
      const code = literal.charCodeAt(offset + i);
      return code < 128 ? this.variants(code) : [NON_ASCII];
    }
    return i === length ? TOKEN_END_UNITS : ALL_UNITS;
  }

  /**
   * The tables of `endFits` and `mayStartAt`, for a pass that runs them elsewhere (token-pass.wat
   * reads them in the layout `TEST_TABLE`), with the token lengths of `lengths` (as
   * `markTokenLengths` marked them).
   */
  writeTestTables(into: Uint8Array, lengths: Int32Array): void {
    const bytes = (part: Int32Array | Uint8Array) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
    into.set(bytes(lengths), TEST_TABLE.LENGTHS);
    into.set(bytes(this.anyEnd), TEST_TABLE.ANY_END);
    into.set(bytes(this.tokenEnds), TEST_TABLE.TOKEN_ENDS);
    into.set(bytes(this.triples), TEST_TABLE.TRIPLES);
    into.set(bytes(this.shortPairs), TEST_TABLE.SHORT_PAIRS);
    this.byFirst.forEach((entries, first) => (into[TEST_TABLE.FIRST_UNITS + first] = entries === undefined ? 0 : 1));
    into[TEST_TABLE.FOLDS_CASE] = this.ignoreCase ? 1 : 0;
  }

  /** The keys this table holds and how it compares them, as text: equal for tables that answer alike. */
  describe(): string {
    const literals = this.entries.map((entry) => entry.literal);
    return `${this.ignoreCase ? 'i' : ''}:${literals.sort().join('\u0000')}`;
  }

  /** Room `matchAt` may need in its output array. */
  get scratchSize(): number {
    return HIT_STRIDE * this.entries.length;
  }

  /**
   * Writes `[id, start, end]` of the literals whose key starts at `pos` (the literal itself starts
   * `offset` units earlier, never before `floor`) into `out` and returns how many it wrote. Given
   * the length of the token at `pos`, keys whose run cannot fit it are skipped unread. With the
   * scan's window of units (`asciiUnits`, index 0 being unit `base`), which the pass has just
   * read, the literals are compared there rather than in `text`; non-ASCII units in `text`.
   */
  matchAt(text: string, pos: number, out: Int32Array, tokenLength = -1, floor = 0, units?: Uint8Array, base = 0): number {
    const at = pos - base;
    // Only where every unit a literal and its word end can reach lies inside the window.
    const window = units !== undefined && at >= this.longestOffset && at + this.longestReach < units.length ? units : null;
    const first = this.fold(window === null ? text.charCodeAt(pos) : window[at]);
    // Every key begins with an ASCII unit.
    if (!(first < 128)) return 0;
    let found = 0;
    const unpaired = this.byFirst[first];
    if (unpaired !== undefined) found = this.collect(text, pos, unpaired, tokenLength, floor, out, found, window, at);
    const second = this.fold(window === null ? text.charCodeAt(pos + 1) : window[at + 1]);
    if (!(second < 128)) return found;
    const key = pairKey(first, second);
    if (this.pairUnits[key] === 0) return found;
    return this.collect(text, pos, this.byPair[key] as Entry[], tokenLength, floor, out, found, window, at);
  }

  private collect(
    text: string,
    pos: number,
    entries: readonly Entry[],
    tokenLength: number,
    floor: number,
    out: Int32Array,
    found: number,
    window: Uint8Array | null,
    at: number,
  ): number {
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[k];
      if (tokenLength >= 0 && (entry.exact ? entry.run !== tokenLength : entry.run > tokenLength)) continue;
      const start = pos - entry.offset;
      const literal = entry.literal;
      if (start < floor) continue;
      if (window === null ? !this.startsWith(text, start, literal) : !this.unitsStartWith(window, at - entry.offset, text, start, literal)) continue;
      const end = start + literal.length;
      if (entry.wordEnd && (window === null ? alnumAt(text, end) : isAsciiAlnum(window[end - pos + at]))) continue;
      out[HIT_STRIDE * found] = entry.id;
      out[HIT_STRIDE * found + 1] = start;
      out[HIT_STRIDE * found + 2] = end;
      found++;
    }
    return found;
  }

  /** `startsWith` read from the window's units at `at` (unit `start` of `text`), a non-ASCII literal unit from `text`. */
  private unitsStartWith(units: Uint8Array, at: number, text: string, start: number, literal: string): boolean {
    // Folding inlined by hand: a call per unit costs a noticeable share of a lookup.
    const caseBit = this.ignoreCase ? 32 : 0;
    for (let k = 0; k < literal.length; k++) {
      const code = literal.charCodeAt(k);
      const unit = units[at + k];
      if (code < 128 ? (unit >= 65 && unit <= 90 ? unit | caseBit : unit) !== code : text.charCodeAt(start + k) !== code) return false;
    }
    return true;
  }

  private fold(code: number): number {
    return this.ignoreCase ? lowerAscii(code) : code;
  }

  private variants(code: number): number[] {
    return this.ignoreCase && code >= 97 && code <= 122 ? [code, code - 32] : [code];
  }

  private startsWith(text: string, pos: number, literal: string): boolean {
    if (!this.ignoreCase) return text.startsWith(literal, pos);
    if (pos + literal.length > text.length) return false;
    for (let k = 0; k < literal.length; k++) {
      if (lowerAscii(text.charCodeAt(pos + k)) !== literal.charCodeAt(k)) return false;
    }
    return true;
  }
}
