/**
 * The regular expressions that find where names may be, in three spellings of the same character
 * sets, each fastest on one kind of text. V8 keeps text that holds only Latin-1 as one byte per
 * unit and narrows a property class (`\p{Lu}`) to its Latin-1 members there. Text with any other
 * unit (a curly quote, `€`, `—`) is two bytes per unit, where each unit tested against a property
 * class costs a lookup among hundreds of ranges, and where a search with the `u` flag reads every
 * unit slower even for a simple class. For such text a search without the flag finds ASCII
 * capitals and units beyond ASCII by a simple class and asks about the few it finds by a
 * lookbehind over the property's ranges, written out for the blocks most text is written in; it
 * stops at the first unit of any other block (CJK, a letter beyond the Basic Multilingual Plane),
 * and the text is read again in the spelling with the `u` flag, which tries ASCII first and asks
 * the property only of other units.
 */

import { LOWER_CASE_TITLES } from './lexicon.js';

/** The particles a name may hold between its capitalised words (`van der`, `de la`, `bin`). */
const PARTICLE_WORDS = ['van', 'von', 'der', 'den', 'de', 'del', 'della', 'delle', 'dei', 'di', 'da', 'dal', 'dos', 'das', 'do', 'du', 'des', 'la', 'le', 'lo', 'ten', 'ter', 'zu', 'zur', 'y', 'af', 'av', 'al', 'bin', 'ibn'];
/** A particle and the space or tab after it. */
const PARTICLE = `(?:${PARTICLE_WORDS.join('|')})[ \\t]{1,2}`;
const PARTICLES = `(?:${PARTICLE}){0,3}`;
/** The letters particles end with: most words before a capital end otherwise, and are passed over at that letter. */
const PARTICLE_ENDS = `[${[...new Set(PARTICLE_WORDS.map((word) => word[word.length - 1]))].join('')}]`;

export interface NameSearches {
  /**
   * A run of capitalised words on one line, with lower-case particles and initials between them
   * (`Dr. Anna van der Berg`, `J. R. R. Tolkien`, `ŁUKASZ ŻÓŁĆ`): every name lies inside one.
   * Every repeat is bounded and a run is never re-read, so finding them is linear in the text.
   */
  readonly run: RegExp;
  /**
   * Where a run may begin: a capital that opens two capitalised words in a row (`Anna Schmidt`,
   * `Herr Müller`, `J. Smith`, `Maria de la Cruz`), or a capital right after a label, a cell, a
   * quote, a line break or a title written in lower case (`heer Mulder`), there or after particles
   * in lower case (`Naam: van Dijk`, `mevrouw de Vries`). Prose's sentence openers are none of
   * these, so most of its capitals are passed over inside one search. Every branch is the capital
   * alone (looking ahead or behind it), which lets the search skip to capitals and lets a test,
   * which makes no match object, find it.
   */
  readonly candidate: RegExp;
  /** A capital and the next unit of its word: where a capitalised word is looked at again, once names are known, for their later mentions. */
  readonly mentionStart: RegExp;
  /**
   * The spelling reads only the blocks its classes were written out for: its candidate search also
   * stops at the first unit of another (`isOutsideSpelledOut`), and a run that holds one is not
   * read either; the text must then be read in `UNICODE_SEARCHES`.
   */
  readonly spelledOutOnly: boolean;
}

interface Spelling {
  /** `\p{Lu}`, for one unit or code point. */
  readonly upper: string;
  /** `[\p{Ll}\p{M}'’-]` */
  readonly lowerWord: string;
  /** `[\p{L}\p{M}'’-]` */
  readonly word: string;
  readonly flags: '' | 'u';
}

/** A title's units as the search spells them: its first letter in either case. */
function titleSpelling(units: string): string {
  return units === '' ? '' : `[${units[0]}${units[0].toUpperCase()}]${units.slice(1).replace('.', '\\.')}`;
}

