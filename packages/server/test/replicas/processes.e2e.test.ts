import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test-support/test-database.js';
import { FAKE_CREDENTIAL } from '../forwarding/fixtures.js';
import { startReceiver } from '../forwarding/receiver.js';
import { makeTestCertificate } from '../forwarding/tls-fixture.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI_SOURCE = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const ADMIN_KEY = `pfa_${'R'.repeat(8)}${randomBytes(16).toString('hex')}`;
const MASTER_KEY = randomBytes(32).toString('base64');

interface Replica {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** `preflight serve` from source in its own process on the shared database, with a fast forwarding schedule. */
function replica(databaseUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_SOURCE, 'serve', '--port', '0', '--database-url', databaseUrl], {
    cwd: REPO,
    env: {
      ...process.env,
      PREFLIGHT_ADMIN_KEY: ADMIN_KEY,
      PREFLIGHT_MASTER_KEY: MASTER_KEY,
      PREFLIGHT_LOG_LEVEL: 'error',
      PREFLIGHT_CHECK_THREADS: '1',
      PREFLIGHT_ALLOW_PRIVATE_DESTINATIONS: '1',
      PREFLIGHT_FORWARD_PORTS: 'any',
      PREFLIGHT_FORWARD_INTERVAL_MS: '50',
      PREFLIGHT_FORWARD_TIMEOUT_MS: '1000',
      PREFLIGHT_FORWARD_BACKOFF_MS: '50,100,200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica did not start:\n${out}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`replica exited with ${code}:\n${out}`)));
    const poll = setInterval(() => {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, url, output: () => out });
    }, 20);
  });
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

async function call(base: string, method: string, path: string, key: string, json?: unknown, serviceKey = false) {
  const headers: Record<string, string> = serviceKey ? { 'X-Service-API-Key': key } : { Authorization: `Bearer ${key}` };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const check = (base: string, policyKey: string, text = 'mail jane.roe@example.com') =>
  call(base, 'POST', '/api/preflight/text', policyKey, { text, destination: 'AI_TOOL' }, true);

/** Runs `tasks` with at most `width` in flight. */
async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('three replicas on one PostgreSQL database, as processes', () => {
  it('share checks, revocations, a trial quota and forwarding through a SIGKILL and a restart', { timeout: 180_000 }, async () => {
    const databaseUrl = await createTestDatabase();
    const certificate = makeTestCertificate();
    const receiver = await startReceiver(certificate, () => ({ status: 202, delayMs: 5 }));
    const failing = await startReceiver(certificate, () => ({ status: 500 }));
    const env = { PREFLIGHT_FORWARD_CA_FILE: certificate.certFile };
    try {
      const replicas = await Promise.all([replica(databaseUrl, env), replica(databaseUrl, env), replica(databaseUrl, env)]);
      const [a, b, c] = replicas;

      // Checks spread over the three, all recorded in the one audit log.
      const org = (await call(a.url, 'POST', '/api/orgs', ADMIN_KEY, { name: 'Spread' })).body;
      const spread = await Promise.all(Array.from({ length: 30 }, (_, i) => check(replicas[i % 3].url, org.default_policy.api_key)));
      expect(spread.map((r) => r.status)).toEqual(new Array(30).fill(200));
      expect((await call(b.url, 'GET', `/api/audit?org_id=${org.org_id}&limit=1`, ADMIN_KEY)).body.total).toBe(30);

      // A license revoked through A refuses the next check on C.
      expect((await call(a.url, 'POST', `/api/licenses/${org.license_id}/revoke`, ADMIN_KEY)).status).toBe(204);
      expect((await check(c.url, org.default_policy.api_key)).status).toBe(403);

      // A trial allows exactly its 1,000 checks, whichever replica serves them.
      const trial = (await call(b.url, 'POST', '/api/orgs', ADMIN_KEY, { name: 'Trial' })).body;
      const statuses = (await inParallel(1_050, 30, (i) => check(replicas[i % 3].url, trial.default_policy.api_key, 'hello'))).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1_000);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50);

      // 1,000 events to a receiver while B is killed mid-delivery and C restarted; another
      // destination that always fails dead-letters each event after its third attempt.
      const [a2, b2, c2] = replicas;
      const sender = (await call(a2.url, 'POST', '/api/orgs', ADMIN_KEY, { name: 'Forwarder' })).body;
      await call(a2.url, 'PATCH', `/api/licenses/${sender.license_id}`, ADMIN_KEY, { max_checks_per_month: null });
      for (const url of [receiver.url, failing.url]) {
        const res = await call(a2.url, 'POST', `/api/orgs/${sender.org_id}/forwarding-destinations`, ADMIN_KEY, {
          url, auth_header_name: 'Authorization', auth_header_value: FAKE_CREDENTIAL,
        });
        expect(res.status).toBe(201);
      }
      // Where checks go: the replicas up at the moment. A check in flight to one that dies fails (status 0).
      let live = [a2, b2, c2];
      const sending = inParallel(1_000, 20, async (i) => {
        const target = live[i % live.length];
        return check(target.url, sender.default_policy.api_key, `event ${i}`).then((r) => r.status, () => 0);
      });
      await waitFor(() => receiver.requests.length >= 150, 60_000, 'first deliveries');
      live = [a2, c2];
      const deliveredAtKill = receiver.eventIds().size;
      await stopped(b2.child, 'SIGKILL');
      live = [a2];
      await stopped(c2.child, 'SIGTERM');
      const c3 = await replica(databaseUrl, env);
      live = [a2, c3];
      const sent = await sending;
      expect(sent.filter((s) => s === 200).length).toBeGreaterThan(900);
      expect(deliveredAtKill).toBeLessThan(sent.filter((s) => s === 200).length);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        // Every recorded check's event arrives, including those whose answer a dying replica never sent.
        const audited = Number((await db.query('SELECT COUNT(*) AS n FROM audit_events WHERE org_id = $1', [sender.org_id])).rows[0].n);
        expect(audited).toBeGreaterThanOrEqual(sent.filter((s) => s === 200).length);
        await waitFor(() => receiver.eventIds().size >= audited, 90_000, 'every event delivered');
        const ids = (await db.query('SELECT preflight_id FROM audit_events WHERE org_id = $1', [sender.org_id])).rows.map((r) => r.preflight_id);
        expect(receiver.eventIds()).toEqual(new Set(ids));
        await waitFor(
          async () => Number((await db.query("SELECT COUNT(*) AS n FROM forwarding_jobs WHERE state = 'queued'")).rows[0].n) === 0,
          90_000,
          'queue drained',
        );
        const dead = (await db.query("SELECT attempts, COUNT(*) AS n FROM forwarding_jobs WHERE state = 'failed' GROUP BY attempts")).rows;
        expect(dead).toEqual([{ attempts: 3, n: String(audited) }]);
      } finally {
        await db.end();
      }
      await Promise.all([a2, c3].map((r) => stopped(r.child, 'SIGTERM')));
    } finally {
      await receiver.close();
      await failing.close();
    }
  });

  it('refuses to start when the database cannot be reached, naming PREFLIGHT_DATABASE_URL and never the password', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI_SOURCE, 'serve', '--port', '0', '--database-url', 'postgres://preflight:s3cret-EXAMPLE@127.0.0.1:9/preflight'],
      { cwd: REPO, env: { ...process.env, PREFLIGHT_LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    child.stderr?.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(out).toMatch(/DATABASE_UNAVAILABLE: .*PREFLIGHT_DATABASE_URL/);
    expect(out).not.toContain('s3cret');
    expect(out).not.toMatch(/\n\s+at /);
  });
});
