import type { Database } from 'better-sqlite3';
import type { PolicyRecord, PolicyStore } from '../types.js';

interface PolicyRow {
  policy_id: string;
  org_id: string;
  license_id: string;
  name: string;
  is_active: number;
  definition: string;
  policy_version: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  updated_at: string;
}

const toPolicy = (row: PolicyRow): PolicyRecord => ({
  policyId: row.policy_id,
  orgId: row.org_id,
  licenseId: row.license_id,
  name: row.name,
  isActive: row.is_active === 1,
  definition: JSON.parse(row.definition),
  policyVersion: row.policy_version,
  keyHash: row.key_hash,
  keyPrefix: row.key_prefix,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function insertPolicy(db: Database, policy: PolicyRecord): void {
  db.prepare(
    `INSERT INTO policies (policy_id, org_id, license_id, name, is_active, definition, policy_version,
       key_hash, key_prefix, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    policy.policyId,
    policy.orgId,
    policy.licenseId,
    policy.name,
    policy.isActive ? 1 : 0,
    JSON.stringify(policy.definition),
    policy.policyVersion,
    policy.keyHash,
    policy.keyPrefix,
    policy.createdAt,
    policy.updatedAt,
  );
}

export function sqlitePolicyStore(db: Database): PolicyStore {
  const byId = db.prepare('SELECT * FROM policies WHERE policy_id = ?');
  const byHash = db.prepare('SELECT * FROM policies WHERE key_hash = ?');
  const page = db.prepare('SELECT * FROM policies WHERE org_id = ? ORDER BY created_at, policy_id LIMIT ? OFFSET ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM policies WHERE org_id = ?');
  const update = db.prepare(
    `UPDATE policies SET name = ?, is_active = ?, definition = ?, policy_version = ?, key_hash = ?,
       key_prefix = ?, updated_at = ? WHERE policy_id = ?`,
  );
  const remove = db.prepare('DELETE FROM policies WHERE policy_id = ?');
  const one = (row: unknown) => (row ? toPolicy(row as PolicyRow) : null);
  return {
    async insert(policy) {
      insertPolicy(db, policy);
    },
    async get(policyId) {
      return one(byId.get(policyId));
    },
    async findByKeyHash(keyHash) {
      return one(byHash.get(keyHash));
    },
    async listByOrg(orgId, { limit, offset }) {
      const rows = page.all(orgId, limit, offset) as PolicyRow[];
      return { items: rows.map(toPolicy), total: (count.get(orgId) as { n: number }).n };
    },
    async update(p) {
      update.run(
        p.name,
        p.isActive ? 1 : 0,
        JSON.stringify(p.definition),
        p.policyVersion,
        p.keyHash,
        p.keyPrefix,
        p.updatedAt,
        p.policyId,
      );
    },
    async delete(policyId) {
      return remove.run(policyId).changes > 0;
    },
  };
}
