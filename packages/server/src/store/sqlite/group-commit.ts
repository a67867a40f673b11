import type { Database } from 'better-sqlite3';

interface Pending<A extends unknown[], R> {
  args: A;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/** What one batch does: its calls share a state `B` that `finish` writes out before the commit. */
export interface BatchWork<A extends unknown[], R, B> {
  /** A fresh state for a new batch. */
  start(): B;
  /** One call, in its own savepoint; it may add to `batch` once nothing of it can fail any more. */
  run(batch: B, ...args: A): R;
  /** After the batch's calls, in their transaction: writes what they accumulated. */
  finish(batch: B): void;
}

/**
 * Runs the calls made within one turn of the event loop in a single transaction and resolves
 * each caller only once that transaction has committed. Each call runs in its own savepoint, so
 * a failing call is rolled back and refused alone. Under load one commit (and its write of the
 * touched pages to the WAL) serves many checks instead of one each, and work the calls share
 * (counters of the same day) is written once per batch by `finish`.
 */
export function groupCommit<A extends unknown[], R, B>(db: Database, work: BatchWork<A, R, B>): (...args: A) => Promise<R> {
  const one = db.transaction(work.run);
  let pending: Pending<A, R>[] = [];

  const runBatch = db.transaction((batch: Pending<A, R>[]) => {
    const state = work.start();
    const outcomes = batch.map((call) => {
      try {
        return { ok: true as const, value: one(state, ...call.args) };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
    work.finish(state);
    return outcomes;
  });

  const flush = () => {
    const batch = pending;
    pending = [];
    let outcomes: ReturnType<typeof runBatch>;
    try {
      outcomes = runBatch(batch);
    } catch (error) {
      // The commit (or `finish`) failed: nothing of the batch was written.
      for (const call of batch) call.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) => (outcome.ok ? batch[i].resolve(outcome.value) : batch[i].reject(outcome.error)));
  };

  return (...args) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ args, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
}
