import { randomInt } from 'node:crypto';
import { auditEventOf } from '../../forwarding/event.js';
import { type AuditRecord, type AuditStore, OrgDeletedError, type QuotaCharge } from '../types.js';
import { exportAudit, listAudit } from './audit-list.js';
import { first, rows, type Db, type Tx } from './db.js';
import { lockedUsage } from './licenses.js';

interface AuditRow {
  preflight_id: string;
  org_id: string;
  policy_id: string;
  policy_name: string;
  policy_version: string;
  destination: string;
  decision: AuditRecord['decision'];
  summary: string;
  input_type: AuditRecord['inputType'];
  source_type: string;
  actor_id: string;
  input_size_bytes: number;
  detected: AuditRecord['detected'];
  content: string | null;
  masked_content: string | null;
  masked_file: Buffer | null;
  masked_file_media_type: string | null;
  masked_file_extension: string | null;
  created_at: string;
}

const toRecord = (row: AuditRow): AuditRecord => ({
  preflightId: row.preflight_id,
  orgId: row.org_id,
  policyId: row.policy_id,
  policyName: row.policy_name,
  policyVersion: row.policy_version,
  destination: row.destination,
  decision: row.decision,
  summary: row.summary,
  inputType: row.input_type,
  sourceType: row.source_type,
  actorId: row.actor_id,
  inputSizeBytes: row.input_size_bytes,
  detected: row.detected,
  content: row.content,
  maskedContent: row.masked_content,
  maskedFile:
    row.masked_file && row.masked_file_media_type && row.masked_file_extension
      ? { bytes: new Uint8Array(row.masked_file), mediaType: row.masked_file_media_type, extension: row.masked_file_extension }
      : null,
  createdAt: row.created_at,
});

interface Call {
  record: AuditRecord;
  charge: QuotaCharge | undefined;
  resolve(counted: boolean): void;
  reject(error: unknown): void;
}

/** Batches in flight at once per process; calls made meanwhile wait and form the next batch. */
const BATCHES_IN_FLIGHT = 4;
/** Rows in one batch at most. */
const BATCH_ROWS = 500;

export class DuplicateCheckError extends Error {
  readonly code = 'DUPLICATE_PREFLIGHT_ID';
}

/** PostgreSQL's codes for a deadlock broken by aborting this statement, and for a row referring to one deleted meanwhile. */
const DEADLOCK_DETECTED = '40P01';
const FOREIGN_KEY_VIOLATION = '23503';
/** Tries of a batch that lost a deadlock (to an organization's deletion, whose cascade locks rows in its own order). */
const DEADLOCK_TRIES = 3;

/**
 * Writes a batch whatever else runs: a batch aborted to break a deadlock is written again (the
 * aborted statement wrote nothing), and when an organization was deleted while its checks ran,
 * those checks fail with OrgDeletedError and the rest of the batch, other organizations' checks
 * among them, is written.
 */
async function writeSurviving(client: Tx, calls: Call[], shard: number): Promise<Outcome[]> {
  for (let tries = 1; ; tries++) {
    try {
      return await writeBatch(client, calls, shard);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === DEADLOCK_DETECTED && tries < DEADLOCK_TRIES) continue;
      if (code !== FOREIGN_KEY_VIOLATION) throw error;
      const orgIds = [...new Set(calls.map((call) => call.record.orgId))];
      const live = new Set((await rows<{ org_id: string }>(client, 'SELECT org_id FROM orgs WHERE org_id = ANY($1)', [orgIds])).map((row) => row.org_id));
      if (live.size === orgIds.length) throw error;
      const kept = calls.filter((call) => live.has(call.record.orgId));
      const written = kept.length === 0 ? [] : await writeSurviving(client, kept, shard);
      const gone: Outcome = { ok: false, error: new OrgDeletedError() };
      return calls.map((call) => (live.has(call.record.orgId) ? (written.shift() as Outcome) : gone));
    }
  }
}

const usageKey = (licenseId: string, month: string) => `${licenseId}\u0000${month}`;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One batch in one statement: the audit rows, their forwarding jobs, the daily counters, the
 * detection counters and the monthly usage, the counters summed over the rows actually written
 * (a preflight id taken already writes nothing). The search counts follow by trigger, in the
 * shard `$21` sets for the statement. Shared rows are written in key order.
 */
