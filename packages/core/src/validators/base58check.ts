import { sha256 } from './sha256.js';
import type { Verdict } from '../types.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Mainnet version bytes: 0x00 pay-to-pubkey-hash (`1…`), 0x05 pay-to-script-hash (`3…`). */
const BITCOIN_VERSIONS = new Set([0x00, 0x05]);
const ADDRESS_BYTES = 25;

/** Decodes base58 (Bitcoin alphabet); null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  // Each leading '1' stands for one leading zero byte.
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** Base58Check: the last 4 bytes are the first 4 bytes of SHA-256(SHA-256(payload)). */
export function base58CheckValid(text: string): boolean {
  const decoded = base58Decode(text);
  if (!decoded || decoded.length < 5) return false;
  const payload = decoded.subarray(0, decoded.length - 4);
  const checksum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (checksum[i] !== decoded[payload.length + i]) return false;
  return true;
}

/** A legacy Bitcoin address: 25 bytes, a mainnet version byte and a valid checksum. */
export function bitcoinBase58Verdict(address: string): Verdict {
  const decoded = base58Decode(address);
  if (!decoded || decoded.length !== ADDRESS_BYTES || !BITCOIN_VERSIONS.has(decoded[0])) return 'reject';
  return base58CheckValid(address) ? 'confirm' : 'reject';
}
