import { toHex } from '../masking/hmac.js';
import { sha256 } from '../validators/sha256.js';

const encoder = new TextEncoder();

/** JSON with object keys sorted and `undefined` members left out, so equal data always hashes equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** First `hexDigits` hex digits of the SHA-256 of the value's canonical JSON. */
export function fingerprint(value: unknown, hexDigits = 8): string {
  return toHex(sha256(encoder.encode(canonicalJson(value)))).slice(0, hexDigits);
}