/**
 * A title written in lower case (or with its first letter capitalised) and a space, before a
 * capital. A lookbehind reads its alternatives from their last unit back, so the titles are grouped
 * by their last letter: a word before a capital is tried once per group, not once per title.
 */
const TITLE_BEFORE = (() => {
  const byLast = new Map<string, string[]>();
  for (const title of [...LOWER_CASE_TITLES].sort((a, b) => b.length - a.length)) {
    const last = title[title.length - 1];
    byLast.set(last, [...(byLast.get(last) ?? []), title.slice(0, -1)]);
  }
  const groups = [...byLast].map(([last, heads]) => `(?:${heads.map(titleSpelling).join('|')})${last}`);
  return `(?:${groups.join('|')})\\.?[ \\t]{1,2}`;
})();

/** A label's colon, a cell's delimiter, a quote or a line break, and the spaces after it. */
const LABEL_BEFORE = `[:=,;\\t|"'\\n\\r][ \\t]{0,3}`;

/** What stands before a name that is vouched for: a label, a cell, a quote or a line break, or a title written in lower case. */
const VOUCHED = `(?:${LABEL_BEFORE}|${TITLE_BEFORE})`;

/**
 * After a capital: the rest of the candidate search, its branches. The surname that opens with
 * particles in lower case (`Achternaam: van den Heuvel`, `mevrouw van Dijk`) has a branch of its
 * own, tried only where the letter before the capital's space is one a particle ends with.
 */
function afterCapital({ upper, lowerWord }: Spelling): string {
  // The capital is matched before these branches: a lookbehind steps back over it as any unit (`[^]`), not by its class again.
  return `(?:(?=${lowerWord}{0,30}\\.?[ \\t]{1,3}${PARTICLES}${upper})|(?<=${LABEL_BEFORE}[^])|(?<=${TITLE_BEFORE}[^])|(?<=${PARTICLE_ENDS}[ \\t]{1,2}[^])(?<=${VOUCHED}(?:${PARTICLE}){1,3}[^]))`;
}

function searchesOf(spelling: Spelling, run: RegExp): NameSearches {
  const { upper, word, flags } = spelling;
  return { run, candidate: new RegExp(`${upper}${afterCapital(spelling)}`, `g${flags}`), mentionStart: new RegExp(`${upper}${word}`, `g${flags}`), spelledOutOnly: false };
}

/** The run in a spelling with the `u` flag. */
function runOf({ upper, word }: Spelling): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_@'’.-])${upper}${word}{0,40}\\.?(?:(?:[ \\t]{1,3}|(?<=\\.))${PARTICLES}${upper}${word}{0,40}\\.?){0,7}(?![\\p{L}\\p{N}_])`, 'uy');
}

const LATIN_1: Spelling = { upper: '\\p{Lu}', lowerWord: "[\\p{Ll}\\p{M}'’-]", word: "[\\p{L}\\p{M}'’-]", flags: 'u' };

const NOT_ASCII = '(?=[\\u0080-\\u{10FFFF}])';
const UNICODE: Spelling = {
  upper: `(?:[A-Z]|${NOT_ASCII}\\p{Lu})`,
  lowerWord: `(?:[a-z'’-]|${NOT_ASCII}[\\p{Ll}\\p{M}])`,
  word: `(?:[A-Za-z'’-]|${NOT_ASCII}[\\p{L}\\p{M}])`,
  flags: 'u',
};

/** The searches for one-byte text. */
export const LATIN_1_SEARCHES = searchesOf(LATIN_1, runOf(LATIN_1));
/** The searches for text with a code point beyond the Basic Multilingual Plane. */
export const UNICODE_SEARCHES = searchesOf(UNICODE, runOf(UNICODE));

