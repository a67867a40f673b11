import type { ApiKeyRecord, ApiKeyStore } from '../types.js';
import { changed, first, rows, type Db } from './db.js';

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

export function postgresApiKeyStore(db: Db): ApiKeyStore {
  return {
    async insert(k) {
      await db.query(
        'INSERT INTO api_keys (key_id, org_id, name, key_hash, key_prefix, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [k.keyId, k.orgId, k.name, k.keyHash, k.keyPrefix, k.createdAt],
      );
    },
    async findByHash(keyHash) {
      const row = await first<ApiKeyRow>(db, 'SELECT * FROM api_keys WHERE key_hash = $1', [keyHash]);
      return row ? toKey(row) : null;
    },
    async listByOrg(orgId) {
      return (await rows<ApiKeyRow>(db, 'SELECT * FROM api_keys WHERE org_id = $1 ORDER BY created_at, key_id', [orgId])).map(toKey);
    },
    async delete(orgId, keyId) {
      return (await changed(db, 'DELETE FROM api_keys WHERE org_id = $1 AND key_id = $2', [orgId, keyId])) > 0;
    },
  };
}
