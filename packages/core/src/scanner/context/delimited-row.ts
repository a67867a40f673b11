/** Field delimiters of CSV and TSV exports: comma, semicolon, tab. */
export const DELIMITERS: readonly number[] = [44, 59, 9];

const QUOTE = 34;
const LONGEST_HEADER_CELL = 40;

/** Blanks and quotes around a cell's value: `a, "b"` holds `b`. */
export function isCellPadding(code: number): boolean {
  return code === 32 || code === QUOTE;
}

/**
 * Where each field of the row `[from, to)` begins, split at `delimiter` outside double quotes
 * (`""` inside quotes toggles twice, so it stays quoted). Field k ends one before field k + 1
 * begins; the last ends at `to`.
 */
export function fieldStarts(text: string, from: number, to: number, delimiter: number): number[] {
  const starts = [from];
  let quoted = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (code === delimiter && !quoted) starts.push(i + 1);
  }
  return starts;
}

/** `[from, to)` without the blanks and quotes around its value. */
export function trimCell(text: string, from: number, to: number): [number, number] {
  while (from < to && isCellPadding(text.charCodeAt(from))) from++;
  while (to > from && isCellPadding(text.charCodeAt(to - 1))) to--;
  return [from, to];
}

const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** Besides letters and digits, what column names hold: `last_invoice`, `Bank identifier code (BIC)`, `P/N`, `No.`. */
const HEADER_PUNCTUATION = new Set([...' _-./#()&'].map((ch) => ch.charCodeAt(0)));

/** By ASCII code unit: 1 for what a quoted or bare column name is made of. */
const NAME_UNITS = new Uint8Array(128);
for (let code = 0; code < 128; code++) NAME_UNITS[code] = isLetter(code) || isDigit(code) || HEADER_PUNCTUATION.has(code) || code === QUOTE ? 1 : 0;

/** A unit of a column name or its quotes; a table, as it is read for every unit around a word in reach of a header. */
export function isNameUnit(code: number): boolean {
  return code < 128 && NAME_UNITS[code] === 1;
}

/** A column name: short, begins with a letter, more letters than digits, no other punctuation. */
export function isHeaderCell(text: string, from: number, to: number): boolean {
  const [start, end] = trimCell(text, from, to);
  if (end - start > LONGEST_HEADER_CELL || start === end || !isLetter(text.charCodeAt(start))) return false;
  let letters = 0;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isLetter(code)) letters++;
    else if (isDigit(code)) digits++;
    else if (!HEADER_PUNCTUATION.has(code)) return false;
  }
  return digits * 2 <= letters;
}
