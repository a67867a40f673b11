import { lineStart } from './context.js';
import { isLetterUnit, isLowerUnit, isUpperUnit } from '../letter-classes.js';
import { NOT_NAMES, PARTICLES, STREET_OPENERS, STREET_SUFFIXES, STREET_WORDS, UNIT_WORDS } from './lexicon.js';
import type { SpanList } from './spans.js';
import type { NumberTagger, PositionsInOrder } from '../types.js';
import { work } from './work.js';

/**
 * A house number: digits with an optional letter or a range (`12`, `221B`, `10/12`, `4-6`), read
 * where a token of ASCII letters and digits opens with a digit (a digit after a letter is part of
 * a longer word or code, never a house number). `standsAlone` and `streetMayBeBeside` then drop
 * numbers inside longer ones and numbers with no word beside them. It is tested, not executed: a
 * test makes no match object, of which a text of many numbers would leave one per number to the
 * garbage collector.
 */
const HOUSE_NUMBER = /\d{1,5}(?:[ ]?[a-zA-Z](?![A-Za-z0-9]))?(?:[\/-]\d{1,4}[a-zA-Z]?)?/y;

/** How far either side of a house number the street's words are read: bounded work per number. */
const REACH = 72;

const TOKEN = /[\p{L}\p{M}'’-]+\.?|,/gu;

interface Token {
  readonly start: number;
  readonly end: number;
  readonly lower: string;
  readonly capital: boolean;
  readonly comma: boolean;
}

function tokensIn(text: string, from: number, to: number): Token[] {
  work.units += to - from;
  const slice = text.slice(from, to);
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(slice); m !== null; m = TOKEN.exec(slice)) {
    const raw = m[0];
    const body = raw.endsWith('.') ? raw.slice(0, -1) : raw;
    out.push({ start: from + m.index, end: from + m.index + raw.length, lower: body.toLowerCase(), capital: /^\p{Lu}/u.test(body), comma: raw === ',' });
  }
  return out;
}

/** Only spaces (and at most one comma) lie between two offsets. */
function onlySpaceBetween(text: string, from: number, to: number, comma: boolean): boolean {
  const gap = text.slice(from, to);
  return comma ? /^[ \t]{0,3},?[ \t]{0,3}$/u.test(gap) : /^[ \t]{1,3}$/u.test(gap);
}

function isCompoundStreet(token: Token): boolean {
  if (!token.capital) return false;
  for (const suffix of STREET_SUFFIXES) if (token.lower.length >= suffix.length + 3 && token.lower.endsWith(suffix)) return true;
  return false;
}

/** A word that may be part of a street's name: capitalised and no common word, or a particle. */
function nameWord(token: Token): boolean {
  return (token.capital && !NOT_NAMES.has(token.lower)) || PARTICLES.has(token.lower) || token.lower === 'st' || token.lower === 'saint' || token.lower === 'san' || token.lower === 'santa';
}

