// Keccak-256 as Ethereum uses it (original Keccak padding 0x01, not SHA-3's 0x06), needed to
// confirm an EIP-55 mixed-case checksum. BigInt lanes keep it short; it only runs on the rare
// mixed-case address candidate.

const MASK_64 = (1n << 64n) - 1n;
const RATE_BYTES = 136;

const ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n,
  0x000000000000808bn, 0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n,
  0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n,
  0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];

/** Rotation offsets indexed by lane x + 5y. */
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

const rotl = (lane: bigint, n: number): bigint =>
  n === 0 ? lane : ((lane << BigInt(n)) | (lane >> BigInt(64 - n))) & MASK_64;

function permute(state: bigint[]): void {
  const b = new Array<bigint>(25);
  const c = new Array<bigint>(5);
  for (const roundConstant of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++) c[x] = state[x] ^ state[x + 5] ^ state[x + 10] ^ state[x + 15] ^ state[x + 20];
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
      for (let y = 0; y < 25; y += 5) state[x + y] ^= d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[x + 5 * y], ROTATIONS[x + 5 * y]);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) state[x + y] = b[x + y] ^ (~b[((x + 1) % 5) + y] & MASK_64 & b[((x + 2) % 5) + y]);
    }
    state[0] ^= roundConstant;
  }
}

export function keccak256(message: Uint8Array): Uint8Array {
  const blocks = Math.floor(message.length / RATE_BYTES) + 1;
  const padded = new Uint8Array(blocks * RATE_BYTES);
  padded.set(message);
  padded[message.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;

  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte]);
      state[lane] ^= value;
    }
    permute(state);
  }

  const digest = new Uint8Array(32);
  for (let i = 0; i < 32; i++) digest[i] = Number((state[i >> 3] >> BigInt(8 * (i & 7))) & 0xffn);
  return digest;
}
