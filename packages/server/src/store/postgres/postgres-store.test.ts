import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../test-support/test-database.js';
import { describeStoreContract } from '../contract.js';
import { openPostgresStore } from './index.js';
import { migratePostgres, readPostgresMigrations } from './migrate.js';

describeStoreContract('PostgreSQL', async () => openPostgresStore({ url: await createTestDatabase() }));

describe('PostgreSQL migrations', () => {
  let url: string;
  beforeAll(async () => {
    url = await createTestDatabase();
  });

  it('run once when replicas start together, and a restart applies nothing', async () => {
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: url }));
    try {
      const applied = await Promise.all(pools.map((pool) => migratePostgres(pool)));
      const all = readPostgresMigrations().map((m) => m.version);
      expect(applied.flat().sort()).toEqual(all);
      expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1);
      expect(await migratePostgres(pools[0])).toEqual([]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('refuse a database migrated by a newer release', async () => {
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migratePostgres(pool);
      await pool.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'from_the_future', 'now')");
      await expect(migratePostgres(pool)).rejects.toThrow(/newer than this release knows \(migration 999/);
      await expect(openPostgresStore({ url })).rejects.toMatchObject({ code: 'SCHEMA_TOO_NEW' });
    } finally {
      await pool.end();
    }
  });
});

