import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createKeyRing } from '../../src/crypto/master-key.js';
import type { DeliveryRequest, DeliveryResult, Transport } from '../../src/forwarding/transport.js';
import { createForwardingWorker } from '../../src/forwarding/worker.js';
import type { Store } from '../../src/store/types.js';
import { checkRecord } from '../forwarding/fixtures.js';
import { fakeClock, openStoreOn } from '../harness.js';

const masterKeys = createKeyRing(randomBytes(32));
const T0 = '2026-03-15T10:00:00.000Z';

/** A replica's forwarding worker on its own connection pool, delivering to a receiver that takes `delayMs`. */
function replicaWorker(store: Store, delivered: string[], clock = fakeClock(), delayMs = 2) {
  const transport: Transport = {
    async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
      await sleep(delayMs);
      delivered.push(JSON.parse(request.body).event.id);
      return { ok: true, statusCode: 200 };
    },
    forget: () => {},
    close: () => {},
  };
  return createForwardingWorker({
    deliveries: { inc: () => undefined },
    store: store.forwarding,
    transport,
    clock,
    masterKeys,
    logger: pino({ level: 'silent' }),
    config: loadConfig({}).forwarding,
    baseUrl: undefined,
  });
}

async function twoReplicas() {
  const a = await openStoreOn('postgres');
  const b = await openStoreOn('postgres', a.databaseUrl);
  await a.rows("INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', ?, ?)", T0, T0);
  await a.store.forwarding.insertDestination({
    destinationId: 'fwd_1', orgId: 'org_1', url: 'https://receiver.test/in', authHeaderName: null, authHeaderSealed: null,
    enabled: true, lastError: null, lastSuccessAt: null, lastFailureAt: null, createdAt: T0, updatedAt: T0,
  });
  return { a, b };
}

describe('forwarding from replicas on one PostgreSQL database', () => {
  it('claims disjoint jobs when replicas run at the same moment, delivering each event once', async () => {
    const { a, b } = await twoReplicas();
    await Promise.all(Array.from({ length: 300 }, (_, n) => a.store.audit.recordCheck(checkRecord('org_1', n))));
    const byA: string[] = [];
    const byB: string[] = [];
    const workerA = replicaWorker(a.store, byA);
    const workerB = replicaWorker(b.store, byB);
    for (let cycle = 0; cycle < 20 && (await a.store.forwarding.countJobs()).queued > 0; cycle++) {
      await Promise.all([workerA.runOnce(), workerB.runOnce()]);
    }
    expect(await a.store.forwarding.countJobs()).toEqual({ queued: 0, failed: 0 });
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    const all = [...byA, ...byB];
    expect(all).toHaveLength(300);
    expect(new Set(all).size).toBe(300);
    expect((await a.store.forwarding.getDestination('org_1', 'fwd_1'))?.deliveredCount).toBe(300);
  });

  it('delivers the jobs of a replica that died holding them once their lease runs out, and deleting the destination clears them', async () => {
    const { a, b } = await twoReplicas();
    for (let n = 0; n < 5; n++) await a.store.audit.recordCheck(checkRecord('org_1', n));
    const clock = fakeClock();
    const nowMs = clock.now().getTime();
    // Replica A leases every job and dies before settling any.
    expect(await a.store.forwarding.claimDue(nowMs, nowMs + 30_000, 100)).toHaveLength(5);
    await a.store.close();
    const byB: string[] = [];
    const workerB = replicaWorker(b.store, byB, clock);
    expect(await workerB.runOnce()).toBe(0);
    clock.advance(30_000);
    expect(await workerB.runOnce()).toBe(5);
    expect(byB).toHaveLength(5);

    for (let n = 5; n < 8; n++) await b.store.audit.recordCheck(checkRecord('org_1', n));
    expect((await b.store.forwarding.countJobs('fwd_1')).queued).toBe(3);
    expect(await b.store.forwarding.deleteDestination('org_1', 'fwd_1')).toBe(true);
    expect(await b.store.forwarding.countJobs()).toEqual({ queued: 0, failed: 0 });
  });
});
