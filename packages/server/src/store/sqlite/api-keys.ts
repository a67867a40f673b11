import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord, ApiKeyStore } from '../types.js';

interface ApiKeyRow {
  key_id: string;
  org_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
}

const toKey = (row: ApiKeyRow): ApiKeyRecord => ({
  keyId: row.key_id,
  orgId: row.org_id,
  name: row.name,
  keyHash: row.key_hash,
  keyPrefix: row.key_prefix,
  createdAt: row.created_at,
});

export function sqliteApiKeyStore(db: Database): ApiKeyStore {
  const insert = db.prepare(
    'INSERT INTO api_keys (key_id, org_id, name, key_hash, key_prefix, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byHash = db.prepare('SELECT * FROM api_keys WHERE key_hash = ?');
  const byOrg = db.prepare('SELECT * FROM api_keys WHERE org_id = ? ORDER BY created_at, key_id');
  const remove = db.prepare('DELETE FROM api_keys WHERE org_id = ? AND key_id = ?');
  return {
    async insert(k) {
      insert.run(k.keyId, k.orgId, k.name, k.keyHash, k.keyPrefix, k.createdAt);
    },
    async findByHash(keyHash) {
      const row = byHash.get(keyHash) as ApiKeyRow | undefined;
      return row ? toKey(row) : null;
    },
    async listByOrg(orgId) {
      return (byOrg.all(orgId) as ApiKeyRow[]).map(toKey);
    },
    async delete(orgId, keyId) {
      return remove.run(orgId, keyId).changes > 0;
    },
  };
}
