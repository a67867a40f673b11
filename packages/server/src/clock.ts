import { randomBytes } from 'node:crypto';
import { BASE62, randomBase62 } from './auth/keys.js';

/** Injected so expiry, retention windows and analytics periods are testable without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Injected so tests can predict identifiers. */
export interface IdGenerator {
  /** A new identifier such as `org_3fQ…`. */
  next(prefix: string): string;
}

/**
 * `prefix_` + 8 base62 characters of the millisecond time + 14 random ones (about 83 bits).
 * Time-ordered ids land at the end of their B-tree index, so a busy audit table stays cheap
 * to insert into however large it grows.
 */
export const randomIds: IdGenerator = {
  next: (prefix) => `${prefix}_${timeBase62(Date.now())}${randomBase62(14, pooledBytes)}`,
};


/** Fixed width, so the ids sort as strings in time order. */
function timeBase62(ms: number): string {
  let out = '';
  for (let n = ms, i = 0; i < 8; i++, n = Math.floor(n / 62)) out = BASE62[n % 62] + out;
  return out;
}

// Ids are not secrets: their random bytes come from a pool, one getrandom call per ~140 ids
// rather than one per id (credentials draw fresh bytes, see auth/keys.ts).
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function pooledBytes(count: number): Uint8Array {
  if (used + count > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += count;
  return pool.subarray(used - count, used);
}
