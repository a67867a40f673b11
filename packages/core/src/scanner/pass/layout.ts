/**
 * The token pass module's memory, in one table for both of its sides: the TypeScript that fills
 * and reads it imports these numbers, and the assemble script writes each `{{NAME}}` of
 * token-pass.wat as the number of the same name here (`watConstants`). A region moved or resized
 * here moves in the module too once it is assembled again (a test fails while the committed bytes
 * are stale).
 */

const SLICE = 1 << 14;
/** The anchor characters' lists are one per slot, each with room for a whole slice of i32, 2^SLOT_LIST_SHIFT bytes apart. */
const SLOT_LIST_SHIFT = 16;

/** Sizes the regions are made of. */
export const SIZE = {
  /** Units per call into the module: its output lists are sized for one slice, not a whole chunk. */
  SLICE,
  /** Entries of a table indexed by a token's first unit * 128 + its second unit. */
  PAIRS: 1 << 14,
  /** Entries of a literal table's hashed first three units (`TEST_TABLE.TRIPLES`). */
  TRIPLES: 1 << 16,
  /** Bits in the table of `LiteralTable.markTokenStarts`. */
  TOKEN_START_BITS: 1 << 20,
  /** A slice holds at most one token per two units, and one more still open from the slice before. */
  TOKENS_PER_SLICE: SLICE / 2 + 2,
  SLOT_LIST: 1 << SLOT_LIST_SHIFT,
} as const;
const { PAIRS, TRIPLES, TOKEN_START_BITS, TOKENS_PER_SLICE } = SIZE;

/** The bits by which the pass names the literal tables (`PASS_PARAMS.TABLE_BITS`, a candidate's length's high bits). */
export const TABLE_BITS = { PREFIXES: 1, ANCHOR_WORDS: 2, WORDS: 4 } as const;

/** Lays out regions of the given sizes one after another, each starting 8-aligned (so i32 and i64 reads are aligned). */
function regions<Name extends string>(sizes: Readonly<Record<Name, number>>): Readonly<Record<Name | 'END', number>> {
  const offsets = {} as Record<Name | 'END', number>;
  let at = 0;
  for (const name of Object.keys(sizes) as Name[]) {
    offsets[name] = at;
    at += Math.ceil(sizes[name] / 8) * 8;
  }
  offsets.END = at;
  return offsets;
}

/**
 * One literal table's cheap tests (`LiteralTable.writeTestTables`): the token lengths a key can
 * begin by pair (i32), the lengths after which any unit may follow (i32 by pair), the hashed token
 * ends, the hashed first three units, the pairs of keys of two units or fewer, the first units of
 * keys without a second unit, and one byte, 1 when the table folds case.
 */
export const TEST_TABLE = regions({
  LENGTHS: 4 * PAIRS,
  ANY_END: 4 * PAIRS,
  TOKEN_ENDS: 1 << 16,
  TRIPLES,
  SHORT_PAIRS: PAIRS,
  FIRST_UNITS: 128,
  FOLDS_CASE: 1,
});

/**
 * The module's memory up to the anchor characters' lists: the tokens that may begin a literal
 * (`markTokenStarts`) of the pass's tables without and with all context words, and of the context
 * words alone; the test tables of the three literal tables; the pairs where a literal without
 * letters or digits may start; the special characters' nibble tables (low, then high) and the
 * anchor characters; a slice's outputs (digit token starts, candidates as [start, length | tables
 * << 28], punctuation positions, each slot's count of anchor characters); the pass's parameters.
 * After it come the per-scanner regions `TokenPass` lays out: the lists (SLOT_LIST_SIZE per
 * slot), one stretch rule per slot (`RULE`), the digit automaton (`AUTOMATON`), the window of units.
 */
export const MEMORY = regions({
  EVENT_STARTS: TOKEN_START_BITS / 8,
  EVENT_AND_WORD_STARTS: TOKEN_START_BITS / 8,
  WORD_STARTS: TOKEN_START_BITS / 8,
  PREFIXES: TEST_TABLE.END,
  ANCHOR_WORDS: TEST_TABLE.END,
  WORDS: TEST_TABLE.END,
  PUNCTUATION_PAIRS: PAIRS,
  SHUFTI: 32,
  ANCHOR_CHARS: 128,
  DIGITS: 4 * TOKENS_PER_SLICE,
  CANDIDATES: 8 * TOKENS_PER_SLICE,
  SPECIALS: 4 * SLICE,
  SLOT_COUNTS: 4 * 128,
  PASS_PARAMS: 4 * 9,
});

/**
 * The parameter block of `pass`, at MEMORY.PASS_PARAMS, one i32 each: the window's address; the
 * slice `[at, stop)` in window units; the slice's flags (`sliceFlags`); the text offset of window
 * index 0; where the token-start bits it reads lie; which literal tables it tests (a bit each:
 * prefixes, anchor words, all context words); how many anchor-character slots it files; where the
 * punctuation pairs lie, or 0 to leave literals without letters or digits out.
 */
export const PASS_PARAMS = {
  UNITS: 0,
  AT: 4,
  STOP: 8,
  FLAGS: 12,
  BASE: 16,
  STARTS: 20,
  TABLE_BITS: 24,
  SLOTS: 28,
  PUNCTUATION: 32,
} as const;

/** A stretch rule's region per slot (`admitAnchors`): its kinds by unit, then its last stretch's end and verdict (i32 each). */
export const RULE = regions({ KINDS: 256, LAST_END: 4, LAST_VERDICT: 4 });

/** The digit automaton's region: unit classes, lead units, then its moves. */
export const AUTOMATON = { CLASSES: 0, LEADS: 256, MOVES: 512 } as const;

/** Every number token-pass.wat names, by the name it uses: `{{MEMORY_DIGITS}}`, `{{TEST_TABLE_ANY_END}}`, … */
export function watConstants(): Record<string, number> {
  const constants: Record<string, number> = { SLOT_LIST_SHIFT, TRIPLE_MASK: TRIPLES - 1 };
  const tables = { MEMORY, TEST_TABLE, PASS_PARAMS, RULE, TABLE_BITS };
  for (const [table, entries] of Object.entries(tables)) {
    for (const [name, value] of Object.entries(entries)) constants[`${table}_${name}`] = value;
  }
  return constants;
}
