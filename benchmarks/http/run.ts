import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { backendArgs } from '../postgres.js';
import { startProcess, stopProcess } from './processes.js';
import { auditOnPostgres } from './postgres-audit.js';
import { checksByBackend } from './replicas.js';
import { seedAudit } from './seed-audit.js';

/**
 * HTTP load benchmark. Measures in one run, on this machine, with the load generator sharing it:
 * POST /api/preflight/text (1 KB body, 50 connections) beside a bare Hono echo of the same body,
 * then GET /api/audit and the organization analytics with 1,000,000 audit rows.
 * Run after `pnpm build`: `pnpm --filter @preflight/benchmarks http`.
 *
 * With `--backend postgres [--replicas N]`: the check route on SQLite, then on PostgreSQL with 1
 * to N server processes sharing one local database, in the same run; then the audit and
 * analytics routes on PostgreSQL with BENCH_PG_AUDIT_ROWS (10,000,000) rows, one connection.
 */

const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const ECHO = fileURLToPath(new URL('./echo-server.ts', import.meta.url));
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
// Fixed example administrator key for the benchmark's throwaway database only.
const ADMIN_KEY = `pfa_${'BENCHMARKONLYEXAMPLEKEY'.padEnd(40, '0')}`;

/** About 1 KB of ordinary prose with two findings (fake example values). */
const TEXT = (
  'Hi team, following up on the quarterly planning notes from Tuesday. Please send the revised ' +
  'forecast to planning.lead@example.com before Friday and call me at +1 415 555 0134 if anything ' +
  'is unclear. '
).padEnd(1000, 'The roadmap review covers onboarding, billing clean-up and the support backlog. ');
const BODY = JSON.stringify({ text: TEXT, destination: 'AI_TOOL' });

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** YYYY-MM-DD of `daysAgo` days before today (UTC). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: DURATION_S, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error('Build first: pnpm build');
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-bench-'));
  const serverEnv = { PREFLIGHT_ADMIN_KEY: ADMIN_KEY, PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0', PREFLIGHT_HOST: '127.0.0.1' };
  const serveArgs = [CLI, 'serve', '--port', '0', '--data-dir', dataDir];
  const auth = { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' };
  try {
    // Create the organization through the API, then seed its audit log directly.
    let server = await startProcess(process.execPath, serveArgs, serverEnv);
    const org = await (await fetch(`${server.url}/api/orgs`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Bench' }) })).json();
    await stopProcess(server.child);
    const seedStart = performance.now();
    seedAudit(join(dataDir, 'preflight.db'), org.org_id, org.default_policy.policy_id, AUDIT_ROWS);
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

    server = await startProcess(process.execPath, serveArgs, serverEnv);
    const echo = await startProcess(process.execPath, ['--import', 'tsx', ECHO]);
    const post = { method: 'POST' as const, body: BODY, connections: 50 };
    const checkHeaders = { 'X-Service-API-Key': org.default_policy.api_key, 'Content-Type': 'application/json' };
    try {
      // Warm both up (JIT, compiled checker) before measuring.
      await autocannon({ url: `${echo.url}/echo`, ...post, duration: 2, headers: { 'Content-Type': 'application/json' } });
      await autocannon({ url: `${server.url}/api/preflight/text`, ...post, duration: 2, headers: checkHeaders });
      const bare = await load('bare Hono echo, 1 KB JSON', { url: `${echo.url}/echo`, ...post, headers: { 'Content-Type': 'application/json' } });
      const check = await load('POST /api/preflight/text, 1 KB', { url: `${server.url}/api/preflight/text`, ...post, headers: checkHeaders });
      const reads = { connections: 10, headers: { Authorization: `Bearer ${ADMIN_KEY}` } };
      // Scans of the whole log run last and with 2 connections: their backlog would otherwise spill into the next scenario.
      const scans = { connections: 2, headers: reads.headers };
      const o = `${server.url}/api/orgs/${org.org_id}`;
      // The cursor a client paging 50 at a time would hold after `depth` rows.
      const cursorAt = async (depth: number) =>
        ((await (await fetch(`${server.url}/api/audit?org_id=${org.org_id}&limit=1&offset=${depth - 1}`, { headers: reads.headers })).json()) as { next_cursor: string }).next_cursor;
      const readFigures = [
        await load('GET /api/audit (newest 50, all orgs)', { url: `${server.url}/api/audit`, ...reads }),
        await load('GET /api/audit?org_id (newest 50)', { url: `${server.url}/api/audit?org_id=${org.org_id}`, ...reads }),
        await load('GET /api/audit?org_id&from&to (a day)', { url: `${server.url}/api/audit?org_id=${org.org_id}&from=${day(30)}&to=${day(30)}`, ...reads }),
        await load('GET …/analytics?period=90d', { url: `${o}/analytics?period=90d`, ...reads }),
        await load('GET …/analytics/timeseries?period=90d', { url: `${o}/analytics/timeseries?period=90d`, ...reads }),
        await load('GET …/analytics/detections?period=90d', { url: `${o}/analytics/detections?period=90d`, ...reads }),
        await load('GET /api/analytics?period=90d', { url: `${server.url}/api/analytics?period=90d`, ...reads }),
        await load('GET /api/audit?org_id&cursor (500,000 rows deep)', { url: `${server.url}/api/audit?org_id=${org.org_id}&cursor=${await cursorAt(500_000)}`, ...reads }),
        await load('GET /api/audit?org_id&offset=500000', { url: `${server.url}/api/audit?org_id=${org.org_id}&offset=500000`, ...scans }),
        await load('GET /api/audit?search=blocked', { url: `${server.url}/api/audit?org_id=${org.org_id}&search=blocked`, ...scans }),
      ];

      const rows = [bare, check, ...readFigures];
      console.log(`\nHTTP benchmark: ${DURATION_S} s per scenario, audit log seeded with ${AUDIT_ROWS} rows in ${seedSeconds} s`);
      console.table(rows.map((r) => ({ scenario: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx': r.non2xx })));
      const ratio = check.rps / bare.rps;
      console.log(`check / bare echo requests per second: ${(ratio * 100).toFixed(1)}% (target ≥ 40%)`);
      console.log(`check p99: ${check.p99} ms (target < 25 ms)`);
    } finally {
      await stopProcess(echo.child);
      await stopProcess(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { postgres, replicas } = backendArgs();
if (postgres) {
  if (!existsSync(CLI)) throw new Error('Build first: pnpm build');
  const rows = await checksByBackend(CLI, BODY, ADMIN_KEY, replicas, DURATION_S);
  console.log(`\nPOST /api/preflight/text, 1 KB, 50 connections, ${DURATION_S} s per scenario (p50/p99: the slowest replica's)`);
  console.table(rows.map((r) => ({ scenario: r.name, 'checks/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx': r.non2xx })));
  const auditRows = Number(process.env.BENCH_PG_AUDIT_ROWS ?? 10_000_000);
  if (auditRows > 0) {
    const audit = await auditOnPostgres(CLI, ADMIN_KEY, auditRows, DURATION_S);
    console.log(`\nPostgreSQL audit log of ${auditRows} rows (seeded in ${audit.seedSeconds.toFixed(0)} s), 1 connection, ${DURATION_S} s per scenario (target: p99 < 50 ms)`);
    console.table(audit.figures.map((r) => ({ scenario: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx': r.non2xx })));
  }
} else {
  await main();
}