/** `apt` → `[aA][pP][tT]`: the tail's pattern is case-sensitive for postcodes and cities. */
function caseless(word: string): string {
  return [...word].map((ch) => (ch.toLowerCase() === ch.toUpperCase() ? ch.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&') : `[${ch.toLowerCase()}${ch.toUpperCase()}]`)).join('');
}

/** A unit after the street: a unit word and a short number or letter (`Apt 4B`, `Wohnung 3`), or a Spanish floor (`3º B`). */
function unitPattern(): string {
  const words = [...UNIT_WORDS].sort((a, b) => b.length - a.length).map(caseless).join('|');
  return `(?:[ \\t]{0,3},?[ \\t]{0,3}(?:${words})\\.?[ \\t]{0,2}(?:n[º°o]\\.?[ \\t]?)?(?:\\d[\\p{L}\\p{N}]{0,4}|[A-Z])(?![\\p{L}\\p{N}])|,?[ \\t]{0,2}\\d{1,2}[º°ª]\\.?(?:[ \\t]?[A-Z\\d](?![\\p{L}\\p{N}]))?)?`;
}

const CITY = String.raw`\p{Lu}[\p{L}\p{M}'’]{1,30}(?:(?:[ -]|[ -](?:am|an|im|in|der|de|la|le|les|del|di|sur|sous|upon|on|aan|den|ob)[ -])\p{Lu}[\p{L}\p{M}'’]{1,30}){0,2}`;
const POSTCODE_FIRST = String.raw`(?:[A-Z]{1,3}-)?(?:\d{2}-\d{3}|\d{4}[ ]?[A-Z]{2}(?=[ \t])|\d{3}[ ]\d{2}|\d{4,5})(?![\p{N}])[ \t]{1,3}${CITY}(?:[ \t]{1,2}\(?[A-Z]{2}\)?(?![\p{L}]))?`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}(?![\p{L}\p{N}])`;
const EIRCODE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ]?[0-9AC-FHKNPRTV-Y]{4}(?![\p{L}\p{N}])`;
const CITY_FIRST = String.raw`${CITY}(?:,?[ \t]{1,3}(?:[A-Z]{2}[ \t]{1,2})?\d{5}(?:-\d{4})?(?![\p{N}])|,?[ \t]{1,3}${UK_POSTCODE}|,?[ \t]{1,3}${EIRCODE}|[ \t]{0,3}(?:\r?\n[ \t]{0,8})(?:${UK_POSTCODE}|${EIRCODE})|[ \t]{1,3}\d{1,2}(?![\p{L}\p{N}]))`;
const SEPARATOR = String.raw`(?:[ \t]{0,3}[,;][ \t]{0,3}(?:\r?\n[ \t]{0,8})?|[ \t]{0,3}\r?\n[ \t]{0,8}|[ \t]{1,3}|[ \t]{1,3}[-–·|][ \t]{1,3})`;
const COUNTRY = String.raw`(?:${SEPARATOR}(?:Germany|Deutschland|Austria|Österreich|Switzerland|Schweiz|Suisse|France|Belgium|Belgique|België|Spain|España|Italy|Italia|Netherlands|Nederland|The Netherlands|Poland|Polska|Sweden|Sverige|United Kingdom|UK|Ireland|Éire|USA|United States|U\.S\.A\.)(?![\p{L}]))?`;

/** After the street: a unit, then the postcode and city in the orders countries write them, then a country. */
const TAIL = new RegExp(`${unitPattern()}(?:${SEPARATOR}(?:${POSTCODE_FIRST}|${CITY_FIRST}|${UK_POSTCODE})${COUNTRY})?`, 'uy');
const TAIL_REQUIRED = new RegExp(`${unitPattern()}${SEPARATOR}(?:${POSTCODE_FIRST}|${CITY_FIRST})`, 'uy');

/**
 * Street addresses: a house number with a street (its type word or ending in one of eight
 * languages) on one side, then a unit, postcode, city and country when they follow, across up to
 * three lines. Each house number reads a bounded stretch either side, so the work is linear. The
 * numbers come from the scan's pass, chunk after chunk; the tagger keeps where it stopped, so each
 * number is read once and the spans are those of one read of the whole text.
 */
export class AddressTagger implements NumberTagger {
  private text = '';
  /** Numbers that start before this offset have been read, or lie inside one read or a found address. */
  private readUntil = 0;
  /** The end of the last address found: a number inside it starts none of its own. */
  private covered = 0;
  private starts: number[] = [];
  private ends: number[] = [];

  begin(text: string): void {
    this.text = text;
    this.readUntil = 0;
    this.covered = 0;
    this.starts = [];
    this.ends = [];
  }

  readTo(tokens: PositionsInOrder, to: number): SpanList {
    const { text, starts, ends } = this;
    for (let k = 0; k < tokens.length; k++) {
      const numberStart = tokens.at(k);
      if (numberStart < this.readUntil) continue;
      if (numberStart >= to) break;
      if (!isDigit(text.charCodeAt(numberStart))) continue;
      HOUSE_NUMBER.lastIndex = numberStart;
      HOUSE_NUMBER.test(text);
      const numberEnd = HOUSE_NUMBER.lastIndex;
      this.readUntil = numberEnd;
      if (numberStart < this.covered || !standsAlone(text, numberStart, numberEnd) || !streetMayBeBeside(text, numberStart, numberEnd)) continue;
      const street = streetAround(text, numberStart, numberEnd);
      if (street === null) continue;
      const [start, streetEnd, strong] = street;
      const tail = strong ? TAIL : TAIL_REQUIRED;
      tail.lastIndex = streetEnd;
      const rest = tail.exec(text);
      work.units += rest === null ? 0 : rest[0].length;
      if (rest === null) continue;
      const end = streetEnd + rest[0].length;
      if (start < this.covered) continue;
      starts.push(start);
      ends.push(trimEnd(text, start, end));
      this.covered = end;
      this.readUntil = Math.max(this.readUntil, end);
    }
    this.readUntil = Math.max(this.readUntil, to);
    return { starts, ends };
  }
}

/** Not part of a longer number, version or date (`v1.2`, `10.0.3`, `2026-03`): nothing such touches it. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : 32;
  if (isAsciiAlnum(before)) return false;
  // `1.5`, `3,12`, `10:30`, `2026-03`: a separator between digits; a table's comma is not one (`Ann,12 Oak Street`).
  if ((before === 46 || before === 44 || before === 58 || before === 47 || before === 45) && isDigit(start > 1 ? text.charCodeAt(start - 2) : 32)) return false;
  const after = end < text.length ? text.charCodeAt(end) : 32;
  if (isDigit(after)) return false;
  // `12.5`, `12,5`, `12:30`, `12/3`: a number goes on past a separator.
  return !((after === 46 || after === 44 || after === 58 || after === 47) && isDigit(end + 1 < text.length ? text.charCodeAt(end + 1) : 32));
}

/**
 * One look either side of a house number: a street's word stands right before it (`Hauptstraße 12`,
 * `Via Roma 10`: a capital, or a type word's full stop) or right after it past a space (`221B
 * Baker Street`, `12 rue …`). Numbers among digits, symbols and lower-case words are passed over.
 */
function streetMayBeBeside(text: string, numberStart: number, numberEnd: number): boolean {
  let after = numberEnd;
  let spaced = false;
  while (after < text.length && after < numberEnd + 3) {
    const code = text.charCodeAt(after);
    if (code === 32) spaced = true;
    else if (code !== 44) break;
    after++;
  }
  if (spaced && after < text.length && isLetterUnit(text.charCodeAt(after)) && streetWordAt(text, after)) return true;
  let before = numberStart;
  while (before > 0 && before > numberStart - 3 && (text.charCodeAt(before - 1) === 32 || text.charCodeAt(before - 1) === 44)) before--;
  if (before === numberStart || before === 0) return false;
  const last = text.charCodeAt(before - 1);
  if (!isLetterUnit(last) && last !== 46) return false;
  let word = before;
  while (word > 0 && before - word < 40 && (isLetterUnit(text.charCodeAt(word - 1)) || text.charCodeAt(word - 1) === 46 || text.charCodeAt(word - 1) === 45)) word--;
  return word < before && streetWordAt(text, word);
}

/**
 * A word that may be part of a street's name at `at`: a capital and then a lower-case letter
 * (`Roma`, `Hauptstraße`), or a lower-case type word (`rue`, `ul.`, `via`). Words in capitals
 * (`INFO`, `GET`) and other lower-case words are not.
 */
function streetWordAt(text: string, at: number): boolean {
  const first = text.charCodeAt(at);
  if (isUpperUnit(first)) return at + 1 < text.length && isLowerUnit(text.charCodeAt(at + 1));
  if (!isLowerUnit(first)) return false;
  const word = /^[\p{L}]{1,10}/u.exec(text.slice(at, at + 11))?.[0] ?? '';
  return STREET_OPENERS.has(word) || STREET_WORDS.has(word);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isAsciiAlnum(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}


function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /[\s,;]/u.test(text[e - 1])) e--;
  return e;
}

