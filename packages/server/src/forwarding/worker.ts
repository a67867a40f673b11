import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { ForwardingConfig } from '../config.js';
import type { MasterKeyRing } from '../crypto/master-key.js';
import { openCredential } from './credential.js';
import { wireBody } from './event.js';
import { failureMessage } from './failure-message.js';
import { CONNECTIONS_PER_DESTINATION, type DeliveryResult, type Transport } from './transport.js';
import type { ClaimedJob, ForwardingStore, JobSettlement } from './types.js';

/** The third failed attempt dead-letters the job (docs/api-contract.md, delivery and retries). */
export const MAX_ATTEMPTS = 3;
/** Jobs leased and delivered concurrently per cycle. */
export const BATCH_SIZE = 200;

export interface WorkerDeps {
  store: ForwardingStore;
  transport: Transport;
  clock: Clock;
  masterKeys: MasterKeyRing;
  logger: Pick<Logger, 'warn' | 'error'>;
  config: ForwardingConfig;
  /** Added to each event as `service.base_url`. */
  baseUrl: string | undefined;
  /** Counts each settled attempt by outcome (delivered, retry, dead_lettered). */
  deliveries?: { inc(labels: { outcome: string }): void };
}

/** What /readyz reports of the worker. */
export interface WorkerHealth {
  /** `ok`: cycles run on schedule; `failing`: the last cycle failed (the database); `stalled`: no cycle ended in time; `stopped`. */
  state: 'ok' | 'failing' | 'stalled' | 'stopped';
  /** When the last cycle ended, successfully or not; null before the first. */
  lastCycleAt: string | null;
}

export interface ForwardingWorker {
  /** One cycle: lease due jobs, deliver them, record the outcomes. Returns how many were leased. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops scheduling and waits for the cycle in progress. */
  stop(): Promise<void>;
  health(): WorkerHealth;
}

const OUTCOME_LABELS = { delivered: 'delivered', retry: 'retry', dead: 'dead_lettered' } as const;

/** Wait after the `failures`-th failure: the configured schedule, its last entry repeating. */
export function backoffAfter(failures: number, schedule: readonly number[]): number {
  return schedule[Math.min(failures, schedule.length) - 1] ?? 0;
}

export function createForwardingWorker(deps: WorkerDeps): ForwardingWorker {
  const { store, transport, clock, config, logger } = deps;
  // Outlives one cycle even when a batch for one destination queues behind its connections and
  // every delivery runs into its time-out, with room for the database.
  const leaseMs = config.timeoutMs * (Math.ceil(BATCH_SIZE / CONNECTIONS_PER_DESTINATION) + 1) + 1_000;

  const deliver = (job: ClaimedJob): Promise<DeliveryResult> => {
    let header: { name: string; value: string } | null = null;
    if (job.authHeaderName !== null && job.authHeaderSealed !== null) {
      try {
        header = { name: job.authHeaderName, value: openCredential(job.authHeaderSealed, job.destinationId, deps.masterKeys) };
      } catch {
        return Promise.resolve({ ok: false, statusCode: null, failure: 'credential_unreadable' });
      }
    }
    return transport.deliver({
      pool: job.destinationId,
      url: job.url,
      header,
      body: wireBody(job.payload, deps.baseUrl),
      timeoutMs: config.timeoutMs,
    });
  };

  /**
   * Always settles, whatever one job's delivery does (throws, rejects or never answers), so one
   * destination's fault cannot keep the other jobs of its batch from being settled.
   */
  const attempt = (job: ClaimedJob): Promise<DeliveryResult> => {
    let guard: NodeJS.Timeout | undefined;
    // The transport times out per connection; this bounds the wait for a free connection as well,
    // within the lease.
    const overdue = new Promise<DeliveryResult>((resolve) => {
      guard = setTimeout(() => resolve({ ok: false, statusCode: null, failure: 'timeout' }), leaseMs - 1_000);
    });
    const delivered = Promise.resolve()
      .then(() => deliver(job))
      .catch((error: unknown): DeliveryResult => {
        logger.error({ destination_id: job.destinationId, job_id: job.jobId, err_name: error instanceof Error ? error.name : 'unknown' }, 'forwarding delivery threw');
        return { ok: false, statusCode: null, failure: 'request_refused' };
      });
    return Promise.race([delivered, overdue]).finally(() => clearTimeout(guard));
  };

  const settlementOf = (job: ClaimedJob, result: DeliveryResult, nowMs: number): JobSettlement => {
    const { jobId, destinationId } = job;
    if (result.ok) return { jobId, destinationId, outcome: 'delivered' };
    const error = failureMessage(result, config.timeoutMs);
    const failures = job.attempts + 1;
    logger.warn(
      { destination_id: destinationId, job_id: jobId, event_id: job.eventId, attempt: failures, status_code: result.statusCode, failure: result.failure },
      'forwarding delivery failed',
    );
    if (failures >= MAX_ATTEMPTS) return { jobId, destinationId, outcome: 'dead', error };
    return { jobId, destinationId, outcome: 'retry', dueAt: nowMs + backoffAfter(failures, config.backoffMs), error };
  };

  const runOnce = async (): Promise<number> => {
    const startMs = clock.now().getTime();
    const jobs = await store.claimDue(startMs, startMs + leaseMs, BATCH_SIZE);
    if (jobs.length === 0) return 0;
    const results = await Promise.all(jobs.map(attempt));
    const now = clock.now();
    const settlements = jobs.map((job, i) => settlementOf(job, results[i] as DeliveryResult, now.getTime()));
    await store.settle(settlements, now.toISOString());
    for (const s of settlements) deps.deliveries?.inc({ outcome: OUTCOME_LABELS[s.outcome] });
    return jobs.length;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let lastCycleMs: number | null = null;
  let lastCycleFailed = false;
  let startedMs = 0;

  const cycleEnded = (failed: boolean) => {
    lastCycleMs = clock.now().getTime();
    lastCycleFailed = failed;
  };
  const cycle = () => {
    running = runOnce().then(
      // A full batch means more are waiting: drain the backlog without waiting a whole interval.
      (leased) => {
        cycleEnded(false);
        schedule(leased === BATCH_SIZE ? 0 : config.intervalMs);
      },
      (error: unknown) => {
        cycleEnded(true);
        logger.error({ err_name: error instanceof Error ? error.name : 'unknown' }, 'forwarding cycle failed');
        schedule(config.intervalMs);
      },
    );
  };
  // A cycle may take up to the lease; one that has not ended an interval after that is stuck.
  const stalledAfterMs = config.intervalMs + leaseMs;
  const schedule = (delayMs: number) => {
    if (!stopped) timer = setTimeout(cycle, delayMs);
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      startedMs = clock.now().getTime();
      schedule(0);
    },
    health() {
      const lastCycleAt = lastCycleMs === null ? null : new Date(lastCycleMs).toISOString();
      if (stopped) return { state: 'stopped', lastCycleAt };
      if (clock.now().getTime() - (lastCycleMs ?? startedMs) > stalledAfterMs) return { state: 'stalled', lastCycleAt };
      return { state: lastCycleFailed ? 'failing' : 'ok', lastCycleAt };
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
