import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxStorage } from './outbox.js';
import type { DecisionReport } from './shared.js';

/** A storage area as the browser keeps it: it outlives any one service worker. */
function storageArea(): OutboxStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => (data.has(key) ? { [key]: structuredClone(data.get(key)) } : {}),
    set: async (items) => {
      for (const [key, value] of Object.entries(items)) data.set(key, structuredClone(value));
    },
  };
}

interface PendingReport {
  readonly id: string;
  readonly at: number;
  readonly report: DecisionReport;
}

const OPTIONS = { key: 'auditOutbox', maxPending: 5, batchSize: 2 };

function pending(n: number): PendingReport {
  const report: DecisionReport = {
    kind: 'decision',
    decision: 'BLOCKED',
    summary: '1 AWS access key (blocked)',
    policyVersion: 'v1-0000abcd',
    detected: [{ type: 'AWS_ACCESS_KEY', count: 1 }],
    inputType: 'text',
    inputSizeBytes: 40 + n,
    site: 'chatgpt.com',
    channel: 'submit',
    checkMs: 0.4,
  };
  return { id: `event-${n}`, at: 1_700_000_000_000 + n, report };
}

const refused = Object.assign(new Error('422'), { permanent: true });
const isPermanent = (error: unknown) => (error as { permanent?: boolean }).permanent === true;

describe('the outbox', () => {
  it('keeps reports a stopped worker could not upload, and the next worker sends them with the same ids', async () => {
    const area = storageArea();
    const first = new Outbox<PendingReport>(area, OPTIONS);
    await first.add(pending(1));
    await first.add(pending(2));
    await first.add(pending(3));
    // The server is unreachable; then the worker is stopped, and its memory with it.
    expect(await first.drain(() => Promise.reject(new Error('offline')), isPermanent)).toBe(false);

    const sent: string[][] = [];
    const next = new Outbox<PendingReport>(area, OPTIONS);
    expect(await next.drain(async (batch) => void sent.push(batch.map((e) => e.id)), isPermanent)).toBe(true);
    expect(sent).toEqual([['event-1', 'event-2'], ['event-3']]);
    expect(await next.pending()).toEqual([]);
  });

  it('removes a batch only once it is sent, and keeps a report added during the upload', async () => {
    const area = storageArea();
    const outbox = new Outbox<PendingReport>(area, OPTIONS);
    await outbox.add(pending(1));
    const sent: string[] = [];
    await outbox.drain(async (batch) => {
      sent.push(...batch.map((e) => e.id));
      // A decision arrives while the first upload is on its way; the server then goes away.
      if (sent.length === 1) void outbox.add(pending(2));
      else throw new Error('offline');
    }, isPermanent);
    expect(sent).toEqual(['event-1', 'event-2']);
    expect((await outbox.pending()).map((e) => e.id)).toEqual(['event-2']);
  });

  it('drops a batch the server refuses as invalid and goes on with the rest', async () => {
    const outbox = new Outbox<PendingReport>(storageArea(), OPTIONS);
    for (const n of [1, 2, 3]) await outbox.add(pending(n));
    const sent: string[] = [];
    const drained = await outbox.drain(async (batch) => {
      if (batch[0].id === 'event-1') throw refused;
      sent.push(...batch.map((e) => e.id));
    }, isPermanent);
    expect(drained).toBe(true);
    expect(sent).toEqual(['event-3']);
  });

  it('keeps at most maxPending reports, dropping the oldest', async () => {
    const outbox = new Outbox<PendingReport>(storageArea(), OPTIONS);
    for (let n = 1; n <= 7; n++) await outbox.add(pending(n));
    expect((await outbox.pending()).map((e) => e.id)).toEqual(['event-3', 'event-4', 'event-5', 'event-6', 'event-7']);
  });
});
