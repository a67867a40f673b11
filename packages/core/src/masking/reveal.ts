import { MASK_CHAR } from './styles/characters.js';

/** Values with at least this many letters and digits may show their last few; shorter ones show none. */
const MIN_LETTERS_FOR_TAIL = 9;
const TAIL = 4;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Letters and digits of any script are hidden; so is each half of a surrogate pair, which keeps
 * the length in UTF-16 units while never showing a character outside the basic plane.
 */
function isLetterOrDigit(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return (code >= 0xd800 && code <= 0xdfff) || LETTER_OR_DIGIT.test(text[i]);
}

/**
 * Masks every letter and digit except the last four when the value is long enough to keep
 * them (a card, an account, an SSN: `***-**-6789`); separators stay so the shape is readable.
 */
export function maskKeepingTail(value: string): string {
  let letters = 0;
  for (let i = 0; i < value.length; i++) if (isLetterOrDigit(value, i)) letters++;
  const keepFrom = letters >= MIN_LETTERS_FOR_TAIL ? letters - TAIL : letters;
  let out = '';
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (!isLetterOrDigit(value, i)) out += ch;
    else out += seen++ >= keepFrom ? ch : MASK_CHAR;
  }
  return out;
}

/** Keeps the first character of a part only when that still hides most of it (and is not half a pair). */
function hideMostOf(part: string): string {
  const first = part.charCodeAt(0);
  const keepFirst = part.length >= 3 && !(first >= 0xd800 && first <= 0xdfff);
  return keepFirst ? part[0] + MASK_CHAR.repeat(part.length - 1) : MASK_CHAR.repeat(part.length);
}

/** `john@example.com` → `j***@e******.com`: the top-level domain stays, every other label is hidden. */
export function maskEmailForSample(value: string): string {
  const at = value.lastIndexOf('@');
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels.length > 1 ? labels.pop() : undefined;
  const domain = labels.map(hideMostOf).join('.') + (topLevel === undefined ? '' : `.${topLevel}`);
  return `${hideMostOf(value.slice(0, at))}@${domain}`;
}
