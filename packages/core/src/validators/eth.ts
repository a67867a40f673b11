import { keccak256 } from './keccak256.js';
import type { Verdict } from '../types.js';

const HEX_BODY = /^0x[0-9a-fA-F]{40}$/;

/**
 * An Ethereum address `0x` + 40 hex. Mixed case carries an EIP-55 checksum (a letter is upper
 * case exactly when the matching nibble of Keccak-256 of the lower-case hex is 8 or more), so it
 * confirms or rejects; all-lower or all-upper case carries no checksum, so no opinion.
 */
export function ethAddressVerdict(address: string): Verdict {
  if (!HEX_BODY.test(address)) return 'reject';
  const body = address.slice(2);
  const lower = body.toLowerCase();
  if (body === lower || body === body.toUpperCase()) return 'none';
  const hash = keccak256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const char = body[i];
    if (char >= '0' && char <= '9') continue;
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const expectUpper = nibble >= 8;
    if ((char === char.toUpperCase()) !== expectUpper) return 'reject';
  }
  return 'confirm';
}
