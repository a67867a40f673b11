import { sha256 } from '../validators/sha256.js';

const BLOCK_SIZE = 64;
const encoder = new TextEncoder();

/** HMAC-SHA-256 (RFC 2104) over UTF-8 strings, synchronous so masking stays synchronous. */
export function hmacSha256(key: string, message: string): Uint8Array {
  let keyBytes: Uint8Array = encoder.encode(key);
  if (keyBytes.length > BLOCK_SIZE) keyBytes = sha256(keyBytes);
  const inner = new Uint8Array(BLOCK_SIZE);
  const outer = new Uint8Array(BLOCK_SIZE);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const byte = keyBytes[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  const messageBytes = bytesOf(message);
  const innerInput = new Uint8Array(BLOCK_SIZE + messageBytes.length);
  innerInput.set(inner);
  innerInput.set(messageBytes, BLOCK_SIZE);
  const innerDigest = sha256(innerInput);
  const outerInput = new Uint8Array(BLOCK_SIZE + innerDigest.length);
  outerInput.set(outer);
  outerInput.set(innerDigest, BLOCK_SIZE);
  return sha256(outerInput);
}

/** Half of a surrogate pair standing alone (`\p{Cs}` matches no whole pair under the `u` flag). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A message's UTF-8, or, where it holds a lone surrogate (a span that cut an emoji in two), which
 * UTF-8 would turn into U+FFFD and so give two halves one hash: 0xFF, a byte no UTF-8 holds, then
 * its UTF-16 code units. Well-formed text hashes as before.
 */
function bytesOf(message: string): Uint8Array {
  if (!LONE_SURROGATE.test(message)) return encoder.encode(message);
  const bytes = new Uint8Array(1 + 2 * message.length);
  bytes[0] = 0xff;
  for (let i = 0; i < message.length; i++) {
    const unit = message.charCodeAt(i);
    bytes[1 + 2 * i] = unit & 0xff;
    bytes[2 + 2 * i] = unit >> 8;
  }
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}
