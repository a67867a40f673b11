import { createHash } from 'node:crypto';
import { HEX, type Generate, type Random } from './random.js';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = (((checksum & 0x1ffffff) << 5) ^ value) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum = (checksum ^ BECH32_GENERATOR[i]) >>> 0;
  }
  return checksum;
}

const expandHrp = (hrp: string): number[] => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** Regroups 8-bit bytes into 5-bit words, zero-padding the tail. */
function toFiveBit(bytes: readonly number[]): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

const randomBytes = (random: Random, count: number): number[] => Array.from({ length: count }, () => random.int(0, 255));

/** A segwit v0 pay-to-witness-key-hash address (bc1q…, 42 characters), bech32 checksum. */
function bech32Address(random: Random, corrupt: boolean): string {
  const data = [0, ...toFiveBit(randomBytes(random, 20))];
  const polymod = bech32Polymod([...expandHrp('bc'), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  if (corrupt) checksum[5] = (checksum[5] + random.int(1, 31)) % 32;
  return 'bc1' + [...data, ...checksum].map((v) => BECH32_CHARSET[v]).join('');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: readonly number[]): string {
  let n = 0n;
  for (const byte of bytes) n = n * 256n + BigInt(byte);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  const leadingZeros = bytes.findIndex((b) => b !== 0);
  return '1'.repeat(leadingZeros === -1 ? bytes.length : leadingZeros) + out;
}

const sha256 = (bytes: readonly number[]): number[] => [...createHash('sha256').update(Uint8Array.from(bytes)).digest()];

/** A legacy address: version byte 0x00 (P2PKH, starts with 1) or 0x05 (P2SH, starts with 3) and a double-SHA-256 checksum. */
function base58CheckAddress(random: Random, corrupt: boolean): string {
  const payload = [random.pick([0x00, 0x05]), ...randomBytes(random, 20)];
  const checksum = sha256(sha256(payload)).slice(0, 4);
  if (corrupt) checksum[3] = (checksum[3] + random.int(1, 255)) % 256;
  return base58([...payload, ...checksum]);
}

export const validBitcoinAddress: Generate = (random) =>
  random.chance(0.5) ? bech32Address(random, false) : base58CheckAddress(random, false);

export const brokenBitcoinAddress: Generate = (random) =>
  random.chance(0.5) ? bech32Address(random, true) : base58CheckAddress(random, true);

/** All lower-case, which carries no EIP-55 checksum and is valid as written. */
export const ethereumAddress: Generate = (random) => '0x' + random.chars(HEX, 40);

function isBech32Valid(address: string): boolean {
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length - separator < 7) return false;
  const data = [...lower.slice(separator + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.includes(-1)) return false;
  return bech32Polymod([...expandHrp(lower.slice(0, separator)), ...data]) === 1;
}

function isBase58CheckValid(address: string): boolean {
  let n = 0n;
  for (const c of address) {
    const digit = BASE58.indexOf(c);
    if (digit === -1) return false;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  const leadingOnes = address.length - address.replace(/^1+/, '').length;
  const full = [...Array<number>(leadingOnes).fill(0), ...bytes];
  if (full.length !== 25) return false;
  const checksum = sha256(sha256(full.slice(0, 21))).slice(0, 4);
  return checksum.every((b, i) => b === full[21 + i]);
}

/** Independent check of either address form, used to test the generators themselves. */
export const isBitcoinAddressValid = (address: string): boolean =>
  address.startsWith('bc1') ? isBech32Valid(address) : isBase58CheckValid(address);
