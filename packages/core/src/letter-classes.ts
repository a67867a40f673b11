/**
 * Unicode classes of UTF-16 code units, looked up in a table filled on first sight of each unit:
 * the tagger and the search for context words in other scripts ask about every capital and word
 * edge they read, and a property escape per question costs a regex call and a one-character string.
 */
const UPPER = 1;
const LOWER = 2;
const LETTER = 4;
const MARK = 8;
const NUMBER = 16;
const WHITE_SPACE = 32;
const KNOWN = 128;

const classes = new Uint8Array(0x10000);

function classOf(code: number): number {
  const known = classes[code];
  if (known !== 0) return known;
  const unit = String.fromCharCode(code);
  const found =
    KNOWN |
    (/\p{Lu}/u.test(unit) ? UPPER : 0) |
    (/\p{Ll}/u.test(unit) ? LOWER : 0) |
    (/\p{L}/u.test(unit) ? LETTER : 0) |
    (/\p{M}/u.test(unit) ? MARK : 0) |
    (/\p{N}/u.test(unit) ? NUMBER : 0) |
    (/\s/u.test(unit) ? WHITE_SPACE : 0);
  classes[code] = found;
  return found;
}

/** An upper-case letter (`\p{Lu}`) of any script. */
export function isUpperUnit(code: number): boolean {
  if (code < 128) return code >= 65 && code <= 90;
  return (classOf(code) & UPPER) !== 0;
}

/** A lower-case letter (`\p{Ll}`) of any script. */
export function isLowerUnit(code: number): boolean {
  if (code < 128) return code >= 97 && code <= 122;
  return (classOf(code) & LOWER) !== 0;
}

/** A letter (`\p{L}`) of any script. */
export function isLetterUnit(code: number): boolean {
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return (classOf(code) & LETTER) !== 0;
}

/** A letter or a combining mark (`[\p{L}\p{M}]`). */
export function isLetterOrMarkUnit(code: number): boolean {
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return (classOf(code) & (LETTER | MARK)) !== 0;
}

/** A letter, digit or combining mark of any script (`[\p{L}\p{N}\p{M}]`). */
export function isWordUnitOfAnyScript(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return (classOf(code) & (LETTER | MARK | NUMBER)) !== 0;
}

/** White space of any kind (`\s`): spaces, tabs and line breaks. */
export function isWhiteSpaceUnit(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (classOf(code) & WHITE_SPACE) !== 0;
}
