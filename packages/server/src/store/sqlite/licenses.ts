import type { Database } from 'better-sqlite3';
import type { LicenseRow } from '../rows.js';
import type { LicenseRecord, LicenseStore, PolicyRecord } from '../types.js';
import { insertPolicy } from './policies.js';

export const toLicense = (row: LicenseRow): LicenseRecord => ({
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

export function insertLicense(db: Database, license: LicenseRecord): void {
  db.prepare(
    `INSERT INTO licenses (license_id, org_id, key_hash, key_prefix, license_type, status, expires_at,
       max_checks_per_month, default_policy_group, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    license.licenseId,
    license.orgId,
    license.keyHash,
    license.keyPrefix,
    license.licenseType,
    license.status,
    license.expiresAt,
    license.maxChecksPerMonth,
    license.defaultPolicyGroup,
    license.createdAt,
    license.updatedAt,
  );
}

/** Counts one check unless `limit` are counted already; atomic, so it can run inside another transaction too. */
export function prepareConsumeCheck(db: Database): (licenseId: string, month: string, limit: number | null) => boolean {
  // The WHERE of the upsert refuses the increment at the limit; no row comes back then.
  const consume = db.prepare(
    `INSERT INTO license_usage (license_id, month, used) VALUES (@licenseId, @month, 1)
     ON CONFLICT (license_id, month) DO UPDATE SET used = used + 1 WHERE @limit IS NULL OR used < @limit
     RETURNING used`,
  );
  return (licenseId, month, limit) => {
    if (limit !== null && limit <= 0) return false;
    return consume.get({ licenseId, month, limit }) !== undefined;
  };
}

export function sqliteLicenseStore(db: Database): LicenseStore {
  const byId = db.prepare('SELECT * FROM licenses WHERE license_id = ?');
  const byHash = db.prepare('SELECT * FROM licenses WHERE key_hash = ?');
  const byOrg = db.prepare('SELECT * FROM licenses WHERE org_id = ? ORDER BY created_at, license_id');
  const update = db.prepare(
    `UPDATE licenses SET license_type = ?, expires_at = ?, max_checks_per_month = ?, updated_at = ?
     WHERE license_id = ?`,
  );
  const markRevoked = db.prepare("UPDATE licenses SET status = 'revoked', updated_at = ? WHERE license_id = ?");
  const deactivatePolicies = db.prepare('UPDATE policies SET is_active = 0, updated_at = ? WHERE license_id = ?');
  const consume = prepareConsumeCheck(db);
  const release = db.prepare('UPDATE license_usage SET used = used - 1 WHERE license_id = ? AND month = ? AND used > 0');
  const used = db.prepare('SELECT used FROM license_usage WHERE license_id = ? AND month = ?');

  const find = (licenseId: string) => {
    const row = byId.get(licenseId) as LicenseRow | undefined;
    return row ? toLicense(row) : null;
  };
  const insertWithPolicy = db.transaction((license: LicenseRecord, policy: PolicyRecord) => {
    insertLicense(db, license);
    insertPolicy(db, policy);
  });
  const revoke = db.transaction((licenseId: string, at: string): boolean => {
    if (markRevoked.run(at, licenseId).changes === 0) return false;
    deactivatePolicies.run(at, licenseId);
    return true;
  });

  return {
    async get(licenseId) {
      return find(licenseId);
    },
    async findByKeyHash(keyHash) {
      const row = byHash.get(keyHash) as LicenseRow | undefined;
      return row ? toLicense(row) : null;
    },
    async listByOrg(orgId) {
      return (byOrg.all(orgId) as LicenseRow[]).map(toLicense);
    },
    async insertWithPolicy(license, defaultPolicy) {
      insertWithPolicy(license, defaultPolicy);
    },
    async update(licenseId, changes) {
      const current = find(licenseId);
      if (!current) return null;
      update.run(
        changes.licenseType ?? current.licenseType,
        changes.expiresAt ?? current.expiresAt,
        changes.maxChecksPerMonth === undefined ? current.maxChecksPerMonth : changes.maxChecksPerMonth,
        changes.updatedAt,
        licenseId,
      );
      return find(licenseId);
    },
    async revoke(licenseId, at) {
      return revoke(licenseId, at);
    },
    async consumeCheck(licenseId, month, limit) {
      return consume(licenseId, month, limit);
    },
    async releaseCheck(licenseId, month) {
      release.run(licenseId, month);
    },
    async checksUsed(licenseId, month) {
      return (used.get(licenseId, month) as { used: number } | undefined)?.used ?? 0;
    },
  };
}
