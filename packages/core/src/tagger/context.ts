import { isLetterUnit, isWhiteSpaceUnit } from '../letter-classes.js';
import { CLOSINGS, LOWER_CASE_TITLES, NAME_LABEL_PHRASES, NAME_LABELS, SALUTATIONS } from './lexicon.js';

/** How far back on a line a label, salutation or closing is looked for: a bounded read per candidate. */
const LOOK_BACK = 64;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0;
}

/** Offset of the start of the line holding `pos`, looking back at most `limit` units (or `pos - limit`). */
export function lineStart(text: string, pos: number, limit: number): number {
  const floor = Math.max(0, pos - limit);
  for (let i = pos - 1; i >= floor; i--) if (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) return i + 1;
  return floor;
}

/** Letters, `_`, spaces, `.` and `-`: what a label's name is written with (`first_name`, `Full name`, `patient.name`). */
function isLabelUnit(code: number): boolean {
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 32 || code === 46 || code === 45;
  return isLetterUnit(code);
}

/**
 * How much a label says the value is a person's name: `person` for `first_name:`, `Patient:`,
 * `Nachname =`; `broad` for `name:`, `user =`, `from:`, which code and configs give to products,
 * errors and modules as often as to people.
 */
export type LabelKind = 'none' | 'broad' | 'person';

/** Labels that name things of every kind in code and configs, not only people. */
const BROAD_LABELS: ReadonlySet<string> = new Set(['name', 'names', 'user', 'owner', 'member', 'from', 'to', 'author', 'holder', 'contact', 'client', 'customer', 'display_name', 'displayname', 'nom', 'nombre', 'nome', 'naam', 'namn']);

/** `Name:`, `"last_name": "`, `Patient =`, `Imię i nazwisko:` right before `start` on its line. */
export function labelBefore(text: string, start: number): LabelKind {
  const label = labelText(text, start);
  if (label === null) return 'none';
  return BROAD_LABELS.has(label) ? 'broad' : 'person';
}

