import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { maintainPartitions } from '../../packages/server/src/store/postgres/partitions.js';
import { startBenchPostgres } from '../postgres.js';
import { startProcess, stopProcess } from './processes.js';

const DAY_MS = 86_400_000;
const CHUNK = 500_000;

/** YYYY-MM-DD of `daysAgo` days before today (UTC). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * Writes `rows` metadata-only audit rows for one organization over the last 90 days straight into
 * PostgreSQL (in chunks, each with its ids; the search counts follow by trigger), then the daily
 * counters as recordCheck keeps them. Same distribution as seed-audit.ts for SQLite.
 */
async function seed(db: pg.Client, orgId: string, policyId: string, rows: number, now: number): Promise<void> {
  await db.query('SET synchronous_commit = off');
  for (let from = 0; from < rows; from += CHUNK) {
    await db.query(
      `WITH g AS (
         SELECT i, 'pf_seed_' || lpad(i::text, 9, '0') AS id,
           to_char(to_timestamp(($4::float8 - floor((i::float8 / $3) * 90 * ${DAY_MS})) / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
           (ARRAY['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED'])[i % 3 + 1] AS decision,
           (ARRAY['EMAIL', 'PHONE', 'SSN', 'CREDIT_CARD', 'AWS_ACCESS_KEY'])[i % 5 + 1] AS type
         FROM generate_series($1::bigint, $2::bigint - 1) i),
       ids AS (INSERT INTO audit_ids SELECT id, $5, created FROM g)
       INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
         input_type, source_type, actor_id, input_size_bytes, detected, created_at)
       SELECT id, $5, $6, 'Default policy', 'v1-seeded', (ARRAY['AI_TOOL', 'VENDOR', 'CUSTOMER'])[i % 3 + 1], decision,
         CASE WHEN decision = 'ALLOWED' THEN 'Allowed: 0 ' || lower(type) || ' finding(s).' ELSE 'Checked: ' || (1 + i % 3) || ' ' || lower(type) || ' finding(s).' END,
         'text', 'API', $6, 800 + i % 500,
         CASE WHEN decision = 'ALLOWED' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('type', type, 'count', 1 + i % 3, 'sample', null)) END,
         created
       FROM g`,
      [from, Math.min(rows, from + CHUNK), rows, now, orgId, policyId],
    );
  }
  await db.query('DELETE FROM daily_stats; DELETE FROM daily_detections');
  await db.query(
    `INSERT INTO daily_stats (org_id, day, shard, checks, allowed, masked, blocked, bytes, prevented_exposures, rejected)
     SELECT org_id, left(created_at, 10), 0, COUNT(*), COUNT(*) FILTER (WHERE decision = 'ALLOWED'),
       COUNT(*) FILTER (WHERE decision = 'ALLOWED_WITH_MASKING'), COUNT(*) FILTER (WHERE decision = 'BLOCKED'), SUM(input_size_bytes),
       COALESCE(SUM((detected->0->>'count')::bigint) FILTER (WHERE decision <> 'ALLOWED'), 0), 0
     FROM audit_events GROUP BY 1, 2`,
  );
  await db.query(
    `INSERT INTO daily_detections (org_id, day, type, shard, count)
     SELECT org_id, left(created_at, 10), detected->0->>'type', 0, SUM((detected->0->>'count')::bigint)
     FROM audit_events WHERE detected <> '[]'::jsonb GROUP BY 1, 2, 3`,
  );
  await db.query("UPDATE licenses SET license_type = 'enterprise', max_checks_per_month = NULL WHERE org_id = $1", [orgId]);
  await db.query('VACUUM ANALYZE');
}

export interface AuditFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/**
 * `GET /api/audit` and the organization's analytics on PostgreSQL with `rows` audit rows, one
 * connection each: the first page, a page by cursor 100,000 rows deep, one day, analytics.
 */
export async function auditOnPostgres(cli: string, adminKey: string, rows: number, durationS: number): Promise<{ seedSeconds: number; figures: AuditFigures[] }> {
  const { url, cluster } = await startBenchPostgres();
  const env = {
    PREFLIGHT_ADMIN_KEY: adminKey, PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0', PREFLIGHT_HOST: '127.0.0.1', PREFLIGHT_LOG_LEVEL: 'warn',
    PREFLIGHT_DATABASE_URL: url, PREFLIGHT_MASTER_KEY: randomBytes(32).toString('base64'),
  };
  try {
    const server = await startProcess(process.execPath, [cli, 'serve', '--port', '0'], env);
    try {
      const auth = { Authorization: `Bearer ${adminKey}` };
      const org = await (await fetch(`${server.url}/api/orgs`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Bench' }) })).json();
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const now = Date.now();
      const seedStart = performance.now();
      try {
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        // The months the seeded rows fall in get their partitions, as they would have had.
        for (let back = 4; back >= 0; back--) await maintainPartitions(pool, new Date(now - back * 30 * DAY_MS), 0);
        await pool.end();
        await seed(db, org.org_id, org.default_policy.policy_id, rows, now);
      } finally {
        await db.end();
      }
      const seedSeconds = (performance.now() - seedStart) / 1000;
      const page = `${server.url}/api/audit?org_id=${org.org_id}`;
      const deep = ((await (await fetch(`${page}&limit=1&offset=99999`, { headers: auth })).json()) as { next_cursor: string }).next_cursor;
      const one = { connections: 1, headers: auth, duration: durationS };
      const load = async (name: string, target: string): Promise<AuditFigures> => {
        await autocannon({ ...one, url: target, duration: 2 });
        const r = await autocannon({ ...one, url: target });
        return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
      };
      const figures = [
        await load('GET /api/audit?org_id (first page of 50)', page),
        await load('GET /api/audit?org_id&cursor (100,000 rows deep)', `${page}&cursor=${deep}`),
        await load('GET /api/audit?org_id&from&to (one day)', `${page}&from=${day(30)}&to=${day(30)}`),
        await load('GET …/analytics?period=90d', `${server.url}/api/orgs/${org.org_id}/analytics?period=90d`),
      ];
      return { seedSeconds, figures };
    } finally {
      await stopProcess(server.child);
    }
  } finally {
    await cluster.stop();
  }
}
