import type { Database } from 'better-sqlite3';

interface Pending<A extends unknown[], R> {
  args: A;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Runs the calls of `work` made within one turn of the event loop in a single transaction and
 * resolves each caller only once that transaction has committed. Each call runs in its own
 * savepoint, so a failing call is rolled back and refused alone. Under load one commit (and its
 * write of the touched pages to the WAL) serves many checks instead of one each.
 */
export function groupCommit<A extends unknown[], R>(db: Database, work: (...args: A) => R): (...args: A) => Promise<R> {
  const one = db.transaction(work);
  let pending: Pending<A, R>[] = [];

  const runBatch = db.transaction((batch: Pending<A, R>[]) =>
    batch.map((call) => {
      try {
        return { ok: true as const, value: one(...call.args) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );

  const flush = () => {
    const batch = pending;
    pending = [];
    let outcomes: ReturnType<typeof runBatch>;
    try {
      outcomes = runBatch(batch);
    } catch (error) {
      // The commit itself failed: nothing of the batch was written.
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
