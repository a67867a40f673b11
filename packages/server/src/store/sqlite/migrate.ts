import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from 'better-sqlite3';

/** Bundled builds copy the .sql files next to the bundle, so this resolves in source and dist alike. */
const migrationsDir = new URL('./migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Reads `NNN_name.sql` files in version order. Numbers must be unique; a gap is allowed, so a
 * migration written in parallel with an earlier-numbered one can land first.
 */
export function readMigrations(dir: URL = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(new URL(file, dir), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migration.version === migrations[index - 1].version) {
      throw new Error(`Two migrations share the number ${migration.version} (${migration.name})`);
    }
  });
  return migrations;
}

/** Applies every migration not yet recorded, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
