/**
 * A JSON Web Token's first segment is base64url JSON naming its algorithm (`alg`); its second
 * is base64url JSON claims. Decoding both tells a real token from look-alike dotted strings.
 */
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function isStructurallyValidJwt(token: string): boolean {
  const segments = token.split('.');
  if (segments.length !== 3) return false;
  const header = decodeJsonObject(segments[0]);
  if (!header || typeof header.alg !== 'string' || header.alg.length === 0) return false;
  return decodeJsonObject(segments[1]) !== null;
}

function decodeJsonObject(segment: string): Record<string, unknown> | null {
  const bytes = decodeBase64Url(segment);
  if (!bytes) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Unpadded base64url to bytes; null when a character is outside the alphabet or the length is impossible. */
export function decodeBase64Url(segment: string): Uint8Array | null {
  if (segment.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((segment.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const ch of segment) {
    const value = BASE64URL_ALPHABET.indexOf(ch);
    if (value < 0) return null;
    // Only the undrained bits matter; masking keeps the accumulator small.
    buffer = ((buffer << 6) | value) & 0x3fff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