const WRITE_BATCH = `
WITH cfg AS (SELECT set_config('preflight.shard', $21::text, true)),
input AS (
  SELECT DISTINCT ON (i.preflight_id) i.*
  FROM cfg, unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::text[], $11::text[], $12::bigint[], $13::jsonb[], $14::text[], $15::text[], $16::bytea[],
    $17::text[], $18::text[], $19::text[], $20::text[], $22::text[], $23::text[], $24::boolean[], $25::bigint[])
    WITH ORDINALITY AS i(preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
      input_type, source_type, actor_id, input_size_bytes, detected, content, masked_content, masked_file,
      masked_file_media_type, masked_file_extension, created_at, payload, usage_license, usage_month, limited, due_at, n)
  ORDER BY i.preflight_id, i.n
),
ids AS (
  INSERT INTO audit_ids (preflight_id, org_id, created_at) SELECT preflight_id, org_id, created_at FROM input ORDER BY n
  ON CONFLICT (preflight_id) DO NOTHING
  RETURNING preflight_id
),
ins AS (
  INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
    input_type, source_type, actor_id, input_size_bytes, detected, content, masked_content, masked_file,
    masked_file_media_type, masked_file_extension, created_at)
  SELECT preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
    input_type, source_type, actor_id, input_size_bytes, detected, content, masked_content, masked_file,
    masked_file_media_type, masked_file_extension, created_at
  FROM input JOIN ids USING (preflight_id) ORDER BY n
  RETURNING preflight_id
),
written AS (
  SELECT i.*, (SELECT COALESCE(SUM((f->>'count')::bigint), 0) FROM jsonb_array_elements(i.detected) f) AS findings
  FROM ins JOIN input i USING (preflight_id)
),
jobs AS (
  INSERT INTO forwarding_jobs (destination_id, event_id, payload, state, attempts, due_at, created_at, updated_at)
  SELECT d.destination_id, w.preflight_id, w.payload, 'queued', 0, w.due_at, w.created_at, w.created_at
  FROM written w JOIN forwarding_destinations d ON d.org_id = w.org_id AND d.enabled
  ORDER BY w.n, d.destination_id
  RETURNING 1
),
days AS (
  INSERT INTO daily_stats (org_id, day, shard, checks, allowed, masked, blocked, bytes, prevented_exposures, rejected)
  SELECT org_id, left(created_at, 10), $21::smallint,
    COUNT(*) FILTER (WHERE decision <> 'REJECTED'),
    COUNT(*) FILTER (WHERE decision = 'ALLOWED'),
    COUNT(*) FILTER (WHERE decision = 'ALLOWED_WITH_MASKING'),
    COUNT(*) FILTER (WHERE decision NOT IN ('ALLOWED', 'ALLOWED_WITH_MASKING', 'REJECTED')),
    COALESCE(SUM(input_size_bytes) FILTER (WHERE decision <> 'REJECTED'), 0),
    COALESCE(SUM(findings) FILTER (WHERE decision NOT IN ('ALLOWED', 'REJECTED')), 0),
    COUNT(*) FILTER (WHERE decision = 'REJECTED')
  FROM written GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (org_id, day, shard) DO UPDATE SET checks = daily_stats.checks + excluded.checks,
    allowed = daily_stats.allowed + excluded.allowed, masked = daily_stats.masked + excluded.masked,
    blocked = daily_stats.blocked + excluded.blocked, bytes = daily_stats.bytes + excluded.bytes,
    prevented_exposures = daily_stats.prevented_exposures + excluded.prevented_exposures,
    rejected = daily_stats.rejected + excluded.rejected
  RETURNING 1
),
detections AS (
  INSERT INTO daily_detections (org_id, day, type, shard, count)
  SELECT w.org_id, left(w.created_at, 10), f->>'type', $21::smallint, SUM((f->>'count')::bigint)
  FROM written w, jsonb_array_elements(w.detected) f GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (org_id, day, type, shard) DO UPDATE SET count = daily_detections.count + excluded.count
  RETURNING 1
),
usage AS (
  INSERT INTO license_usage (license_id, month, shard, used)
  SELECT usage_license, usage_month, CASE WHEN limited THEN 0 ELSE $21::smallint END, COUNT(*)
  FROM written WHERE usage_license IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (license_id, month, shard) DO UPDATE SET used = license_usage.used + excluded.used
  RETURNING 1
)
SELECT preflight_id FROM ins`;

type Outcome = { ok: true; counted: boolean } | { ok: false; error: Error };

/**
 * Group commit: the checks recorded while earlier batches are in flight are written together.
 * Without a license limit among them that is one statement, committed on its own: one round
 * trip for the whole batch. With limits, a transaction first locks each limited license's month
 * (in key order) and reads its count, decides each check against it in call order (a check past
 * the limit writes its rejected row instead), then runs the same statement.
 */