function hex(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, '0')}`;
}

/**
 * What the spelled-out searches read: the Latin, Greek and Cyrillic blocks (U+0000–U+052F,
 * U+1E00–U+1FFF), punctuation and symbols (U+2000–U+2BFF: dashes, quotes, currency, letter-like
 * symbols, arrows, mathematical signs, dingbats), the variation selectors (U+FE00–U+FE0F) and the
 * emoji planes (U+1F000–U+1FBFF: surrogate pairs with no letter or mark among them, so each of
 * their units is no letter there either). Other scripts are read in `UNICODE_SEARCHES`.
 */
const SPELLED_OUT = [[0, 0x530], [0x1e00, 0x2c00], [0xfe00, 0xfe10]];

/** The units the spelled-out searches stop at, as `[from, to)`: other blocks than `SPELLED_OUT`, and the first unit of a pair outside the emoji planes. */
const OUTSIDE = [[0x530, 0x1e00], [0x2c00, 0xd83c], [0xd83f, 0xdc00], [0xe000, 0xfe00], [0xfe10, 0x10000]];

/** A unit the spelled-out searches stop at. */
export function isOutsideSpelledOut(code: number): boolean {
  // Latin, Greek and Cyrillic, where nearly every unit of a run stands, settle it at once.
  if (code < OUTSIDE[0][0]) return false;
  for (const [from, to] of OUTSIDE) if (code >= from && code < to) return true;
  return false;
}

const OUTSIDE_SPELLED_OUT = `[${OUTSIDE.map(([from, to]) => `${hex(from)}-${hex(to - 1)}`).join('')}]`;

/** The units of `SPELLED_OUT`, each stretch as one string. */
function spelledOutUnits(): [number, string][] {
  return SPELLED_OUT.map(([from, to]) => [from, String.fromCharCode(...Array.from({ length: to - from }, (_, k) => from + k))]);
}

/** The units of `stretches` that a property's runs (`/\p{Lu}+/gu`) match, as ranges of a class without the `u` flag. */
function rangesOf(stretches: readonly [number, string][], runs: RegExp): string {
  let ranges = '';
  for (const [from, units] of stretches) {
    for (const run of units.matchAll(runs)) {
      const first = from + (run.index ?? 0);
      const last = first + run[0].length - 1;
      ranges += first === last ? hex(first) : `${hex(first)}-${hex(last)}`;
    }
  }
  return ranges;
}

/** The searches for two-byte text, whose classes are written out when such text is first read. */
function spelledOutSearches(): NameSearches {
  const units = spelledOutUnits();
  const capitals = rangesOf(units, /\p{Lu}+/gu);
  const spelling: Spelling = {
    upper: `[A-Z\\u00C0-\\uFFFF](?<=[${capitals}])`,
    lowerWord: `(?:[a-z'’-]|[\\u0080-\\uFFFF](?<=[${rangesOf(units, /[\p{Ll}\p{M}]+/gu)}]))`,
    word: `(?:[A-Za-z'’-]|[\\u0080-\\uFFFF](?<=[${rangesOf(units, /[\p{L}\p{M}]+/gu)}]))`,
    flags: '',
  };
  const { upper, word } = spelling;
  return {
    // A run is read from one candidate, not searched for: the spelling with the `u` flag serves.
    run: UNICODE_SEARCHES.run,
    candidate: new RegExp(`[A-Z\\u00C0-\\uFFFF](?:(?<=${OUTSIDE_SPELLED_OUT})|(?<=[${capitals}])${afterCapital(spelling)})`, 'g'),
    mentionStart: new RegExp(`${upper}${word}`, 'g'),
    spelledOutOnly: true,
  };
}

let spelledOutSearchesMade: NameSearches | null = null;

/** The searches for two-byte text, made once. */
export function spelledOutSearchesOnce(): NameSearches {
  spelledOutSearchesMade ??= spelledOutSearches();
  return spelledOutSearchesMade;
}

/** A unit beyond Latin-1; on one-byte text V8 answers without reading it. */
const BEYOND_LATIN_1 = /[^\0-\xFF]/;

/** The searches that run fastest over `text`; where they stop at a unit they do not read, `UNICODE_SEARCHES` read it. */
export function nameSearchesFor(text: string): NameSearches {
  return BEYOND_LATIN_1.test(text) ? spelledOutSearchesOnce() : LATIN_1_SEARCHES;
}
