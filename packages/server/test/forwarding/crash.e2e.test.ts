import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/sqlite/index.js';
import { checkRecord, FAKE_CREDENTIAL } from './fixtures.js';
import { startReceiver } from './receiver.js';
import { makeTestCertificate } from './tls-fixture.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI_SOURCE = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const ADMIN_KEY = `pfa_${'E'.repeat(8)}${randomBytes(16).toString('hex')}`;
const EVENTS = 1_000;

const dataDir = mkdtempSync(join(tmpdir(), 'preflight-fwd-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `preflight serve` from source in its own process, with a fast forwarding schedule. */
function serve(caFile: string, masterKey: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_SOURCE, 'serve', '--port', '0', '--data-dir', dataDir], {
    cwd: REPO,
    env: {
      ...process.env,
      PREFLIGHT_ADMIN_KEY: ADMIN_KEY,
      PREFLIGHT_MASTER_KEY: masterKey,
      PREFLIGHT_LOG_LEVEL: 'error',
      PREFLIGHT_ALLOW_PRIVATE_DESTINATIONS: '1',
      PREFLIGHT_FORWARD_PORTS: 'any',
      PREFLIGHT_FORWARD_CA_FILE: caFile,
      PREFLIGHT_FORWARD_INTERVAL_MS: '50',
      PREFLIGHT_FORWARD_TIMEOUT_MS: '1000',
      PREFLIGHT_FORWARD_BACKOFF_MS: '50,100,200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    const poll = setInterval(() => {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ child, url, output: () => out });
    }, 20);
  });
}

const exited = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('forwarding survives kill -9', () => {
  it('delivers all 1,000 distinct events after the server is killed mid-delivery and restarted', { timeout: 120_000 }, async () => {
    const certificate = makeTestCertificate();
    const receiver = await startReceiver(certificate, () => ({ status: 202, delayMs: 10 }));
    const masterKey = randomBytes(32).toString('base64');
    try {
      const setup = await serve(certificate.certFile, masterKey);
      const call = async (path: string, json: unknown) => {
        const res = await fetch(setup.url + path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        });
        return (await res.json()) as Record<string, string>;
      };
      const org = await call('/api/orgs', { name: 'Crash Test' });
      await call(`/api/orgs/${org.org_id}/forwarding-destinations`, {
        url: receiver.url,
        auth_header_name: 'Authorization',
        auth_header_value: FAKE_CREDENTIAL,
      });
      await exited(setup.child, 'SIGTERM');

      // Queue the events through the audit write while no server runs, so all 1,000 wait together.
      const store = openSqliteStore(join(dataDir, 'preflight.db'));
      for (let n = 0; n < EVENTS; n++) await store.audit.recordCheck(checkRecord(org.org_id as string, n, new Date().toISOString()));
      expect(await store.forwarding.countJobs()).toEqual({ queued: EVENTS, failed: 0 });

      const first = await serve(certificate.certFile, masterKey);
      await waitFor(() => receiver.requests.length >= 150, 60_000);
      await exited(first.child, 'SIGKILL');
      const deliveredBeforeCrash = receiver.eventIds().size;
      expect(deliveredBeforeCrash).toBeLessThan(EVENTS);

      const second = await serve(certificate.certFile, masterKey);
      try {
        await waitFor(() => receiver.eventIds().size === EVENTS, 60_000);
        await waitFor(() => receiver.requests.length >= EVENTS, 1_000);
      } finally {
        await exited(second.child, 'SIGTERM');
      }
      expect(receiver.eventIds().size).toBe(EVENTS);
      expect(await store.forwarding.countJobs()).toEqual({ queued: 0, failed: 0 });
      await store.close();

      // The credential never reaches the database files in clear text (main file, WAL or journal).
      for (const file of readdirSync(dataDir).filter((f) => f.startsWith('preflight.db'))) {
        expect(readFileSync(join(dataDir, file)).includes('fake-EXAMPLE-credential'), file).toBe(false);
      }
    } finally {
      await receiver.close();
    }
  });
});