async function writeBatch(client: Tx, calls: Call[], shard: number): Promise<Outcome[]> {
  const limited = new Map<string, { licenseId: string; month: string; used: number }>();
  for (const { charge } of calls) {
    if (charge && charge.limit !== null) limited.set(usageKey(charge.licenseId, charge.month), { licenseId: charge.licenseId, month: charge.month, used: 0 });
  }
  if (limited.size === 0) return write(client, calls.map(({ record, charge }) => ({ record, counted: true, charge: charge ?? null, limited: false })), shard);
  await client.query('BEGIN');
  try {
    for (const key of [...limited.keys()].sort(byText)) {
      const usage = limited.get(key)!;
      usage.used = await lockedUsage(client, usage.licenseId, usage.month);
    }
    // Against the limit, this batch's earlier checks of the license count too, with or without a limit.
    const counted = new Map<string, number>();
    const chosen = calls.map(({ record, charge }) => {
      if (!charge) return { record, counted: true, charge: null, limited: false };
      const key = usageKey(charge.licenseId, charge.month);
      const before = (limited.get(key)?.used ?? 0) + (counted.get(key) ?? 0);
      if (charge.limit === null || (charge.limit > 0 && before < charge.limit)) {
        counted.set(key, (counted.get(key) ?? 0) + 1);
        return { record, counted: true, charge, limited: charge.limit !== null };
      }
      return { record: charge.rejected(), counted: false, charge: null, limited: false };
    });
    const outcomes = await write(client, chosen, shard);
    await client.query('COMMIT');
    return outcomes;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface Chosen {
  record: AuditRecord;
  counted: boolean;
  /** The charge this row counts against, null when it counts against none. */
  charge: QuotaCharge | null;
  limited: boolean;
}

async function write(client: Tx, chosen: Chosen[], shard: number): Promise<Outcome[]> {
  const records = chosen.map((c) => c.record);
  // Every event is built, whether or not its organization forwards: the statement decides, and building costs less than asking first.
  const payloads = records.map((r) => JSON.stringify(auditEventOf(r)));
  const inserted = new Set(
    (
      await rows<{ preflight_id: string }>(client, WRITE_BATCH, [
        records.map((r) => r.preflightId), records.map((r) => r.orgId), records.map((r) => r.policyId),
        records.map((r) => r.policyName), records.map((r) => r.policyVersion), records.map((r) => r.destination),
        records.map((r) => r.decision), records.map((r) => r.summary), records.map((r) => r.inputType),
        records.map((r) => r.sourceType), records.map((r) => r.actorId), records.map((r) => r.inputSizeBytes),
        records.map((r) => JSON.stringify(r.detected)), records.map((r) => r.content), records.map((r) => r.maskedContent),
        records.map((r) => (r.maskedFile ? Buffer.from(r.maskedFile.bytes) : null)),
        records.map((r) => r.maskedFile?.mediaType ?? null), records.map((r) => r.maskedFile?.extension ?? null),
        records.map((r) => r.createdAt), payloads, String(shard),
        chosen.map((c) => c.charge?.licenseId ?? null), chosen.map((c) => c.charge?.month ?? null),
        chosen.map((c) => c.limited), records.map((r) => Date.parse(r.createdAt)),
      ])
    ).map((row) => row.preflight_id),
  );
  // A row not written had a preflight id taken already (by an earlier row, or earlier in this batch).
  return chosen.map((c) =>
    inserted.delete(c.record.preflightId)
      ? { ok: true as const, counted: c.counted }
      : { ok: false as const, error: new DuplicateCheckError(`An audit row with preflight id ${c.record.preflightId} exists already`) },
  );
}

/** Shards of the shared counters: each batch in flight on any replica adds to its own, most likely. */
const SHARDS = 64;

export function postgresAuditStore(db: Db): AuditStore {
  let pending: Call[] = [];
  let inFlight = 0;
  let scheduled = false;
  // This process's batches take the shards base, base + 1, …: one per batch in flight.
  const shardBase = randomInt(SHARDS / BATCHES_IN_FLIGHT) * BATCHES_IN_FLIGHT;
  const freeSlots = Array.from({ length: BATCHES_IN_FLIGHT }, (_, i) => i);

  const run = async (calls: Call[], shard: number) => {
    const tx = await db.connect().catch((error: unknown) => {
      for (const call of calls) call.reject(error);
      return null;
    });
    if (!tx) return;
    let outcomes: Outcome[];
    try {
      outcomes = await writeSurviving(tx, calls, shard);
    } catch (error) {
      // Nothing of the batch was written.
      for (const call of calls) call.reject(error);
      return;
    } finally {
      tx.release();
    }
    outcomes.forEach((outcome, i) => (outcome.ok ? calls[i].resolve(outcome.counted) : calls[i].reject(outcome.error)));
  };

  const pump = () => {
    scheduled = false;
    while (pending.length > 0 && inFlight < BATCHES_IN_FLIGHT) {
      const calls = pending.slice(0, BATCH_ROWS);
      pending = pending.slice(BATCH_ROWS);
      inFlight += 1;
      const slot = freeSlots.pop() as number;
      void run(calls, shardBase + slot).finally(() => {
        inFlight -= 1;
        freeSlots.push(slot);
        schedule();
      });
    }
  };
  const schedule = () => {
    if (scheduled || pending.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  };

  return {
    recordCheck: (record, charge) =>
      new Promise<boolean>((resolve, reject) => {
        pending.push({ record, charge, resolve, reject });
        schedule();
      }),
    async get(preflightId) {
      // The id's time names the partition, so only that month's is read.
      const row = await first<AuditRow>(
        db,
        'SELECT * FROM audit_events WHERE preflight_id = $1 AND created_at = (SELECT created_at FROM audit_ids WHERE preflight_id = $1)',
        [preflightId],
      );
      return row ? toRecord(row) : null;
    },
    list: (query) => listAudit(db, query),
    exportRows: (filter, batchSize) => exportAudit(db, filter, batchSize),
  };
}
