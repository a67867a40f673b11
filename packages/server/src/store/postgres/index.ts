import pg from 'pg';
import { type Clock, systemClock } from '../../clock.js';
import type { Store } from '../types.js';
import { postgresAnalyticsStore } from './analytics.js';
import { postgresApiKeyStore } from './api-keys.js';
import { postgresAuditStore } from './audit.js';
import { poolConfig, type Db, type PostgresConnection } from './db.js';
import { postgresForwardingStore } from './forwarding.js';
import { postgresFalsePositiveStore } from './false-positives.js';
import { postgresLicenseStore } from './licenses.js';
import { migratePostgres } from './migrate.js';
import { maintainPartitions } from './partitions.js';
import { postgresOrgStore } from './orgs.js';
import { postgresPolicyStore } from './policies.js';
import { postgresRateLimitStore } from './rate-limits.js';
import { postgresSecretStore } from './secrets.js';
import { postgresSigningKeyStore } from './signing-keys.js';

export type { PostgresConnection } from './db.js';

export interface PostgresStoreOptions {
  /** Months of audit log kept (PREFLIGHT_AUDIT_RETENTION_MONTHS); 0 keeps everything. */
  auditRetentionMonths?: number;
  /** The months partitions are made and dropped for are the months of this clock (the server's). */
  clock?: Clock;
}

/** How often each replica looks after the audit partitions (making months ahead, dropping expired ones). */
const PARTITION_CHECK_MS = 60 * 60 * 1000;

export interface PostgresStore extends Store {
  /** The connection pool, for tools and tests that read tables directly. */
  readonly pool: Db;
}

/**
 * Connects, applies pending migrations (under an advisory lock, so replicas starting together
 * migrate once) and returns the store.
 *
 * Other replicas write to the same database at any time and no commit of theirs is announced
 * here before it can matter, so both versions change on every call: keys, policies, licenses
 * and organizations are read from the database for every request, and a revoked license, a
 * deactivated policy or a regenerated key stops the very next check on every replica.
 */
export async function openPostgresStore(connection: PostgresConnection, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
  const pool = new pg.Pool(poolConfig(connection));
  // An idle connection the server dropped (restart, fail-over) is replaced on next use, not thrown.
  pool.on('error', () => undefined);
  const retention = options.auditRetentionMonths ?? 0;
  const clock = options.clock ?? systemClock;
  try {
    await migratePostgres(pool);
    await maintainPartitions(pool, clock.now(), retention);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // A failed pass is tried again at the next; the months ahead leave room for that.
  const partitions = setInterval(() => void maintainPartitions(pool, clock.now(), retention).catch(() => undefined), PARTITION_CHECK_MS);
  partitions.unref();
  let reads = 0;
  let closed = false;
  return {
    pool,
    orgs: postgresOrgStore(pool),
    policies: postgresPolicyStore(pool),
    apiKeys: postgresApiKeyStore(pool),
    licenses: postgresLicenseStore(pool),
    audit: postgresAuditStore(pool),
    analytics: postgresAnalyticsStore(pool),
    secrets: postgresSecretStore(pool),
    forwarding: postgresForwardingStore(pool),
    signingKeys: postgresSigningKeyStore(pool),
    rateLimits: postgresRateLimitStore(pool),
    falsePositives: postgresFalsePositiveStore(pool),
    credentialsVersion: () => ++reads,
    dataVersion: () => ++reads,
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(partitions);
      await pool.end();
    },
  };
}
