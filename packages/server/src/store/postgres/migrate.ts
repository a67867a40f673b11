import { existsSync } from 'node:fs';
import { readMigrations, type Migration } from '../sqlite/migrate.js';
import type { Db } from './db.js';

/** Bundled builds copy the .sql files to dist/postgres-migrations (dist/migrations holds SQLite's); source reads them here. */
const bundled = new URL('./postgres-migrations/', import.meta.url);
const migrationsDir = existsSync(bundled) ? bundled : new URL('./migrations/', import.meta.url);

export const readPostgresMigrations = (): Migration[] => readMigrations(migrationsDir);

/** Any 64-bit number of our own: every replica takes the same lock before migrating. */
const MIGRATION_LOCK = 0x7072_6566_6c74;

export class SchemaTooNewError extends Error {
  readonly code = 'SCHEMA_TOO_NEW';
}

/**
 * Applies every migration not yet recorded, each in its own transaction, holding a session
 * advisory lock so replicas starting together migrate once: the others wait, then find nothing
 * left to do. A database migrated by a newer release (a version this one does not know) is
 * refused, since this code cannot know what the newer schema means.
 */
export async function migratePostgres(db: Db, migrations: Migration[] = readPostgresMigrations()): Promise<number[]> {
  const session = await db.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await session.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const applied = new Set(
      (await session.query('SELECT version FROM schema_migrations')).rows.map((row: { version: number }) => row.version),
    );
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...applied].filter((v) => !known.has(v)).sort((a, b) => a - b);
    const newest = Math.max(0, ...known);
    if (unknown.some((v) => v > newest)) {
      throw new SchemaTooNewError(
        `The database's schema is newer than this release knows (migration ${unknown.at(-1)}; this release knows up to ${newest}): run the newer release, or a database of this one`,
      );
    }
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      try {
        await session.query('BEGIN');
        await session.query(migration.sql);
        await session.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version, migration.name, new Date().toISOString(),
        ]);
        await session.query('COMMIT');
      } catch (error) {
        await session.query('ROLLBACK');
        throw error;
      }
      done.push(migration.version);
    }
    return done;
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    session.release();
  }
}
