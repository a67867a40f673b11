import type { PolicyRecord, PolicyStore } from '../types.js';
import { changed, first, rows, type Db, type Queryable } from './db.js';

interface PolicyRow {
  policy_id: string;
  org_id: string;
  license_id: string;
  name: string;
  is_active: boolean;
  definition: string;
  policy_version: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  updated_at: string;
}

/** Parsed policy documents by their stored text, so a policy read on every check is not parsed on every check. */
const parsed = new Map<string, unknown>();
const PARSED_LIMIT = 1_000;

function parseDefinition(text: string): unknown {
  let definition = parsed.get(text);
  if (definition === undefined) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(text, (definition = JSON.parse(text)));
  }
  return definition;
}

const toPolicy = (row: PolicyRow): PolicyRecord => ({
  policyId: row.policy_id,
  orgId: row.org_id,
  licenseId: row.license_id,
  name: row.name,
  isActive: row.is_active,
  definition: parseDefinition(row.definition),
  policyVersion: row.policy_version,
  keyHash: row.key_hash,
  keyPrefix: row.key_prefix,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function insertPolicy(db: Queryable, p: PolicyRecord): Promise<void> {
  await db.query(
    `INSERT INTO policies (policy_id, org_id, license_id, name, is_active, definition, policy_version,
       key_hash, key_prefix, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [p.policyId, p.orgId, p.licenseId, p.name, p.isActive, JSON.stringify(p.definition), p.policyVersion, p.keyHash, p.keyPrefix, p.createdAt, p.updatedAt],
  );
}

export function postgresPolicyStore(db: Db): PolicyStore {
  const one = (row: PolicyRow | null) => (row ? toPolicy(row) : null);
  return {
    insert: (policy) => insertPolicy(db, policy),
    async get(policyId) {
      return one(await first<PolicyRow>(db, 'SELECT * FROM policies WHERE policy_id = $1', [policyId]));
    },
    async findByKeyHash(keyHash) {
      return one(await first<PolicyRow>(db, 'SELECT * FROM policies WHERE key_hash = $1', [keyHash]));
    },
    async listByOrg(orgId, { limit, offset }) {
      const items = await rows<PolicyRow>(
        db, 'SELECT * FROM policies WHERE org_id = $1 ORDER BY created_at, policy_id LIMIT $2 OFFSET $3', [orgId, limit, offset],
      );
      const count = await first<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM policies WHERE org_id = $1', [orgId]);
      return { items: items.map(toPolicy), total: count?.n ?? 0 };
    },
    async update(p) {
      await db.query(
        `UPDATE policies SET name = $1, is_active = $2, definition = $3, policy_version = $4, key_hash = $5,
           key_prefix = $6, updated_at = $7 WHERE policy_id = $8`,
        [p.name, p.isActive, JSON.stringify(p.definition), p.policyVersion, p.keyHash, p.keyPrefix, p.updatedAt, p.policyId],
      );
    },
    async delete(policyId) {
      return (await changed(db, 'DELETE FROM policies WHERE policy_id = $1', [policyId])) > 0;
    },
  };
}
