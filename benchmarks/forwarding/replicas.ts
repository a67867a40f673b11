import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createKeyRing } from '../../packages/server/src/crypto/master-key.js';
import { sealCredential } from '../../packages/server/src/forwarding/credential.js';
import { openPostgresStore } from '../../packages/server/src/store/postgres/index.js';
import { startBenchPostgres } from '../postgres.js';
import { benchRecord } from './setup.js';

const WORKER = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

function startWorker(url: string, certFile: string, masterKey: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, certFile, masterKey], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The drain time of a `backlog`-event queue on PostgreSQL with 1 to `maxReplicas` forwarding
 * workers, each in its own process with its own connection pool, claiming with SKIP LOCKED.
 */
export async function drainByReplicas(receiverUrl: string, certFile: string, backlog: number, maxReplicas: number): Promise<string[]> {
  const { url, cluster } = await startBenchPostgres();
  const masterKey = randomBytes(32).toString('base64');
  const store = await openPostgresStore({ url });
  const lines: string[] = [];
  try {
    const now = new Date().toISOString();
    await store.pool.query("INSERT INTO orgs VALUES ('org_bench', 'Bench', 'bench', '{}', $1, $1)", [now]);
    await store.forwarding.insertDestination({
      destinationId: 'fwd_bench', orgId: 'org_bench', url: receiverUrl, authHeaderName: 'Authorization',
      authHeaderSealed: sealCredential('Bearer fake-EXAMPLE-benchmark-token', 'fwd_bench', createKeyRing(Buffer.from(masterKey, 'base64'))),
      enabled: true, lastError: null, lastSuccessAt: null, lastFailureAt: null, createdAt: now, updatedAt: now,
    });
    for (let replicas = 1; replicas <= maxReplicas; replicas++) {
      const queueStart = performance.now();
      // Recorded 500 at a time, so group commit writes them as it would under load.
      for (let n = 0; n < backlog; n += 500) {
        await Promise.all(Array.from({ length: Math.min(500, backlog - n) }, (_, i) => store.audit.recordCheck(benchRecord(`org_bench`, replicas * backlog + n + i))));
      }
      const queueMs = performance.now() - queueStart;
      const workers = await Promise.all(Array.from({ length: replicas }, () => startWorker(url, certFile, masterKey)));
      const start = performance.now();
      while ((await store.forwarding.countJobs()).queued > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const elapsed = performance.now() - start;
      await Promise.all(workers.map(stop));
      const { failed } = await store.forwarding.countJobs();
      if (failed > 0) throw new Error(`${failed} deliveries were dead-lettered; the figures would be wrong`);
      lines.push(
        `PostgreSQL, ${replicas} replica${replicas > 1 ? 's' : ''}: ${backlog} queued events (queued in ${(queueMs / 1000).toFixed(1)} s) ` +
          `drained in ${(elapsed / 1000).toFixed(1)} s = ${Math.round((backlog / elapsed) * 1000)} events/s`,
      );
    }
  } finally {
    await store.close();
    await cluster.stop();
  }
  return lines;
}
