import type { Database } from 'better-sqlite3';
import type { ClaimedJob, DeadLetter, DestinationRecord, ForwardingStore, JobSettlement, QueueStats } from '../../forwarding/types.js';

interface DestinationRow {
  destination_id: string;
  org_id: string;
  url: string;
  auth_header_name: string | null;
  auth_header_sealed: string | null;
  preset: string | null;
  enabled: number;
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
  enabled: row.enabled === 1,
  lastError: row.last_error,
  lastSuccessAt: row.last_success_at,
  lastFailureAt: row.last_failure_at,
  deliveredCount: row.delivered_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function sqliteForwardingStore(db: Database): ForwardingStore {
  const queueStats = db.prepare(
    `SELECT destination_id AS destinationId, SUM(state = 'queued') AS queued, SUM(state = 'failed') AS failed,
       MIN(CASE WHEN state = 'queued' THEN created_at END) AS oldestQueuedAt
     FROM forwarding_jobs GROUP BY destination_id`,
  );
  const insert = db.prepare(
    `INSERT INTO forwarding_destinations (destination_id, org_id, url, auth_header_name, auth_header_sealed, preset, enabled,
       last_error, last_success_at, last_failure_at, created_at, updated_at)
     VALUES (@destination_id, @org_id, @url, @auth_header_name, @auth_header_sealed, @preset, @enabled,
       @last_error, @last_success_at, @last_failure_at, @created_at, @updated_at)`,
  );
  const update = db.prepare(
    `UPDATE forwarding_destinations SET url = @url, auth_header_name = @auth_header_name,
       auth_header_sealed = @auth_header_sealed, preset = @preset, enabled = @enabled, updated_at = @updated_at
     WHERE destination_id = @destination_id AND org_id = @org_id`,
  );
  const byId = db.prepare('SELECT * FROM forwarding_destinations WHERE org_id = ? AND destination_id = ?');
  const byOrg = db.prepare('SELECT * FROM forwarding_destinations WHERE org_id = ? ORDER BY created_at, destination_id');
  const remove = db.prepare('DELETE FROM forwarding_destinations WHERE org_id = ? AND destination_id = ?');
  const succeeded = db.prepare('UPDATE forwarding_destinations SET last_success_at = ? WHERE destination_id = ?');
  const delivered = db.prepare('UPDATE forwarding_destinations SET delivered_count = delivered_count + ? WHERE destination_id = ?');
  const failed = db.prepare(
    'UPDATE forwarding_destinations SET last_failure_at = ?, last_error = ? WHERE destination_id = ?',
  );

  const selectDue = db.prepare(
    `SELECT j.job_id, j.destination_id, j.event_id, j.payload, j.attempts, d.url, d.auth_header_name, d.auth_header_sealed
     FROM forwarding_jobs j JOIN forwarding_destinations d ON d.destination_id = j.destination_id
     WHERE j.state = 'queued' AND j.due_at <= ? AND (j.lease_until IS NULL OR j.lease_until <= ?) AND d.enabled = 1
     ORDER BY j.due_at, j.job_id LIMIT ?`,
  );
  const lease = db.prepare('UPDATE forwarding_jobs SET lease_until = ? WHERE job_id IN (SELECT value FROM json_each(?))');
  const deleteJob = db.prepare('DELETE FROM forwarding_jobs WHERE job_id = ?');
  const retryJob = db.prepare(
    `UPDATE forwarding_jobs SET attempts = attempts + 1, due_at = ?, lease_until = NULL, last_error = ?, updated_at = ?
     WHERE job_id = ?`,
  );
  const deadJob = db.prepare(
    `UPDATE forwarding_jobs SET state = 'failed', attempts = attempts + 1, lease_until = NULL, last_error = ?, updated_at = ?
     WHERE job_id = ?`,
  );
  const deadLetters = db.prepare(
    `SELECT job_id, event_id, attempts, last_error, updated_at FROM forwarding_jobs
     WHERE destination_id = ? AND state = 'failed' ORDER BY updated_at DESC, job_id DESC LIMIT ? OFFSET ?`,
  );
  const countDead = db.prepare(
    "SELECT COUNT(*) AS n FROM forwarding_jobs WHERE destination_id = ? AND state = 'failed'",
  );
  const replay = db.prepare(
    `UPDATE forwarding_jobs SET state = 'queued', attempts = 0, due_at = ?, lease_until = NULL, updated_at = ?
     WHERE destination_id = ? AND state = 'failed'`,
  );

  // IMMEDIATE takes the write lock before reading, so two workers never lease the same job.
  const claim = db.transaction((nowMs: number, leaseUntilMs: number, limit: number) => {
    const rows = selectDue.all(nowMs, nowMs, limit) as {
      job_id: number; destination_id: string; event_id: string; payload: string; attempts: number;
      url: string; auth_header_name: string | null; auth_header_sealed: string | null;
    }[];
    if (rows.length > 0) lease.run(leaseUntilMs, JSON.stringify(rows.map((r) => r.job_id)));
    return rows.map(
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
  });

  const settle = db.transaction((settlements: JobSettlement[], at: string) => {
    const deliveries = new Map<string, number>();
    const failures = new Map<string, string>();
    for (const s of settlements) {
      if (s.outcome === 'delivered') {
        deleteJob.run(s.jobId);
        deliveries.set(s.destinationId, (deliveries.get(s.destinationId) ?? 0) + 1);
      } else {
        if (s.outcome === 'retry') retryJob.run(s.dueAt, s.error, at, s.jobId);
        else deadJob.run(s.error, at, s.jobId);
        failures.set(s.destinationId, s.error);
      }
    }
    for (const [id, count] of deliveries) {
      succeeded.run(at, id);
      delivered.run(count, id);
    }
    // A batch with both outcomes for one destination counts as failing: the failure needs attention.
    for (const [id, error] of failures) failed.run(at, error, id);
  });

  return {
    async insertDestination(d) {
      insert.run(toRow(d));
    },
    async getDestination(orgId, destinationId) {
      const row = byId.get(orgId, destinationId) as DestinationRow | undefined;
      return row ? toDestination(row) : null;
    },
    async listDestinations(orgId) {
      return (byOrg.all(orgId) as DestinationRow[]).map(toDestination);
    },
    async updateDestination(d) {
      update.run(toRow(d));
    },
    async deleteDestination(orgId, destinationId) {
      // Jobs go with the destination (ON DELETE CASCADE).
      return remove.run(orgId, destinationId).changes > 0;
    },
    async recordOutcome(destinationId, at, error) {
      if (error === null) succeeded.run(at, destinationId);
      else failed.run(at, error, destinationId);
    },
    async claimDue(nowMs, leaseUntilMs, limit) {
      return claim.immediate(nowMs, leaseUntilMs, limit);
    },
    async settle(settlements, at) {
      if (settlements.length > 0) settle.immediate(settlements, at);
    },
    async listDeadLetters(destinationId, page) {
      const rows = deadLetters.all(destinationId, page.limit, page.offset) as {
        job_id: number; event_id: string; attempts: number; last_error: string | null; updated_at: string;
      }[];
      const items = rows.map(
        (r): DeadLetter => ({ jobId: r.job_id, eventId: r.event_id, attempts: r.attempts, lastError: r.last_error, failedAt: r.updated_at }),
      );
      return { items, total: (countDead.get(destinationId) as { n: number }).n };
    },
    async replayDeadLetters(destinationId, nowMs, at) {
      return replay.run(nowMs, at, destinationId).changes;
    },
    async countJobs(destinationId) {
      const rows = db
        .prepare(
          `SELECT state, COUNT(*) AS n FROM forwarding_jobs ${destinationId === undefined ? '' : 'WHERE destination_id = ?'} GROUP BY state`,
        )
        .all(...(destinationId === undefined ? [] : [destinationId])) as { state: string; n: number }[];
      const count = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
      return { queued: count('queued'), failed: count('failed') };
    },
    async queueStats() {
      return queueStats.all() as QueueStats[];
    },
  };
}

function toRow(d: DestinationRecord) {
  return {
    destination_id: d.destinationId,
    org_id: d.orgId,
    url: d.url,
    auth_header_name: d.authHeaderName,
    auth_header_sealed: d.authHeaderSealed,
    preset: d.preset ?? null,
    enabled: d.enabled ? 1 : 0,
    last_error: d.lastError,
    last_success_at: d.lastSuccessAt,
    last_failure_at: d.lastFailureAt,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  };
}
