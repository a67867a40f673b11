/**
 * A PEM private-key block is real when its BEGIN and END labels agree and its body carries
 * enough base64 to be key material; a documentation skeleton with `...` or a few filler
 * characters between the markers is not.
 */
const BLOCK = /^-----BEGIN ([A-Z0-9 ]{0,40})-----([\s\S]*)-----END ([A-Z0-9 ]{0,40})-----$/;
/** Armour header lines such as `Proc-Type: 4,ENCRYPTED` or `Version: GnuPG v2`. */
const ARMOUR_HEADER = /^[A-Za-z][A-Za-z0-9-]{0,40}: [^\n]{0,200}$/gm;
/** Line breaks written as `\n` escapes, as when a key sits inside a JSON or .env string. */
const ESCAPED_BREAK = /\\[nr]/g;
const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}(?:=[A-Za-z0-9+/]{4})?$/;
const MIN_BODY_CHARS = 64;
const MIN_DISTINCT_CHARS = 16;

export function isPlausiblePemPrivateKey(block: string): boolean {
  const parts = BLOCK.exec(block);
  if (!parts || parts[1] !== parts[3]) return false;
  const body = parts[2]
    .replace(ESCAPED_BREAK, '\n')
    .replace(ARMOUR_HEADER, '')
    .replace(/\s/g, '');
  if (body.length < MIN_BODY_CHARS || !BASE64_BODY.test(body)) return false;
  return distinctAsciiUnits(body) >= MIN_DISTINCT_CHARS;
}

/** How many different units an ASCII string holds: a bit per unit, where a `Set` of its characters would make a string of each. */
function distinctAsciiUnits(ascii: string): number {
  const seen = new Uint32Array(4);
  let count = 0;
  for (let i = 0; i < ascii.length; i++) {
    const code = ascii.charCodeAt(i);
    const bit = 1 << (code & 31);
    if ((seen[code >> 5] & bit) === 0) {
      seen[code >> 5] |= bit;
      count++;
    }
  }
  return count;
}
