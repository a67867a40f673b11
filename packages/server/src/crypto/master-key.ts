import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from '../data-dir.js';
import type { ServerSecretStore } from '../store/types.js';

/** The current master key seals new values; earlier ones stay to open values sealed before a rotation. */
export interface MasterKeyRing {
  readonly current: { readonly id: string; readonly key: Buffer };
  byId(id: string): Buffer | undefined;
}

export class MasterKeyError extends Error {
  readonly code = 'MASTER_KEY_INVALID';
}

const KEY_FILE = 'master.key';

/** A key's id is derived from the key itself, so the same key always has the same id. */
function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function decodeKey(value: string, source: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new MasterKeyError(`${source} must be 32 bytes in base64 (got ${key.length} bytes)`);
  return key;
}

export function createKeyRing(current: Buffer, previous: readonly Buffer[] = []): MasterKeyRing {
  const all = new Map<string, Buffer>();
  for (const key of [current, ...previous]) all.set(keyId(key), key);
  return { current: { id: keyId(current), key: current }, byId: (id) => all.get(id) };
}

/**
 * `PREFLIGHT_MASTER_KEY` (base64, 32 bytes) wins; otherwise a key file under the data dir, created
 * with mode 0600 on first start. `PREFLIGHT_PREVIOUS_MASTER_KEYS` (comma-separated) keeps values
 * sealed under rotated-out keys readable.
 */
export function loadMasterKeyRing(options: { dataDir: string; masterKey?: string; previousKeys?: string }): MasterKeyRing {
  const previous = previousKeysOf(options.previousKeys);
  if (options.masterKey) return createKeyRing(decodeKey(options.masterKey, 'PREFLIGHT_MASTER_KEY'), previous);
  const file = join(options.dataDir, KEY_FILE);
  if (existsSync(file)) return createKeyRing(decodeKey(readFileSync(file, 'utf8'), file), previous);
  ensurePrivateDir(options.dataDir);
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return createKeyRing(key, previous);
}

const previousKeysOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .filter((v) => v.trim() !== '')
    .map((v) => decodeKey(v, 'PREFLIGHT_PREVIOUS_MASTER_KEYS'));

const SHARED_KEY_NAME = 'master_key';

/**
 * For replicas sharing a database: `PREFLIGHT_MASTER_KEY` wins; otherwise the key kept in the
 * database, made by whichever replica starts first (the store settles concurrent first starts),
 * so every replica opens what any of them sealed. `stored` tells the caller a key came from the
 * database, where a copy of the database carries it beside the values it seals.
 */
export async function loadSharedMasterKeyRing(
  secrets: ServerSecretStore,
  options: { masterKey?: string; previousKeys?: string },
  now: Date,
): Promise<{ ring: MasterKeyRing; stored: boolean }> {
  const previous = previousKeysOf(options.previousKeys);
  if (options.masterKey) return { ring: createKeyRing(decodeKey(options.masterKey, 'PREFLIGHT_MASTER_KEY'), previous), stored: false };
  const value = await secrets.setIfAbsent(SHARED_KEY_NAME, randomBytes(32).toString('base64'), now.toISOString());
  return { ring: createKeyRing(decodeKey(value, 'the master key stored in the database'), previous), stored: true };
}
