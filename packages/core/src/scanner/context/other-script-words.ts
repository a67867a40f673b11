import { isLetterOrMarkUnit, isWordUnitOfAnyScript } from '../../letter-classes.js';
import type { WordHits } from './word-hits.js';

/** `foldUnit`'s answer for a combining mark, which a word's comparison steps over. */
const MARK = -1;
const UNFOLDED = -2;
/** Units folded so far, filled on first sight of each. */
const folds = new Int32Array(0x10000).fill(UNFOLDED);

/**
 * A unit lower-cased and without its accent (`Ά` → `α`, `É` → `e`), MARK for a combining mark,
 * or the unit itself where neither applies: words and text compare alike however they were typed.
 */
export function foldUnit(code: number): number {
  const known = folds[code];
  if (known !== UNFOLDED) return known;
  const unit = String.fromCharCode(code);
  let folded = code;
  if (/\p{M}/u.test(unit)) folded = MARK;
  else {
    const lower = unit.normalize('NFD').charAt(0).toLowerCase();
    // A Greek word's final sigma (`ς`) is the sigma its capital (`Σ`) lower-cases to anywhere.
    if (lower === 'ς') folded = 0x3c3;
    else if (lower.length === 1) folded = lower.charCodeAt(0);
  }
  folds[code] = folded;
  return folded;
}

/** A letter or combining mark outside ASCII: what column names in other scripts are written with. */
export function isOtherLetter(code: number): boolean {
  return code >= 128 && isLetterOrMarkUnit(code);
}

interface Entry {
  readonly id: number;
  /** The word's folded units, marks left out. */
  readonly units: readonly number[];
  /** Whether a letter may not touch its start, or its end: scripts written without spaces (`個人番号は`) have no such edge. */
  readonly startEdge: boolean;
  readonly endEdge: boolean;
}

/** Han, hiragana and katakana, written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Context words that begin with a letter outside ASCII (`ΑΦΜ`, `ЕГН`, `τηλέφωνο`): the single
 * pass looks words up by their first two ASCII units, so these are searched for in the text
 * around a match instead, when it holds a unit outside ASCII, and, for records that search only
 * around their words, in the blocks of a chunk that hold such a unit and a digit (`scanner.ts`).
 * Case and accents do not count; a word counts where no letter or digit touches it.
 */
export class OtherScriptWords {
  private readonly byFirst = new Map<number, Entry[]>();
  /** By unit as typed, filled on first sight (`firstKind`); made at the first search, after the words are in. */
  private firsts: Uint8Array | null = null;
  private count = 0;

  /** Whether `word` belongs here: it begins with a letter outside ASCII. */
  static holds(word: string): boolean {
    return word.charCodeAt(0) >= 128 && /^\p{L}/u.test(word);
  }

  add(word: string, id: number): void {
    const units: number[] = [];
    for (let i = 0; i < word.length; i++) {
      const folded = foldUnit(word.charCodeAt(i));
      if (folded !== MARK) units.push(folded);
    }
    if (units.length === 0) throw new RangeError('a context word needs a letter');
    this.firsts = null;
    const list = this.byFirst.get(units[0]) ?? [];
    list.push({ id, units, startEdge: !UNSPACED.test(word.charAt(0)), endEdge: !UNSPACED.test(word.charAt(word.length - 1)) });
    this.byFirst.set(units[0], list);
    this.count++;
  }

  /** Whether a unit folds to no word's first unit, to those of words with a starting edge only, or to others. */
  private firstKind(code: number): number {
    const entries = code >= 128 ? this.byFirst.get(foldUnit(code)) : undefined;
    if (entries === undefined) return NO_WORD;
    return entries.every((entry) => entry.startEdge) ? EDGED_WORDS : WORDS;
  }

  get size(): number {
    return this.count;
  }

  /** Whether a word of this list may begin with the unit `code` (outside ASCII), however it is typed. */
  mayBegin(code: number): boolean {
    return this.kindOfFirst(code) !== NO_WORD;
  }

  private kindOfFirst(code: number): number {
    const firsts = (this.firsts ??= new Uint8Array(0x10000));
    let first = firsts[code];
    if (first === UNSEEN) firsts[code] = first = this.firstKind(code);
    return first;
  }

  /** Adds to `into`, in text order, the words of this list that begin in `[from, to]` of `text`. */
  find(text: string, from: number, to: number, into: WordHits): void {
    const last = Math.min(to, text.length - 1);
    let previous = from > 0 ? text.charCodeAt(from - 1) : 32;
    for (let at = Math.max(0, from); at <= last; at++) {
      const code = text.charCodeAt(at);
      const before = previous;
      previous = code;
      if (code < 128) continue;
      const first = this.kindOfFirst(code);
      if (first === NO_WORD) continue;
      // Inside a word of a spaced script, where most units stand, only words without an edge may begin.
      const touched = isWordUnitOfAnyScript(before);
      if (touched && first === EDGED_WORDS) continue;
      for (const entry of this.byFirst.get(foldUnit(code)) as Entry[]) {
        if (touched && entry.startEdge) continue;
        const end = wordEnd(text, at, entry);
        if (end > 0) into.add(at, end, entry.id);
      }
    }
  }
}

const UNSEEN = 0;
const NO_WORD = 1;
const EDGED_WORDS = 2;
const WORDS = 3;

/** Where the entry's word ends when it is spelled at `at`, with nothing touching its end where it has one; else -1. */
function wordEnd(text: string, at: number, { units, endEdge }: Entry): number {
  let i = at;
  for (let k = 0; k < units.length; k++) {
    while (i < text.length && foldUnit(text.charCodeAt(i)) === MARK && k > 0) i++;
    if (i >= text.length || foldUnit(text.charCodeAt(i)) !== units[k]) return -1;
    i++;
  }
  while (i < text.length && foldUnit(text.charCodeAt(i)) === MARK) i++;
  return endEdge && i < text.length && isWordUnitOfAnyScript(text.charCodeAt(i)) ? -1 : i;
}
