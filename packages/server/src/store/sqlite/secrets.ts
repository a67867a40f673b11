import type { Database } from 'better-sqlite3';
import type { ServerSecretStore } from '../types.js';

export function sqliteSecretStore(db: Database): ServerSecretStore {
  const select = db.prepare('SELECT value FROM server_secrets WHERE name = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)');
  const read = (name: string) => (select.get(name) as { value: string } | undefined)?.value ?? null;
  return {
    async get(name) {
      return read(name);
    },
    async setIfAbsent(name, value, createdAt) {
      insert.run(name, value, createdAt);
      return read(name) as string;
    },
  };
}
