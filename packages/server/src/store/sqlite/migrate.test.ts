import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return pathToFileURL(`${dir}/`);
}

describe('migrations', () => {
  it('ship numbered from 001 and create the schema', () => {
    const migrations = readMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: 'initial' });
    const db = new Database(':memory:');
    expect(migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['orgs', 'licenses', 'policies', 'api_keys', 'audit_events', 'daily_stats', 'daily_detections', 'server_secrets']));
  });

  it('apply each migration once, in order, so a restart applies nothing', () => {
    const dir = folder({ '001_a.sql': 'CREATE TABLE a (x);', '002_b.sql': 'CREATE TABLE b (y);' });
    const db = new Database(':memory:');
    expect(migrate(db, readMigrations(dir))).toEqual([1, 2]);
    expect(migrate(db, readMigrations(dir))).toEqual([]);
  });

  it('roll back a failing migration whole and stop there', () => {
    const dir = folder({ '001_a.sql': 'CREATE TABLE a (x);', '002_bad.sql': 'CREATE TABLE c (z); SELECT * FROM missing;' });
    const db = new Database(':memory:');
    expect(() => migrate(db, readMigrations(dir))).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").get()).toBeUndefined();
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
  });

  it('refuse duplicate numbers and apply a later-landing lower number on the next start', () => {
    expect(() => readMigrations(folder({ '001_a.sql': '', '001_b.sql': '' }))).toThrow(/share the number 1/);
    const db = new Database(':memory:');
    expect(migrate(db, readMigrations(folder({ '001_a.sql': 'CREATE TABLE a (x);', '003_c.sql': 'CREATE TABLE c (x);' })))).toEqual([1, 3]);
    const all = folder({ '001_a.sql': 'CREATE TABLE a (x);', '002_b.sql': 'CREATE TABLE b (x);', '003_c.sql': 'CREATE TABLE c (x);' });
    expect(migrate(db, readMigrations(all))).toEqual([2]);
  });
});

describe('010_daily_rejected', () => {
  it('moves rejected checks counted before it out of checks and bytes into their own counter', () => {
    const migrations = readMigrations();
    const before = migrations.filter((m) => m.version < 10);
    const db = new Database(':memory:');
    migrate(db, before);
    db.exec(`INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', 't', 't');
      INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
        input_type, source_type, actor_id, input_size_bytes, detected, created_at) VALUES
        ('pf_1', 'org_1', 'p', 'P', 'v', 'AI_TOOL', 'ALLOWED', 's', 'text', 'API', 'a', 5, '[]', '2026-03-01T10:00:00.000Z'),
        ('pf_2', 'org_1', 'p', 'P', 'v', 'AI_TOOL', 'REJECTED', 's', 'text', 'API', 'a', 7, '[]', '2026-03-01T11:00:00.000Z');
      INSERT INTO daily_stats VALUES ('org_1', '2026-03-01', 2, 1, 0, 0, 12, 0);`);
    migrate(db, migrations);
    expect(db.prepare('SELECT checks, bytes, rejected FROM daily_stats').get()).toEqual({ checks: 1, bytes: 5, rejected: 1 });
  });
});