/**
 * The street around a house number as `[start, end, strong]`: `end` is after the number or the
 * street's last word. `strong` when a street type word or ending names it; otherwise (capitalised
 * words and a number, `Unter den Linden 77`) a postcode and city must follow.
 */
function streetAround(text: string, numberStart: number, numberEnd: number): [number, number, boolean] | null {
  const from = lineStart(text, numberStart, REACH);
  const before = tokensIn(text, from, numberStart);
  const b = before.length;
  const short = !/^\d{5}/u.test(text.slice(numberStart, numberEnd));
  // The number after the street: `Hauptstraße 12`, `Berliner Straße 5`, `Via Roma 10`, `ul. Marszałkowska 8`.
  if (short && b > 0 && !before[b - 1].comma && onlySpaceBetween(text, before[b - 1].end, numberStart, false) || (b > 1 && before[b - 1].comma && onlySpaceBetween(text, before[b - 1].end, numberStart, true))) {
    const last = before[b - 1].comma ? b - 2 : b - 1;
    const close = before[last];
    if (isCompoundStreet(close)) return [close.start, numberEnd, true];
    if (STREET_WORDS.has(close.lower) && close.capital && last > 0 && nameWord(before[last - 1]) && before[last - 1].capital) return [extendBack(text, before, last), numberEnd, true];
    // An opening type word a few words back, with only name words after it.
    for (let k = last; k >= Math.max(0, last - 5); k--) {
      const token = before[k];
      if (token.comma) break;
      if (k < last && STREET_OPENERS.has(token.lower) && before.slice(k + 1, last + 1).some((t) => t.capital)) return [token.start, numberEnd, firmOpener(text, token)];
      if (!nameWord(token)) break;
    }
  }
  // The number before the street: `221B Baker Street`, `12 rue de la Paix`, `1600 Pennsylvania Avenue NW`.
  const to = Math.min(text.length, numberEnd + REACH);
  let lineEnd = text.indexOf('\n', numberEnd);
  if (lineEnd < 0 || lineEnd > to) lineEnd = to;
  const after = tokensIn(text, numberEnd, lineEnd);
  if (after.length < 2 || !onlySpaceBetween(text, numberEnd, after[0].start, true)) return weakStreet(text, before, numberStart, numberEnd);
  if (NUMBER_FIRST_OPENERS.has(after[0].lower) && nameWord(after[1])) {
    let end = 1;
    while (end < after.length && !after[end].comma && nameWord(after[end]) && onlySpaceBetween(text, after[end - 1].end, after[end].start, false)) end++;
    while (end > 1 && !after[end - 1].capital) end--;
    if (end > 1) return [numberStart, after[end - 1].end, true];
  }
  let typeAt = -1;
  for (let k = 0; k < after.length && k < 6; k++) {
    const token = after[k];
    if (token.comma || (k > 0 && !onlySpaceBetween(text, after[k - 1].end, token.start, false))) break;
    if (k > 0 && STREET_WORDS.has(token.lower) && (token.capital || token.lower.length <= 4)) typeAt = k;
    if (k === 0 && isCompoundStreet(token)) typeAt = 0;
    if (!nameWord(token) && !STREET_WORDS.has(token.lower)) break;
  }
  if (typeAt < 0) return weakStreet(text, before, numberStart, numberEnd);
  let end = after[typeAt].end;
  // A direction after the type (`Avenue NW`).
  const direction = /^[ \t](?:N|S|E|W|NE|NW|SE|SW)(?![\p{L}\p{N}])/u.exec(text.slice(end, end + 4));
  if (direction !== null) end += direction[0].length;
  return [numberStart, end, true];
}

