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
  return new Set(body).size >= MIN_DISTINCT_CHARS;
}
