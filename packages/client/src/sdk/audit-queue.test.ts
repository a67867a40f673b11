import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditQueue } from './audit-queue.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder(failFirst = 0) {
  const batches: number[][] = [];
  let failures = failFirst;
  const send = async (batch: number[]) => {
    if (failures > 0) {
      failures--;
      throw new Error('server unreachable');
    }
    batches.push(batch);
  };
  return { batches, send };
}

describe('AuditQueue', () => {
  it('waits for the flush interval, then sends in batches', async () => {
    const { batches, send } = recorder();
    const queue = new AuditQueue({ send, batchSize: 2, flushIntervalMs: 1000 });
    queue.push(1);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1]]);
    queue.push(2);
    queue.push(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1], [2, 3]]);
    queue.push(4);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([[1], [2, 3]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('keeps events in order across failed sends and retries with growing delays', async () => {
    const { batches, send } = recorder(2);
    const errors: unknown[] = [];
    const queue = new AuditQueue({ send, flushIntervalMs: 10, retryDelayMs: 100, onError: (e) => errors.push(e) });
    queue.push(1);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.stats).toMatchObject({ queued: 2, failedSends: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(queue.stats).toMatchObject({ queued: 2, failedSends: 2 });
    await vi.advanceTimersByTimeAsync(199);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
    expect(errors).toHaveLength(2);
  });

  it('drops a batch the server refuses for good, and goes on with the next', async () => {
    const batches: number[][] = [];
    const queue = new AuditQueue<number>({
      batchSize: 2,
      send: async (batch) => {
        if (batch.includes(1)) throw new Error('invalid event');
        batches.push(batch);
      },
      isPermanent: (error) => (error as Error).message === 'invalid event',
    });
    for (let n = 1; n <= 4; n++) queue.push(n);
    expect(await queue.close()).toEqual({ queued: 0, sent: 2, dropped: 2, failedSends: 1 });
    expect(batches).toEqual([[3, 4]]);
  });

  it('drops the oldest events beyond its bound and counts them', async () => {
    const { batches, send } = recorder();
    const queue = new AuditQueue({ send, maxQueued: 3, batchSize: 10 });
    for (let n = 1; n <= 5; n++) queue.push(n);
    expect(await queue.close()).toEqual({ queued: 0, sent: 3, dropped: 2, failedSends: 0 });
    expect(batches).toEqual([[3, 4, 5]]);
  });

  it('flushes on close and ignores events pushed afterwards', async () => {
    const { batches, send } = recorder();
    const queue = new AuditQueue({ send, flushIntervalMs: 60_000 });
    queue.push(1);
    await queue.close();
    queue.push(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toEqual([[1]]);
  });
});