/** Type words written after the house number, in French (`12 rue de la Paix`, `5 avenue Foch`). */
const NUMBER_FIRST_OPENERS = new Set(['rue', 'avenue', 'av', 'boulevard', 'bd', 'place', 'chemin', 'allée', 'impasse', 'quai', 'cours', 'route', 'square']);

/** Opening type words that name a street even in lower case; others (`via`, also English) need a postcode and city after. */
const FIRM_OPENERS = new Set(['rue', 'calle', 'avenida', 'viale', 'piazza', 'piazzale', 'corso', 'ulica', 'aleja', 'plac', 'osiedle', 'paseo', 'plaza']);

function firmOpener(text: string, token: Token): boolean {
  return token.capital || FIRM_OPENERS.has(token.lower) || text[token.end - 1] === '.';
}

/** Capitalised words and a number (`Unter den Linden 77`): an address only with a postcode and city after it. */
function weakStreet(text: string, before: readonly Token[], numberStart: number, numberEnd: number): [number, number, boolean] | null {
  const b = before.length;
  if (b === 0 || before[b - 1].comma || !onlySpaceBetween(text, before[b - 1].end, numberStart, false)) return null;
  const close = before[b - 1];
  return close.capital && nameWord(close) ? [extendBack(text, before, b - 1), numberEnd, false] : null;
}

/** The first of the name words right before `tokens[index]` (at most two), or its own start. */
function extendBack(text: string, tokens: readonly Token[], index: number): number {
  let k = index;
  while (k > 0 && k > index - 2 && !tokens[k - 1].comma && nameWord(tokens[k - 1]) && !STREET_WORDS.has(tokens[k - 1].lower) && onlySpaceBetween(text, tokens[k - 1].end, tokens[k].start, false)) k--;
  // `Am Waldrand`, `Unter den Linden`: lower-case particles inside, never first.
  while (k < index && !tokens[k].capital) k++;
  return tokens[Math.min(k, tokens.length - 1)].start;
}
