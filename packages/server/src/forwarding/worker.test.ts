import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type Backend, BACKENDS, fakeClock, openStoreOn } from '../../test/harness.js';
import { checkRecord } from '../../test/forwarding/fixtures.js';
import { loadConfig } from '../config.js';
import { createKeyRing } from '../crypto/master-key.js';
import { sealCredential } from './credential.js';
import type { DeliveryRequest, DeliveryResult, Transport } from './transport.js';
import { backoffAfter, BATCH_SIZE, createForwardingWorker } from './worker.js';

const masterKeys = createKeyRing(randomBytes(32));

/** A transport answering from a script, remembering every request. */
function scriptedTransport(answer: (n: number, request: DeliveryRequest) => DeliveryResult | Promise<DeliveryResult>) {
  const requests: DeliveryRequest[] = [];
  const transport: Transport = {
    deliver(request) {
      requests.push(request);
      return answer(requests.length - 1, request) as Promise<DeliveryResult>;
    },
    forget: () => {},
    close: () => {},
  };
  return { transport, requests };
}

async function setUp(
  backend: Backend,
  answer: (n: number, request: DeliveryRequest) => DeliveryResult | Promise<DeliveryResult>,
  timeoutMs = 1_000,
) {
  const { store, rows } = await openStoreOn(backend);
  const clock = fakeClock();
  const now = clock.now().toISOString();
  await rows("INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', ?, ?)", now, now);
  await rows("INSERT INTO orgs VALUES ('org_2', 'Other', 'other', '{}', ?, ?)", now, now);
  const logs: string[] = [];
  const { transport, requests } = scriptedTransport(answer);
  const config = { ...loadConfig({}).forwarding, timeoutMs };
  const outcomes: string[] = [];
  const worker = createForwardingWorker({
    deliveries: { inc: ({ outcome }) => void outcomes.push(outcome) },
    store: store.forwarding,
    transport,
    clock,
    masterKeys,
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(line) }),
    config,
    baseUrl: undefined,
  });
  const addDestination = async (id: string, enabled = true, orgId = 'org_1') =>
    store.forwarding.insertDestination({
      destinationId: id,
      orgId,
      url: 'https://receiver.test/in',
      authHeaderName: 'X-Api-Key',
      authHeaderSealed: sealCredential('fake-EXAMPLE-key', id, masterKeys),
      enabled,
      lastError: null,
      lastSuccessAt: null,
      lastFailureAt: null,
      createdAt: now,
      updatedAt: now,
    });
  return { store, rows, clock, worker, requests, logs, addDestination, outcomes, config };
}

const failWith500: DeliveryResult = { ok: false, statusCode: 500, failure: 'http_status' };

