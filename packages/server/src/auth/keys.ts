import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every credential kind has a recognizable prefix so leaked keys are easy to spot and route. */
export const KEY_PREFIXES = {
  administrator: 'pfa_',
  management: 'pfm_',
  policy: 'pfp_',
  license: 'pfl_',
} as const;
export type KeyKind = keyof typeof KEY_PREFIXES;

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters carry about 238 bits. */
const KEY_BODY_LENGTH = 40;
/** Characters of the body kept in the displayable prefix (not enough to guess the rest). */
const DISPLAY_CHARS = 6;

/** Uniform base62 string: bytes >= 248 are rejected so every character is equally likely. */
export function randomBase62(length: number, nextBytes: (count: number) => Uint8Array = randomBytes): string {
  let out = '';
  while (out.length < length) {
    for (const byte of nextBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface IssuedKey {
  /** The full secret; shown once, never stored. */
  key: string;
  hash: string;
  /** Safe to store and display, e.g. `pfp_Ab3dE9`. */
  displayPrefix: string;
}

export function issueKey(kind: KeyKind): IssuedKey {
  const key = KEY_PREFIXES[kind] + randomBase62(KEY_BODY_LENGTH);
  return { key, hash: hashKey(key), displayPrefix: displayPrefix(key) };
}

export function displayPrefix(key: string): string {
  return key.slice(0, 4 + DISPLAY_CHARS);
}

// The one-shot digest: every authenticated request hashes its key, and a Hash object costs more.
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

const PREFIXED_KINDS = Object.entries(KEY_PREFIXES) as [KeyKind, string][];

/** Which kind a presented key claims to be, from its prefix; null when none matches. */
export function keyKind(key: string): KeyKind | null {
  for (const [kind, prefix] of PREFIXED_KINDS) {
    if (key.startsWith(prefix)) return kind;
  }
  return null;
}

/** Constant-time equality of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
