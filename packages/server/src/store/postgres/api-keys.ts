import { type ApiKeyRow, toApiKey } from '../rows.js';
import type { ApiKeyStore } from '../types.js';
import { changed, first, rows, type Db } from './db.js';

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
      return row ? toApiKey(row) : null;
    },
    async listByOrg(orgId) {
      return (await rows<ApiKeyRow>(db, 'SELECT * FROM api_keys WHERE org_id = $1 ORDER BY created_at, key_id', [orgId])).map(toApiKey);
    },
    async delete(orgId, keyId) {
      return (await changed(db, 'DELETE FROM api_keys WHERE org_id = $1 AND key_id = $2', [orgId, keyId])) > 0;
    },
  };
}
