import type { ServerSecretStore } from '../types.js';
import { first, type Db } from './db.js';

export function postgresSecretStore(db: Db): ServerSecretStore {
  const read = async (name: string) => (await first<{ value: string }>(db, 'SELECT value FROM server_secrets WHERE name = $1', [name]))?.value ?? null;
  return {
    get: read,
    async setIfAbsent(name, value, createdAt) {
      await db.query('INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [name, value, createdAt]);
      return (await read(name)) as string;
    },
  };
}
