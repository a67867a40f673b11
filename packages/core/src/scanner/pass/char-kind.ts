/** ASCII letters and digits: the characters a match boundary and a word boundary are defined by. */
export const ALNUM = 1;
export const DIGIT = 2;
/** Set per scanner for characters that start an event outside alnum tokens (`@`, `-` of `-----BEGIN`). */
export const SPECIAL = 4;

/**
 * A fresh table of kinds for every UTF-16 code unit (non-ASCII units have kind 0), so the scan
 * loop reads a kind without first asking whether a unit is ASCII.
 */
export function baseKinds(): Uint8Array {
  const kinds = new Uint8Array(0x10000);
  for (let c = 48; c <= 57; c++) kinds[c] = ALNUM | DIGIT;
  for (let c = 65; c <= 90; c++) kinds[c] = kinds[c + 32] = ALNUM;
  return kinds;
}

const KINDS = baseKinds();

export function isAsciiAlnum(code: number): boolean {
  return code < 128 && (KINDS[code] & ALNUM) !== 0;
}

/** True when offset `at` of `text` holds an ASCII letter or digit (false outside the string). */
export function alnumAt(text: string, at: number): boolean {
  return at >= 0 && at < text.length && isAsciiAlnum(text.charCodeAt(at));
}
