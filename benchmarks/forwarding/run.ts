import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyRing } from '../../packages/server/src/crypto/master-key.js';
import { sealCredential } from '../../packages/server/src/forwarding/credential.js';
import { openSqliteStore, type SqliteStore } from '../../packages/server/src/store/sqlite/index.js';
import { backendArgs } from '../postgres.js';
import { drainByReplicas } from './replicas.js';
import { benchRecord, benchWorker, makeCertificate, startReceiver } from './setup.js';

/**
 * Forwarding benchmark, all figures from one run on this machine (receiver in its own process,
 * sharing the cores): deliveries per second to a local HTTPS receiver with 1 and 10
 * destinations, the drain time of a 100,000-event backlog, and what queuing jobs adds to the
 * audit write. Run: `pnpm --filter @preflight/benchmarks forwarding`.
 *
 * With `--backend postgres [--replicas N]`: the backlog's drain time on PostgreSQL with 1 to N
 * replicas' workers, each in its own process (after the SQLite figures of the same run).
 */

const EVENTS = Number(process.env.BENCH_FORWARD_EVENTS ?? 20_000);
const BACKLOG = Number(process.env.BENCH_FORWARD_BACKLOG ?? 100_000);
const WRITES = Number(process.env.BENCH_FORWARD_WRITES ?? 5_000);
// Obviously fake credential for the throwaway benchmark database.
const FAKE_CREDENTIAL = 'Bearer fake-EXAMPLE-benchmark-token';

const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-forwarding-'));
const masterKeys = createKeyRing(randomBytes(32));
const store = openSqliteStore(join(dir, 'bench.db'));
let orgs = 0;

/** A new organization with `count` enabled destinations pointing at the receiver. */
async function orgWithDestinations(count: number, url: string): Promise<string> {
  const orgId = `org_bench_${++orgs}`;
  const now = new Date().toISOString();
  store.db.prepare('INSERT INTO orgs VALUES (?, ?, ?, ?, ?, ?)').run(orgId, orgId, orgId, '{}', now, now);
  for (let i = 0; i < count; i++) {
    const destinationId = `${orgId}_fwd_${i}`;
    await store.forwarding.insertDestination({
      destinationId, orgId, url, authHeaderName: 'Authorization',
      authHeaderSealed: sealCredential(FAKE_CREDENTIAL, destinationId, masterKeys),
      enabled: true, lastError: null, lastSuccessAt: null, lastFailureAt: null, createdAt: now, updatedAt: now,
    });
  }
  return orgId;
}

async function recordChecks(s: SqliteStore, orgId: string, count: number): Promise<number> {
  const start = performance.now();
  for (let n = 0; n < count; n++) await s.audit.recordCheck(benchRecord(orgId, n));
  return performance.now() - start;
}

/** Runs the worker until no job is queued; returns the elapsed milliseconds. */
async function drain(cert: string): Promise<number> {
  const { worker, close } = benchWorker(store, cert, masterKeys);
  const start = performance.now();
  worker.start();
  // Polled sparingly: counting a large backlog costs the worker's thread time.
  while ((await store.forwarding.countJobs()).queued > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  const elapsed = performance.now() - start;
  await worker.stop();
  close();
  const { failed } = await store.forwarding.countJobs();
  if (failed > 0) throw new Error(`${failed} deliveries were dead-lettered; the figures would be wrong`);
  return elapsed;
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function main() {
  const cert = makeCertificate(dir);
  const receiver = await startReceiver(cert.keyFile, cert.certFile);
  try {
    const lines: string[] = [];

    // Audit write cost: the same checks recorded for organizations with 0, 1 and 10 destinations.
    const plainMs = await recordChecks(store, await orgWithDestinations(0, receiver.url), WRITES);
    const oneMs = await recordChecks(store, await orgWithDestinations(1, receiver.url), WRITES);
    const tenMs = await recordChecks(store, await orgWithDestinations(10, receiver.url), WRITES);
    lines.push(
      `audit write, ${WRITES} checks: ${rate(WRITES, plainMs)}/s without destinations, ` +
        `${rate(WRITES, oneMs)}/s with 1 (x${(oneMs / plainMs).toFixed(2)} time), ${rate(WRITES, tenMs)}/s with 10 (x${(tenMs / plainMs).toFixed(2)} time)`,
    );
    // Deliver what those writes queued before measuring.
    await drain(cert.cert);

    const one = await orgWithDestinations(1, receiver.url);
    await recordChecks(store, one, EVENTS);
    const oneDrainMs = await drain(cert.cert);
    const oneRate = rate(EVENTS, oneDrainMs);
    lines.push(`1 destination: ${EVENTS} events delivered in ${(oneDrainMs / 1000).toFixed(2)} s = ${oneRate} events/s`);

    const ten = await orgWithDestinations(10, receiver.url);
    const tenEvents = Math.round(EVENTS / 10);
    await recordChecks(store, ten, tenEvents);
    const tenDrainMs = await drain(cert.cert);
    const tenRate = rate(tenEvents * 10, tenDrainMs);
    lines.push(
      `10 destinations: ${tenEvents} events x 10 = ${tenEvents * 10} deliveries in ${(tenDrainMs / 1000).toFixed(2)} s = ` +
        `${tenRate} deliveries/s (x${(tenRate / oneRate).toFixed(2)} of 1 destination)`,
    );

    const backlog = await orgWithDestinations(1, receiver.url);
    const queueMs = await recordChecks(store, backlog, BACKLOG);
    const backlogMs = await drain(cert.cert);
    lines.push(
      `backlog: ${BACKLOG} queued events (queued in ${(queueMs / 1000).toFixed(1)} s) drained in ${(backlogMs / 1000).toFixed(1)} s = ${rate(BACKLOG, backlogMs)} events/s`,
    );
    const { postgres, replicas } = backendArgs();
    if (postgres) lines.push(...(await drainByReplicas(receiver.url, cert.certFile, BACKLOG, replicas)));
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    receiver.child.kill('SIGTERM');
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
