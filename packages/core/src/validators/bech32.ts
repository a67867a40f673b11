import type { Verdict } from '../types.js';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The polymod result a valid string leaves: 1 for bech32 (BIP-173), this constant for bech32m (BIP-350). */
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
const CHECKSUM_LENGTH = 6;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= GENERATOR[i];
  }
  return checksum >>> 0;
}

function expandHrp(hrp: string): number[] {
  const high = Array.from(hrp, (c) => c.charCodeAt(0) >> 5);
  const low = Array.from(hrp, (c) => c.charCodeAt(0) & 31);
  return [...high, 0, ...low];
}

export interface Bech32Decoded {
  readonly hrp: string;
  readonly data: readonly number[];
  readonly variant: 'bech32' | 'bech32m';
}

/** Splits and checks a bech32/bech32m string; null when case is mixed, a character is foreign or the checksum fails. */
export function bech32Decode(text: string): Bech32Decoded | null {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + CHECKSUM_LENGTH + 1 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const residue = polymod([...expandHrp(hrp), ...data]);
  const variant = residue === BECH32_CONST ? 'bech32' : residue === BECH32M_CONST ? 'bech32m' : null;
  if (!variant) return null;
  return { hrp, data: data.slice(0, -CHECKSUM_LENGTH), variant };
}

/** Regroups 5-bit words into bytes; null when the padding is not zero or too long. */
function fiveBitToBytes(words: readonly number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const word of words) {
    accumulator = (accumulator << 5) | word;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

/**
 * A native SegWit Bitcoin mainnet address (`bc1…`): witness version 0 uses bech32 with a 20- or
 * 32-byte program, versions 1-16 use bech32m with a 2-40 byte program.
 */
export function segwitAddressVerdict(address: string): Verdict {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== 'bc' || decoded.data.length < 1) return 'reject';
  const [version, ...words] = decoded.data;
  const program = fiveBitToBytes(words);
  if (!program || version > 16 || program.length < 2 || program.length > 40) return 'reject';
  if (version === 0) {
    const ok = decoded.variant === 'bech32' && (program.length === 20 || program.length === 32);
    return ok ? 'confirm' : 'reject';
  }
  return decoded.variant === 'bech32m' ? 'confirm' : 'reject';
}
