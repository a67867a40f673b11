import type { LicenseRow } from '../rows.js';
import type { LicenseRecord, LicenseStore } from '../types.js';
import { changed, first, rows, transaction, type Db, type Queryable } from './db.js';
import { insertPolicy } from './policies.js';

const toLicense = (row: LicenseRow): LicenseRecord => ({
  licenseId: row.license_id,
  orgId: row.org_id,
  keyHash: row.key_hash,
  keyPrefix: row.key_prefix,
  licenseType: row.license_type,
  status: row.status,
  expiresAt: row.expires_at,
  maxChecksPerMonth: row.max_checks_per_month,
  defaultPolicyGroup: row.default_policy_group,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function insertLicense(db: Queryable, l: LicenseRecord): Promise<void> {
  await db.query(
    `INSERT INTO licenses (license_id, org_id, key_hash, key_prefix, license_type, status, expires_at,
       max_checks_per_month, default_policy_group, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [l.licenseId, l.orgId, l.keyHash, l.keyPrefix, l.licenseType, l.status, l.expiresAt, l.maxChecksPerMonth, l.defaultPolicyGroup, l.createdAt, l.updatedAt],
  );
}

/**
 * Locks the month's shard-0 row of the license (creating it) and returns the checks counted in
 * all its shards. While the lock is held no other transaction can count a limited check of that
 * license and month, on any replica, so a decision against the sum is exact.
 */
export async function lockedUsage(tx: Queryable, licenseId: string, month: string): Promise<number> {
  await tx.query(
    `INSERT INTO license_usage (license_id, month, shard, used) VALUES ($1, $2, 0, 0)
     ON CONFLICT (license_id, month, shard) DO UPDATE SET used = license_usage.used`,
    [licenseId, month],
  );
  const sum = await first<{ n: number }>(tx, 'SELECT COALESCE(SUM(used), 0) AS n FROM license_usage WHERE license_id = $1 AND month = $2', [licenseId, month]);
  return sum?.n ?? 0;
}

/** Counts one check unless `limit` are counted already (null: unlimited); exact across replicas. */
async function consumeCheck(db: Db, licenseId: string, month: string, limit: number | null): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  return transaction(db, async (tx) => {
    if (limit !== null && (await lockedUsage(tx, licenseId, month)) >= limit) return false;
    await tx.query(
      `INSERT INTO license_usage (license_id, month, shard, used) VALUES ($1, $2, 0, 1)
       ON CONFLICT (license_id, month, shard) DO UPDATE SET used = license_usage.used + 1`,
      [licenseId, month],
    );
    return true;
  });
}

export function postgresLicenseStore(db: Db): LicenseStore {
  const find = async (licenseId: string) => {
    const row = await first<LicenseRow>(db, 'SELECT * FROM licenses WHERE license_id = $1', [licenseId]);
    return row ? toLicense(row) : null;
  };
  return {
    get: find,
    async findByKeyHash(keyHash) {
      const row = await first<LicenseRow>(db, 'SELECT * FROM licenses WHERE key_hash = $1', [keyHash]);
      return row ? toLicense(row) : null;
    },
    async listByOrg(orgId) {
      return (await rows<LicenseRow>(db, 'SELECT * FROM licenses WHERE org_id = $1 ORDER BY created_at, license_id', [orgId])).map(toLicense);
    },
    async insertWithPolicy(license, defaultPolicy) {
      await transaction(db, async (tx) => {
        await insertLicense(tx, license);
        await insertPolicy(tx, defaultPolicy);
      });
    },
    async update(licenseId, changes) {
      // `maxChecksPerMonth: null` means unlimited, so "leave as is" is told apart by a flag.
      const row = await first<LicenseRow>(
        db,
        `UPDATE licenses SET license_type = COALESCE($1, license_type), expires_at = COALESCE($2, expires_at),
           max_checks_per_month = CASE WHEN $3 THEN $4::integer ELSE max_checks_per_month END, updated_at = $5
         WHERE license_id = $6 RETURNING *`,
        [
          changes.licenseType ?? null, changes.expiresAt ?? null, changes.maxChecksPerMonth !== undefined,
          changes.maxChecksPerMonth ?? null, changes.updatedAt, licenseId,
        ],
      );
      return row ? toLicense(row) : null;
    },
    async revoke(licenseId, at) {
      return transaction(db, async (tx) => {
        if ((await changed(tx, "UPDATE licenses SET status = 'revoked', updated_at = $1 WHERE license_id = $2", [at, licenseId])) === 0) return false;
        await tx.query('UPDATE policies SET is_active = false, updated_at = $1 WHERE license_id = $2', [at, licenseId]);
        return true;
      });
    },
    consumeCheck: (licenseId, month, limit) => consumeCheck(db, licenseId, month, limit),
    async releaseCheck(licenseId, month) {
      await db.query(
        `UPDATE license_usage SET used = used - 1 WHERE (license_id, month, shard) = (
           SELECT license_id, month, shard FROM license_usage WHERE license_id = $1 AND month = $2 AND used > 0 ORDER BY shard LIMIT 1)`,
        [licenseId, month],
      );
    },
    async checksUsed(licenseId, month) {
      const sum = await first<{ n: number }>(db, 'SELECT COALESCE(SUM(used), 0) AS n FROM license_usage WHERE license_id = $1 AND month = $2', [licenseId, month]);
      return sum?.n ?? 0;
    },
  };
}
