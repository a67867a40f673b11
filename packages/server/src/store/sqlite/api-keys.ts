import type { Database } from 'better-sqlite3';
import { type ApiKeyRow, toApiKey } from '../rows.js';
import type { ApiKeyStore } from '../types.js';

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
      return row ? toApiKey(row) : null;
    },
    async listByOrg(orgId) {
      return (byOrg.all(orgId) as ApiKeyRow[]).map(toApiKey);
    },
    async delete(orgId, keyId) {
      return remove.run(orgId, keyId).changes > 0;
    },
  };
}
