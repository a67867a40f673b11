/**
 * GitHub's classic token formats (ghp_, gho_, ghu_, ghs_, ghr_) end in six base62 characters
 * holding the CRC32 of the 30 random characters before them, left-padded with '0'.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CLASSIC_TOKEN = /^gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/;
const CRC32_TABLE = buildCrc32Table();

export function hasValidGithubTokenChecksum(token: string): boolean {
  const parts = CLASSIC_TOKEN.exec(token);
  if (!parts) return false;
  return toBase62(crc32(parts[1]), 6) === parts[2];
}

/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of an ASCII string. */
export function crc32(ascii: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < ascii.length; i++) {
    crc = CRC32_TABLE[(crc ^ ascii.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function toBase62(value: number, width: number): string {
  let digits = '';
  let rest = value;
  while (rest > 0) {
    digits = BASE62[rest % 62] + digits;
    rest = Math.floor(rest / 62);
  }
  return digits.padStart(width, '0');
}

function buildCrc32Table(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}