/** The name label right before `start`, lower-cased and trimmed, or null when there is none. */
function labelText(text: string, start: number): string | null {
  // No loop below steps over a line break: the label is on the name's line.
  const from = Math.max(0, start - LOOK_BACK);
  let i = start;
  while (i > from && (isSpace(text.charCodeAt(i - 1)) || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  const operator = text[i - 1];
  if (operator !== ':' && operator !== '=') return null;
  i--;
  while (i > from && (isSpace(text.charCodeAt(i - 1)) || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  let j = i;
  while (j > from && isLabelUnit(text.charCodeAt(j - 1))) j--;
  // Every label names a person by its last word: a key that ends otherwise (`method=`, `status:`) is settled by that word alone.
  let wordEnd = i;
  while (wordEnd > j && isWordSeparator(text.charCodeAt(wordEnd - 1))) wordEnd--;
  let wordStart = wordEnd;
  while (wordStart > j && !isWordSeparator(text.charCodeAt(wordStart - 1))) wordStart--;
  if (!LABEL_ENDINGS.has(text.slice(wordStart, wordEnd).toLowerCase())) return null;
  const raw = text.slice(j, i).toLowerCase();
  if (NAME_LABELS.has(raw)) return raw;
  const label = raw.trim().replace(/\s+/gu, ' ').replace(/^[-*. ]+/u, '');
  if (label.length === 0 || !/[ ._-]/u.test(label)) return NAME_LABELS.has(label) ? label : null;
  if (NAME_LABELS.has(label) || NAME_LABEL_PHRASE_SET.has(label)) return label;
  // `Customer full name:`, `patient.name =`: the label's last word says it.
  const last = label.split(/[ ._-]/u).filter((word) => word.length > 0);
  const tail = last.slice(-2).join(' ');
  if (NAME_LABEL_PHRASE_SET.has(tail)) return tail;
  const word = last[last.length - 1];
  if (last.length < 2 || !NAME_WORDS.has(word)) return null;
  // `patient.name` is a person's; `error.name`, `this.name` may be anything's.
  return NAME_LABELS.has(last[last.length - 2]) ? label : word;
}

/** What splits a label into words: `first_name`, `patient.name`, `Full name`, `given-name`. */
function isWordSeparator(code: number): boolean {
  return code === 32 || code === 46 || code === 95 || code === 45;
}

/** The last word of a label, as `labelText` reads it. */
function lastWordOf(label: string): string {
  const words = label.split(/[ ._-]/u).filter((word) => word.length > 0);
  return words[words.length - 1] ?? '';
}

const NAME_LABEL_PHRASE_SET: ReadonlySet<string> = new Set(NAME_LABEL_PHRASES);
/** The word after a thing's name that makes a label name a person (`patient.name`, `Kunde Nachname`). */
const NAME_WORDS: ReadonlySet<string> = new Set(['name', 'nachname', 'nom', 'nombre']);
/** The last words of every label, phrase and name word: what a label must end with. */
const LABEL_ENDINGS: ReadonlySet<string> = new Set([...NAME_LABELS, ...NAME_LABEL_PHRASES, ...NAME_WORDS].map(lastWordOf));

/** A greeting word right before `start` on its line, in lower case (`hallo`, `dear`): capitalised ones are read with the name's run. */
export function salutationBefore(text: string, start: number): boolean {
  const from = lineStart(text, start, 24);
  const before = text.slice(from, start).trimEnd().toLowerCase();
  const words = before.split(/\s+/u);
  const last = words[words.length - 1];
  return last !== undefined && SALUTATIONS.has(last);
}

/** A title written in lower case (`heer`, `dr.`, `Sig.ra`) ends at `end`, on the name's line. */
export function titleBefore(text: string, end: number): boolean {
  let start = end;
  while (start > 0 && end - start < LONGEST_TITLE && (isLetterUnit(text.charCodeAt(start - 1)) || text.charCodeAt(start - 1) === 46)) start--;
  if (start > 0 && isLetterUnit(text.charCodeAt(start - 1))) return false;
  const word = text.slice(start, end).toLowerCase();
  return LOWER_CASE_TITLES.has(word.endsWith('.') ? word.slice(0, -1) : word);
}

/** Units of the longest lower-case title and its full stop. */
const LONGEST_TITLE = Math.max(...[...LOWER_CASE_TITLES].map((title) => title.length)) + 1;

/**
 * The name starts a signature: a closing phrase (`Regards,`, `Mit freundlichen Grüßen`) ends the
 * text before it, on its line or one of the two lines above.
 */
export function closingBefore(text: string, start: number): boolean {
  let end = start;
  let lineBreaks = 0;
  // Past spaces, line breaks and the closing's own punctuation.
  while (end > 0 && end > start - 12) {
    const code = text.charCodeAt(end - 1);
    if (code === 10) lineBreaks++;
    if (!isClosingPunctuation(code)) break;
    end--;
  }
  // On the closing's own line the name follows a comma (`Cheers, Tom`); otherwise it begins a line below.
  if (lineBreaks === 0 && !/^[ \t]*[,!]/u.test(text.slice(end, start))) return false;
  const from = Math.max(0, end - LONGEST_CLOSING - 1);
  // Most texts before a line are no closing: its last word settles that first.
  let lastWord = end;
  while (lastWord > from && !isWordGap(text.charCodeAt(lastWord - 1))) lastWord--;
  if (!CLOSING_ENDS.has(text.slice(lastWord, end).toLowerCase())) return false;
  const words = text.slice(from, end).toLowerCase().split(/[\s,]+/u);
  // The last one to four words, each a closing only where a word begins.
  for (let count = 1; count <= 4 && count < words.length + (from === 0 ? 1 : 0); count++) {
    if (CLOSING_SET.has(words.slice(-count).join(' '))) return true;
  }
  return false;
}

/** What separates a closing's words: white space and commas. */
function isWordGap(code: number): boolean {
  return code === 44 || isWhiteSpaceUnit(code);
}

/** What may stand between a closing and the name: white space and `,!.:-`. */
function isClosingPunctuation(code: number): boolean {
  return code === 44 || code === 33 || code === 46 || code === 58 || code === 45 || isWhiteSpaceUnit(code);
}

const CLOSING_SET: ReadonlySet<string> = new Set(CLOSINGS);
/** The last word of each closing. */
const CLOSING_ENDS: ReadonlySet<string> = new Set(CLOSINGS.map((closing) => closing.slice(closing.lastIndexOf(' ') + 1)));
const LONGEST_CLOSING = Math.max(...CLOSINGS.map((closing) => closing.length));

/** Folds a word for comparing with an e-mail's local part: lower case, accents and `ł`, `ø`, `ß` spelled out. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/gu, 'l')
    .replace(/ø/gu, 'o')
    .replace(/ß/gu, 'ss')
    .replace(/æ/gu, 'ae');
}

/** An e-mail address just after the name whose local part repeats it (`Jane Doe <jane.doe@…>`). */
export function emailRepeats(text: string, end: number, first: string, last: string): boolean {
  const found = text.slice(end, end + 48).indexOf('@');
  if (found < 0) return false;
  const at = end + found;
  let i = at;
  while (i > end && /[A-Za-z0-9._%+-]/u.test(text[i - 1])) i--;
  const local = text.slice(i, at).toLowerCase();
  const a = fold(first);
  const b = fold(last);
  return a.length >= 2 && b.length >= 2 && (local.includes(a) || local.startsWith(a[0])) && local.includes(b);
}
