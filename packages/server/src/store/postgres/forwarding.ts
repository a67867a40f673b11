import type { ClaimedJob, DeadLetter, DestinationRecord, ForwardingStore, JobSettlement, QueueStats } from '../../forwarding/types.js';
import { changed, first, rows, transaction, type Db, type Queryable } from './db.js';

interface DestinationRow {
  destination_id: string;
  org_id: string;
  url: string;
  auth_header_name: string | null;
  auth_header_sealed: string | null;
  preset: string | null;
  enabled: boolean;
  last_error: string | null;
  last_success_at: string | null;
  last_failure_at: string | null;
  delivered_count: number;
  created_at: string;
  updated_at: string;
}

const toDestination = (row: DestinationRow): DestinationRecord => ({
  destinationId: row.destination_id,
  orgId: row.org_id,
  url: row.url,
  authHeaderName: row.auth_header_name,
  authHeaderSealed: row.auth_header_sealed,
  preset: row.preset,
  enabled: row.enabled,
  lastError: row.last_error,
  lastSuccessAt: row.last_success_at,
  lastFailureAt: row.last_failure_at,
  deliveredCount: row.delivered_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

interface ClaimRow {
  job_id: number;
  destination_id: string;
  event_id: string;
  payload: string;
  attempts: number;
  url: string;
  auth_header_name: string | null;
  auth_header_sealed: string | null;
}

export function postgresForwardingStore(db: Db): ForwardingStore {
  const succeeded = (q: Queryable, at: string, id: string) =>
    q.query('UPDATE forwarding_destinations SET last_success_at = $1 WHERE destination_id = $2', [at, id]);
  const failed = (q: Queryable, at: string, error: string, id: string) =>
    q.query('UPDATE forwarding_destinations SET last_failure_at = $1, last_error = $2 WHERE destination_id = $3', [at, error, id]);

  return {
    async insertDestination(d) {
      await db.query(
        `INSERT INTO forwarding_destinations (destination_id, org_id, url, auth_header_name, auth_header_sealed, preset, enabled,
           last_error, last_success_at, last_failure_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [d.destinationId, d.orgId, d.url, d.authHeaderName, d.authHeaderSealed, d.preset ?? null, d.enabled, d.lastError, d.lastSuccessAt, d.lastFailureAt, d.createdAt, d.updatedAt],
      );
    },
    async getDestination(orgId, destinationId) {
      const row = await first<DestinationRow>(db, 'SELECT * FROM forwarding_destinations WHERE org_id = $1 AND destination_id = $2', [orgId, destinationId]);
      return row ? toDestination(row) : null;
    },
    async listDestinations(orgId) {
      return (await rows<DestinationRow>(db, 'SELECT * FROM forwarding_destinations WHERE org_id = $1 ORDER BY created_at, destination_id', [orgId])).map(toDestination);
    },
    async updateDestination(d) {
      await db.query(
        `UPDATE forwarding_destinations SET url = $1, auth_header_name = $2, auth_header_sealed = $3, preset = $4, enabled = $5,
           updated_at = $6 WHERE destination_id = $7 AND org_id = $8`,
        [d.url, d.authHeaderName, d.authHeaderSealed, d.preset ?? null, d.enabled, d.updatedAt, d.destinationId, d.orgId],
      );
    },
    async deleteDestination(orgId, destinationId) {
      // Jobs go with the destination (ON DELETE CASCADE); a replica delivering one of them
      // finds it gone when it settles, and settling a missing job changes nothing.
      return (await changed(db, 'DELETE FROM forwarding_destinations WHERE org_id = $1 AND destination_id = $2', [orgId, destinationId])) > 0;
    },
    async recordOutcome(destinationId, at, error) {
      if (error === null) await succeeded(db, at, destinationId);
      else await failed(db, at, error, destinationId);
    },
    async claimDue(nowMs, leaseUntilMs, limit) {
      // SKIP LOCKED: replicas claiming at the same moment take disjoint jobs instead of queueing
      // behind each other; the lease keeps a claimed job away from them until it runs out.
      const claimed = await rows<ClaimRow>(
        db,
        `WITH due AS (
           SELECT j.job_id FROM forwarding_jobs j JOIN forwarding_destinations d ON d.destination_id = j.destination_id
           WHERE j.state = 'queued' AND j.due_at <= $1 AND (j.lease_until IS NULL OR j.lease_until <= $1) AND d.enabled
           ORDER BY j.due_at, j.job_id LIMIT $3
           FOR UPDATE OF j SKIP LOCKED)
         UPDATE forwarding_jobs j SET lease_until = $2 FROM due, forwarding_destinations d
         WHERE j.job_id = due.job_id AND d.destination_id = j.destination_id
         RETURNING j.job_id, j.destination_id, j.event_id, j.payload, j.attempts, d.url, d.auth_header_name, d.auth_header_sealed, j.due_at`,
        [nowMs, leaseUntilMs, limit],
      );
      // RETURNING keeps no order; hand them out oldest due first, as the SQLite store does.
      return (claimed as (ClaimRow & { due_at: number })[])
        .sort((a, b) => a.due_at - b.due_at || a.job_id - b.job_id)
        .map(
          (r): ClaimedJob => ({
            jobId: r.job_id,
            destinationId: r.destination_id,
            eventId: r.event_id,
            payload: r.payload,
            attempts: r.attempts,
            url: r.url,
            authHeaderName: r.auth_header_name,
            authHeaderSealed: r.auth_header_sealed,
          }),
        );
    },
    async settle(settlements, at) {
      if (settlements.length === 0) return;
      await transaction(db, async (tx) => {
        const delivered = settlements.filter((s): s is Extract<JobSettlement, { outcome: 'delivered' }> => s.outcome === 'delivered');
        const retried = settlements.filter((s): s is Extract<JobSettlement, { outcome: 'retry' }> => s.outcome === 'retry');
        const dead = settlements.filter((s): s is Extract<JobSettlement, { outcome: 'dead' }> => s.outcome === 'dead');
        // Jobs in id order, destinations in id order: two replicas settling never deadlock.
        const deliveredIds = delivered.map((s) => s.jobId).sort((a, b) => a - b);
        // Counted by the jobs actually deleted: a job settled twice (its lease ran out and another
        // replica delivered it too) or deleted with its destination counts nothing more.
        const gone = deliveredIds.length
          ? await rows<{ destination_id: string }>(tx, 'DELETE FROM forwarding_jobs WHERE job_id = ANY($1::bigint[]) RETURNING destination_id', [deliveredIds])
          : [];
        for (const s of [...retried].sort((a, b) => a.jobId - b.jobId)) {
          await tx.query(
            'UPDATE forwarding_jobs SET attempts = attempts + 1, due_at = $1, lease_until = NULL, last_error = $2, updated_at = $3 WHERE job_id = $4',
            [s.dueAt, s.error, at, s.jobId],
          );
        }
        for (const s of [...dead].sort((a, b) => a.jobId - b.jobId)) {
          await tx.query(
            "UPDATE forwarding_jobs SET state = 'failed', attempts = attempts + 1, lease_until = NULL, last_error = $1, updated_at = $2 WHERE job_id = $3",
            [s.error, at, s.jobId],
          );
        }
        const deliveries = new Map<string, number>();
        for (const s of delivered) deliveries.set(s.destinationId, 0);
        for (const row of gone) deliveries.set(row.destination_id, (deliveries.get(row.destination_id) ?? 0) + 1);
        const failures = new Map<string, string>();
        for (const s of [...retried, ...dead]) failures.set(s.destinationId, s.error);
        for (const id of [...new Set([...deliveries.keys(), ...failures.keys()])].sort()) {
          const count = deliveries.get(id);
          if (count !== undefined) {
            await tx.query(
              'UPDATE forwarding_destinations SET last_success_at = $1, delivered_count = delivered_count + $2 WHERE destination_id = $3',
              [at, count, id],
            );
          }
          // A batch with both outcomes for one destination counts as failing: the failure needs attention.
          const error = failures.get(id);
          if (error !== undefined) await failed(tx, at, error, id);
        }
      });
    },
    async listDeadLetters(destinationId, page) {
      const found = await rows<{ job_id: number; event_id: string; attempts: number; last_error: string | null; updated_at: string }>(
        db,
        `SELECT job_id, event_id, attempts, last_error, updated_at FROM forwarding_jobs
         WHERE destination_id = $1 AND state = 'failed' ORDER BY updated_at DESC, job_id DESC LIMIT $2 OFFSET $3`,
        [destinationId, page.limit, page.offset],
      );
      const items = found.map(
        (r): DeadLetter => ({ jobId: r.job_id, eventId: r.event_id, attempts: r.attempts, lastError: r.last_error, failedAt: r.updated_at }),
      );
      const count = await first<{ n: number }>(db, "SELECT COUNT(*) AS n FROM forwarding_jobs WHERE destination_id = $1 AND state = 'failed'", [destinationId]);
      return { items, total: count?.n ?? 0 };
    },
    async replayDeadLetters(destinationId, nowMs, at) {
      return changed(
        db,
        `UPDATE forwarding_jobs SET state = 'queued', attempts = 0, due_at = $1, lease_until = NULL, updated_at = $2
         WHERE destination_id = $3 AND state = 'failed'`,
        [nowMs, at, destinationId],
      );
    },
    async countJobs(destinationId) {
      const counts = await rows<{ state: string; n: number }>(
        db,
        `SELECT state, COUNT(*) AS n FROM forwarding_jobs ${destinationId === undefined ? '' : 'WHERE destination_id = $1'} GROUP BY state`,
        destinationId === undefined ? [] : [destinationId],
      );
      const count = (state: string) => counts.find((r) => r.state === state)?.n ?? 0;
      return { queued: count('queued'), failed: count('failed') };
    },
    async queueStats() {
      return rows<QueueStats>(
        db,
        `SELECT destination_id AS "destinationId", COUNT(*) FILTER (WHERE state = 'queued') AS queued,
           COUNT(*) FILTER (WHERE state = 'failed') AS failed,
           MIN(created_at) FILTER (WHERE state = 'queued') AS "oldestQueuedAt"
         FROM forwarding_jobs GROUP BY destination_id ORDER BY destination_id`,
      );
    },
  };
}
