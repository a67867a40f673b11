import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../test-support/test-database.js';
import { describeStoreContract } from '../contract.js';
import { openPostgresStore } from './index.js';
import { migratePostgres, readPostgresMigrations } from './migrate.js';
import { maintainPartitions } from './partitions.js';

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

describe('PostgreSQL audit partitions', () => {
  const T = '2030-01-20T10:00:00.000Z';
  const record = (id: string, createdAt: string) => ({
    preflightId: id, orgId: 'org_1', policyId: 'pol_1', policyName: 'Default', policyVersion: 'v1', destination: 'AI_TOOL',
    decision: 'BLOCKED' as const, summary: 'Blocked', inputType: 'text' as const, sourceType: 'API', actorId: 'a', inputSizeBytes: 10,
    detected: [{ type: 'EMAIL', count: 1, sample: null }], content: null, maskedContent: null, maskedFile: null, createdAt,
  });

  it("makes the partitions of the clock it is given at open, not of the machine's", async () => {
    const store = await openPostgresStore({ url: await createTestDatabase() }, { clock: { now: () => new Date('2041-11-05T08:00:00.000Z') } });
    try {
      const made = await store.pool.query("SELECT relname FROM pg_class WHERE relkind = 'r' AND relname ~ '^audit_events_[0-9]{4}_[0-9]{2}$' ORDER BY relname");
      expect(made.rows.map((row) => row.relname)).toEqual(['audit_events_2041_11', 'audit_events_2041_12', 'audit_events_2042_01']);
    } finally {
      await store.close();
    }
  });

  it('holds each month in its own partition, made ahead; retention drops whole months with their counters', async () => {
    const store = await openPostgresStore({ url: await createTestDatabase() });
    try {
      await store.pool.query("INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', $1, $1)", [T]);
      expect((await maintainPartitions(store.pool, new Date(T), 0)).created).toEqual(['audit_events_2030_01', 'audit_events_2030_02', 'audit_events_2030_03']);
      const partitionOf = async (id: string) =>
        (await store.pool.query('SELECT tableoid::regclass::text AS p FROM audit_events WHERE preflight_id = $1', [id])).rows[0]?.p;

      await store.audit.recordCheck(record('pf_jan', T));
      await store.audit.recordCheck(record('pf_jun', '2030-06-02T10:00:00.000Z'));
      expect(await partitionOf('pf_jan')).toBe('audit_events_2030_01');
      expect(await partitionOf('pf_jun')).toBe('audit_events_default');
      // An id is unique across months, not only within one.
      await expect(store.audit.recordCheck(record('pf_jan', '2030-02-01T10:00:00.000Z'))).rejects.toThrow(/exists already/);

      // Making June's partition moves June's row out of the default partition.
      expect((await maintainPartitions(store.pool, new Date('2030-05-10T00:00:00.000Z'), 0)).created).toEqual([
        'audit_events_2030_05', 'audit_events_2030_06', 'audit_events_2030_07',
      ]);
      expect(await partitionOf('pf_jun')).toBe('audit_events_2030_06');
      expect((await store.audit.get('pf_jun'))?.createdAt).toBe('2030-06-02T10:00:00.000Z');

      const work = await maintainPartitions(store.pool, new Date('2030-07-10T00:00:00.000Z'), 3);
      expect(work.dropped).toEqual(expect.arrayContaining(['audit_events_2030_01', 'audit_events_2030_02', 'audit_events_2030_03']));
      expect(work.dropped).not.toContain('audit_events_2030_05');
      expect(await store.audit.get('pf_jan')).toBeNull();
      expect(await store.analytics.dailyTotals({ fromDate: '2030-01-01', toDate: '2030-12-31' }, 'org_1')).toEqual([
        expect.objectContaining({ date: '2030-06-02', checks: 1 }),
      ]);
      const all = await store.audit.list({ limit: 10, offset: 0, orgId: 'org_1', search: 'blocked', from: '2030-01-01T00:00:00.000Z', to: '2031-01-01T00:00:00.000Z' });
      expect([all.total, all.items.map((i) => i.preflightId)]).toEqual([1, ['pf_jun']]);
      await store.audit.recordCheck(record('pf_jan', '2030-07-11T10:00:00.000Z'));
    } finally {
      await store.close();
    }
  });
});