describe.each(BACKENDS)('forwarding worker on %s', (backend) => {
  describe('forwarding worker', () => {
    it('retries after 60 s and 120 s, dead-letters on the third failure, and replays on request', async () => {
      const t = await setUp(backend, () => failWith500);
      await t.addDestination('fwd_1');
      await t.store.audit.recordCheck(checkRecord('org_1', 1));

      expect(await t.worker.runOnce()).toBe(1);
      t.clock.advance(59_999);
      expect(await t.worker.runOnce()).toBe(0);
      t.clock.advance(1);
      expect(await t.worker.runOnce()).toBe(1);
      t.clock.advance(119_999);
      expect(await t.worker.runOnce()).toBe(0);
      t.clock.advance(1);
      expect(await t.worker.runOnce()).toBe(1);
      t.clock.advance(10 * 60_000);
      expect(await t.worker.runOnce()).toBe(0);

      expect(await t.store.forwarding.countJobs('fwd_1')).toEqual({ queued: 0, failed: 1 });
      const destination = await t.store.forwarding.getDestination('org_1', 'fwd_1');
      expect(destination?.lastError).toMatch(/HTTP 500/);
      const dead = await t.store.forwarding.listDeadLetters('fwd_1', { limit: 10, offset: 0 });
      expect(dead.items).toEqual([expect.objectContaining({ eventId: 'pf_org_1_1', attempts: 3 })]);

      // Every attempt carried the same event and the one configured header.
      expect(new Set(t.requests.map((r) => JSON.parse(r.body).event.id))).toEqual(new Set(['pf_org_1_1']));
      expect(t.requests.every((r) => r.header?.name === 'X-Api-Key' && r.header.value === 'fake-EXAMPLE-key')).toBe(true);
      expect(t.logs.join('\n')).not.toContain('fake-EXAMPLE');

      expect(await t.store.forwarding.replayDeadLetters('fwd_1', t.clock.now().getTime(), t.clock.now().toISOString())).toBe(1);
      expect(await t.worker.runOnce()).toBe(1);
      expect((await t.store.forwarding.countJobs('fwd_1')).queued).toBe(1);
    });

    it('takes back the jobs of a worker that died mid-delivery once their lease runs out', async () => {
      const t = await setUp(backend, () => ({ ok: true, statusCode: 202 }));
      await t.addDestination('fwd_1');
      for (let n = 1; n <= 3; n++) await t.store.audit.recordCheck(checkRecord('org_1', n));
      const nowMs = t.clock.now().getTime();
      // A worker that leases and then crashes never settles its jobs.
      expect(await t.store.forwarding.claimDue(nowMs, nowMs + 3_000, 10)).toHaveLength(3);
      expect(await t.worker.runOnce()).toBe(0);
      t.clock.advance(3_000);
      expect(await t.worker.runOnce()).toBe(3);
      expect(await t.store.forwarding.countJobs()).toEqual({ queued: 0, failed: 0 });
      expect((await t.store.forwarding.getDestination('org_1', 'fwd_1'))?.lastSuccessAt).toBe(t.clock.now().toISOString());
    });

    it('holds the jobs of a disabled destination until it is enabled again', async () => {
      const t = await setUp(backend, () => ({ ok: true, statusCode: 200 }));
      await t.addDestination('fwd_1');
      await t.store.audit.recordCheck(checkRecord('org_1', 1));
      const destination = await t.store.forwarding.getDestination('org_1', 'fwd_1');
      if (!destination) throw new Error('missing destination');
      await t.store.forwarding.updateDestination({ ...destination, enabled: false });
      expect(await t.worker.runOnce()).toBe(0);
      await t.store.forwarding.updateDestination({ ...destination, enabled: true });
      expect(await t.worker.runOnce()).toBe(1);
    });

    it('counts a credential that no longer opens as a failed attempt, without sending anything', async () => {
      const t = await setUp(backend, () => ({ ok: true, statusCode: 200 }));
      await t.addDestination('fwd_1');
      await t.rows("UPDATE forwarding_destinations SET auth_header_sealed = 'v1.unknown.a.b.c'");
      await t.store.audit.recordCheck(checkRecord('org_1', 1));
      expect(await t.worker.runOnce()).toBe(1);
      expect(t.requests).toHaveLength(0);
      expect((await t.store.forwarding.getDestination('org_1', 'fwd_1'))?.lastError).toMatch(/master key/);
    });

    it('settles each job on its own when one destination\'s delivery throws, rejects or never answers', async () => {
      const t = await setUp(backend, (_, request) => {
        if (request.pool === 'fwd_throws') throw new TypeError('Invalid character in header content');
        if (request.pool === 'fwd_rejects') return Promise.reject(new Error('transport failed'));
        if (request.pool === 'fwd_hangs') return new Promise<DeliveryResult>(() => {});
        return { ok: true, statusCode: 202 };
      }, 50);
      for (const id of ['fwd_throws', 'fwd_rejects', 'fwd_hangs']) await t.addDestination(id);
      await t.addDestination('fwd_other_org', true, 'org_2');
      await t.store.audit.recordCheck(checkRecord('org_1', 1));
      for (let n = 1; n <= 5; n++) await t.store.audit.recordCheck(checkRecord('org_2', n));

      expect(await t.worker.runOnce()).toBe(8);
      // The other organization's events are delivered once, and nothing is leased again.
      expect(await t.store.forwarding.countJobs('fwd_other_org')).toEqual({ queued: 0, failed: 0 });
      t.clock.advance(30 * 60_000);
      for (let cycle = 0; cycle < 2; cycle++) {
        expect(await t.worker.runOnce()).toBe(3);
        t.clock.advance(30 * 60_000);
      }
      expect(await t.worker.runOnce()).toBe(0);
      for (const id of ['fwd_throws', 'fwd_rejects', 'fwd_hangs']) {
        expect(await t.store.forwarding.countJobs(id), id).toEqual({ queued: 0, failed: 1 });
      }
      expect(t.requests.filter((r) => r.pool === 'fwd_other_org')).toHaveLength(5);
      expect((await t.store.forwarding.getDestination('org_1', 'fwd_throws'))?.lastError).toMatch(/could not be sent/);
      expect((await t.store.forwarding.getDestination('org_1', 'fwd_hangs'))?.lastError).toMatch(/No HTTPS answer/);
    });

    it('leases at most one batch per cycle', async () => {
      const t = await setUp(backend, () => ({ ok: true, statusCode: 200 }));
      await t.addDestination('fwd_1');
      for (let n = 0; n < BATCH_SIZE + 5; n++) await t.store.audit.recordCheck(checkRecord('org_1', n));
      expect(await t.worker.runOnce()).toBe(BATCH_SIZE);
      expect(await t.worker.runOnce()).toBe(5);
    });

    it('counts each settled attempt by outcome', async () => {
      const t = await setUp(backend, (n) => (n === 0 ? { ok: true, statusCode: 200 } : failWith500));
      await t.addDestination('fwd_1');
      for (let n = 1; n <= 2; n++) await t.store.audit.recordCheck(checkRecord('org_1', n));
      await t.worker.runOnce();
      t.clock.advance(60_000);
      await t.worker.runOnce();
      t.clock.advance(120_000);
      await t.worker.runOnce();
      expect(t.outcomes).toEqual(['delivered', 'retry', 'retry', 'dead_lettered']);
    });

    it('reports its health: stopped, ok after a cycle, stalled when no cycle ends in time, failing after a failed cycle', async () => {
      const t = await setUp(backend, () => ({ ok: true, statusCode: 200 }));
      expect(t.worker.health()).toEqual({ state: 'stopped', lastCycleAt: null });
      t.worker.start();
      await vi.waitFor(() => expect(t.worker.health().lastCycleAt).not.toBeNull());
      expect(t.worker.health().state).toBe('ok');
      t.clock.advance(t.config.intervalMs + t.config.timeoutMs * 20);
      expect(t.worker.health().state).toBe('stalled');
      await t.worker.stop();
      await t.store.close();
      t.worker.start();
      await vi.waitFor(() => expect(t.worker.health().state).toBe('failing'));
      await t.worker.stop();
      expect(t.worker.health().state).toBe('stopped');
    });

    it('follows the configured schedule, repeating its last wait', () => {
      expect([1, 2, 3, 4].map((n) => backoffAfter(n, [50, 100, 200]))).toEqual([50, 100, 200, 200]);
    });
  });
});
