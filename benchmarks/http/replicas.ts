import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchPostgres } from '../postgres.js';
import { type Started, startProcess, stopProcess } from './processes.js';

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const CONNECTIONS = 50;

/**
 * The check route on SQLite, then on PostgreSQL with 1 to `maxReplicas` server processes, with the
 * same 50 connections in all (split evenly over the replicas; one load generator per replica in
 * this process). Req/s is the sum; p50 and p99 are the slowest replica's.
 */
export async function checksByBackend(cli: string, body: string, adminKey: string, maxReplicas: number, durationS: number): Promise<Figures[]> {
  const figures: Figures[] = [];
  const baseEnv = { PREFLIGHT_ADMIN_KEY: adminKey, PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0', PREFLIGHT_HOST: '127.0.0.1', PREFLIGHT_LOG_LEVEL: 'warn' };
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-bench-'));
  try {
    const sqlite = await startProcess(process.execPath, [cli, 'serve', '--port', '0', '--data-dir', dataDir], baseEnv);
    try {
      figures.push(await measure('SQLite, 1 process', [sqlite], body, adminKey, durationS));
    } finally {
      await stopProcess(sqlite.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { url, cluster } = await startBenchPostgres();
  try {
    const env = { ...baseEnv, PREFLIGHT_DATABASE_URL: url, PREFLIGHT_MASTER_KEY: randomBytes(32).toString('base64') };
    for (let n = 1; n <= maxReplicas; n++) {
      const replicas: Started[] = [];
      try {
        for (let i = 0; i < n; i++) replicas.push(await startProcess(process.execPath, [cli, 'serve', '--port', '0'], env));
        figures.push(await measure(`PostgreSQL, ${n} replica${n > 1 ? 's' : ''}`, replicas, body, adminKey, durationS));
      } finally {
        await Promise.all(replicas.map((r) => stopProcess(r.child)));
      }
    }
  } finally {
    await cluster.stop();
  }
  return figures;
}

async function measure(name: string, servers: Started[], body: string, adminKey: string, durationS: number): Promise<Figures> {
  const auth = { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' };
  const org = await (await fetch(`${servers[0].url}/api/orgs`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `Bench ${name}` }) })).json();
  // No monthly quota, so the load is never refused.
  await fetch(`${servers[0].url}/api/licenses/${org.license_id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ max_checks_per_month: null }) });
  const options = (server: Started, duration: number): autocannon.Options => ({
    url: `${server.url}/api/preflight/text`,
    method: 'POST',
    body,
    duration,
    connections: Math.max(1, Math.floor(CONNECTIONS / servers.length)),
    headers: { 'X-Service-API-Key': org.default_policy.api_key, 'Content-Type': 'application/json' },
  });
  // Warm up (JIT, compiled checker, pools) before measuring.
  await Promise.all(servers.map((s) => autocannon(options(s, 2))));
  const results = await Promise.all(servers.map((s) => autocannon(options(s, durationS))));
  return {
    name,
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}
