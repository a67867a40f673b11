import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, privateFile } from '../../data-dir.js';
import type { Store } from '../types.js';
import { sqliteAnalyticsStore } from './analytics.js';
import { sqliteApiKeyStore } from './api-keys.js';
import { sqliteAuditStore } from './audit.js';
import { startBackgroundCheckpoint } from './background-checkpoint.js';
import { sqliteFalsePositiveStore } from './false-positives.js';
import { sqliteForwardingStore } from './forwarding.js';
import { sqliteLicenseStore } from './licenses.js';
import { sqliteSigningKeyStore } from './licensing-keys.js';
import { migrate } from './migrate.js';
import { sqliteOrgStore } from './orgs.js';
import { sqlitePolicyStore } from './policies.js';
import { memoryRateLimitStore } from './rate-limits.js';
import { sqliteSecretStore } from './secrets.js';

export interface SqliteStore extends Store {
  /** The open connection, for the modules that add their own tables (licensing, forwarding). */
  readonly db: Database.Database;
}

export interface SqliteStoreOptions {
  /** Checkpoint the write-ahead log from a worker thread (long-running servers; see background-checkpoint.ts). */
  backgroundCheckpoints?: boolean;
}

/** Opens (creating when missing) the database file, applies pending migrations and returns the store. */
export function openSqliteStore(filename: string, options: SqliteStoreOptions = {}): SqliteStore {
  if (filename !== ':memory:') {
    ensurePrivateDir(dirname(filename));
    // SQLite gives the -wal and -shm files the database file's mode.
    privateFile(filename);
  }
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode and avoids an fsync per check.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MB of page cache keeps the audit indexes' hot pages in memory at millions of rows.
  db.pragma('cache_size = -65536');
  migrate(db);
  const checkpoints = options.backgroundCheckpoints && filename !== ':memory:' ? startBackgroundCheckpoint(filename) : null;
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let credentialsVersion = 0;
  const bumps = <T extends object>(store: T, ...writes: (keyof T)[]): T =>
    countingWrites(store, writes, () => {
      credentialsVersion += 1;
    });
  return {
    db,
    orgs: bumps(sqliteOrgStore(db), 'update', 'delete'),
    policies: bumps(sqlitePolicyStore(db), 'update', 'delete'),
    apiKeys: bumps(sqliteApiKeyStore(db), 'delete'),
    licenses: bumps(sqliteLicenseStore(db), 'update', 'revoke'),
    audit: sqliteAuditStore(db),
    analytics: sqliteAnalyticsStore(db),
    secrets: sqliteSecretStore(db),
    forwarding: sqliteForwardingStore(db),
    signingKeys: sqliteSigningKeyStore(db),
    rateLimits: memoryRateLimitStore(),
    falsePositives: sqliteFalsePositiveStore(db),
    credentialsVersion: () => credentialsVersion,
    dataVersion: () => dataVersion.get() as number,
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      await checkpoints?.stop();
      db.close();
    },
  };
}

/**
 * `store` with each of `writes` calling `changed` before it runs and again once it has run, so
 * no lookup cached while the write was under way outlives it.
 */
function countingWrites<T extends object>(store: T, writes: (keyof T)[], changed: () => void): T {
  const wrapped = { ...store };
  for (const name of writes) {
    const write = store[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
      changed();
      try {
        return await write.apply(store, args);
      } finally {
        changed();
      }
    };
  }
  return wrapped;
}
