import { auditEventOf } from '../../forwarding/event.js';
import { AuditBatch } from '../audit-batch.js';
import type { AuditRecord, AuditStore, QuotaCharge } from '../types.js';
import { exportAudit, listAudit } from './audit-list.js';
import { randomInt } from 'node:crypto';
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

const usageKey = (licenseId: string, month: string) => `${licenseId}\u0000${month}`;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Group commit: the checks recorded while earlier batches are in flight are written together, in
 * one transaction with a fixed number of statements whatever the batch's size, and each caller is
 * answered only after that commit. Shared rows (monthly usage, daily counters, search counts)
 * are locked in key order, so concurrent batches on any replica wait for each other at most as
 * long as one batch and never deadlock.
 */
async function writeBatch(tx: Tx, calls: Call[], shard: number): Promise<({ ok: true; counted: boolean } | { ok: false; error: Error })[]> {
  // The search counts' trigger adds to this batch's shard too.
  await tx.query("SELECT set_config('preflight.shard', $1, true)", [String(shard)]);
  // The quota: lock each limited license's month (in key order) and read its count.
  const limited = new Map<string, { licenseId: string; month: string; used: number; added: number }>();
  for (const { charge } of calls) {
    if (charge && charge.limit !== null) limited.set(usageKey(charge.licenseId, charge.month), { licenseId: charge.licenseId, month: charge.month, used: 0, added: 0 });
  }
  for (const key of [...limited.keys()].sort(byText)) {
    const usage = limited.get(key)!;
    usage.used = await lockedUsage(tx, usage.licenseId, usage.month);
  }
  // Decided in call order: a check past the limit writes its rejected row instead. Against the
  // limit, this batch's earlier checks of the license count too, with or without a limit.
  const counted = new Map<string, number>();
  const count = (key: string) => counted.set(key, (counted.get(key) ?? 0) + 1);
  const chosen = calls.map(({ record, charge }) => {
    if (!charge) return { record, counted: true, usage: null, limited: false };
    const key = usageKey(charge.licenseId, charge.month);
    if (charge.limit === null) {
      count(key);
      return { record, counted: true, usage: key, limited: false };
    }
    const used = limited.get(key)!.used + (counted.get(key) ?? 0);
    if (charge.limit > 0 && used < charge.limit) {
      count(key);
      return { record, counted: true, usage: key, limited: true };
    }
    return { record: charge.rejected(), counted: false, usage: null, limited: false };
  });

  const records = chosen.map((c) => c.record);
  const inserted = new Set(
    (
      await rows<{ preflight_id: string }>(
        tx,
        `INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
           input_type, source_type, actor_id, input_size_bytes, detected, content, masked_content, masked_file,
           masked_file_media_type, masked_file_extension, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::text[], $10::text[], $11::text[], $12::bigint[], $13::jsonb[], $14::text[], $15::text[], $16::bytea[],
           $17::text[], $18::text[], $19::text[])
         ON CONFLICT (preflight_id) DO NOTHING RETURNING preflight_id`,
        [
          records.map((r) => r.preflightId), records.map((r) => r.orgId), records.map((r) => r.policyId),
          records.map((r) => r.policyName), records.map((r) => r.policyVersion), records.map((r) => r.destination),
          records.map((r) => r.decision), records.map((r) => r.summary), records.map((r) => r.inputType),
          records.map((r) => r.sourceType), records.map((r) => r.actorId), records.map((r) => r.inputSizeBytes),
          records.map((r) => JSON.stringify(r.detected)), records.map((r) => r.content), records.map((r) => r.maskedContent),
          records.map((r) => (r.maskedFile ? Buffer.from(r.maskedFile.bytes) : null)),
          records.map((r) => r.maskedFile?.mediaType ?? null), records.map((r) => r.maskedFile?.extension ?? null),
          records.map((r) => r.createdAt),
        ],
      )
    ).map((row) => row.preflight_id),
  );
  // A row not written was a preflight id taken already (by an earlier row, or earlier in this batch).
  const batch = new AuditBatch();
  const outcomes = chosen.map((c) => {
    if (!inserted.delete(c.record.preflightId)) {
      return { ok: false as const, error: new DuplicateCheckError(`An audit row with preflight id ${c.record.preflightId} exists already`) };
    }
    batch.addRecord(c.record);
    if (c.limited) {
      limited.get(c.usage as string)!.added += 1;
    } else if (c.usage !== null) {
      const [licenseId, month] = c.usage.split('\u0000');
      batch.addUsage(licenseId, month);
    }
    return { ok: true as const, counted: c.counted };
  });
  const written = chosen.filter((_, i) => outcomes[i].ok).map((c) => c.record);
  await enqueueForwarding(tx, written);

  const { days, detections, usage } = batch.sums();
  // Limited licenses in shard 0 (whose rows this batch holds locked), unlimited ones in its own shard.
  const counts = [
    ...[...limited.entries()].sort(([a], [b]) => byText(a, b)).filter(([, u]) => u.added > 0).map(([, u]) => ({ licenseId: u.licenseId, month: u.month, shard: 0, by: u.added })),
    ...usage.map((u) => ({ licenseId: u.key[0], month: u.key[1], shard, by: u.by })),
  ];
  if (counts.length > 0) {
    await tx.query(
      `INSERT INTO license_usage (license_id, month, shard, used) SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[], $4::integer[])
       ON CONFLICT (license_id, month, shard) DO UPDATE SET used = license_usage.used + excluded.used`,
      [counts.map((u) => u.licenseId), counts.map((u) => u.month), counts.map((u) => u.shard), counts.map((u) => u.by)],
    );
  }
  if (days.length > 0) {
    await tx.query(
      `INSERT INTO daily_stats (org_id, day, shard, checks, allowed, masked, blocked, bytes, prevented_exposures, rejected)
       SELECT d.org_id, d.day, $10, d.checks, d.allowed, d.masked, d.blocked, d.bytes, d.prevented, d.rejected
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[])
         AS d(org_id, day, checks, allowed, masked, blocked, bytes, prevented, rejected)
       ON CONFLICT (org_id, day, shard) DO UPDATE SET checks = daily_stats.checks + excluded.checks,
         allowed = daily_stats.allowed + excluded.allowed, masked = daily_stats.masked + excluded.masked,
         blocked = daily_stats.blocked + excluded.blocked, bytes = daily_stats.bytes + excluded.bytes,
         prevented_exposures = daily_stats.prevented_exposures + excluded.prevented_exposures,
         rejected = daily_stats.rejected + excluded.rejected`,
      [
        days.map((d) => d.orgId), days.map((d) => d.day), days.map((d) => d.checks), days.map((d) => d.allowed),
        days.map((d) => d.masked), days.map((d) => d.blocked), days.map((d) => d.bytes), days.map((d) => d.preventedExposures),
        days.map((d) => d.rejected), shard,
      ],
    );
  }
  if (detections.length > 0) {
    await tx.query(
      `INSERT INTO daily_detections (org_id, day, type, shard, count)
       SELECT d.org_id, d.day, d.type, $5, d.count FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS d(org_id, day, type, count)
       ON CONFLICT (org_id, day, type, shard) DO UPDATE SET count = daily_detections.count + excluded.count`,
      [detections.map((d) => d.key[0]), detections.map((d) => d.key[1]), detections.map((d) => d.key[2]), detections.map((d) => d.by), shard],
    );
  }
  return outcomes;
}

/** Queues each written check's event for every enabled destination of its organization, in the rows' transaction. */
async function enqueueForwarding(tx: Tx, written: AuditRecord[]): Promise<void> {
  if (written.length === 0) return;
  const orgs = [...new Set(written.map((r) => r.orgId))];
  const forwarding = new Set(
    (await rows<{ org_id: string }>(tx, 'SELECT DISTINCT org_id FROM forwarding_destinations WHERE enabled AND org_id = ANY($1::text[])', [orgs])).map(
      (row) => row.org_id,
    ),
  );
  // Most organizations forward nowhere; their events are never built.
  const events = written.filter((r) => forwarding.has(r.orgId)).map((r) => ({ record: r, event: auditEventOf(r) }));
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO forwarding_jobs (destination_id, event_id, payload, state, attempts, due_at, created_at, updated_at)
     SELECT d.destination_id, e.event_id, e.payload, 'queued', 0, e.due_at, e.created_at, e.created_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[]) WITH ORDINALITY AS e(org_id, event_id, payload, due_at, created_at, n)
     JOIN forwarding_destinations d ON d.org_id = e.org_id AND d.enabled
     ORDER BY e.n, d.destination_id`,
    [
      events.map((e) => e.record.orgId), events.map((e) => e.event.event.id), events.map((e) => JSON.stringify(e.event)),
      events.map((e) => Date.parse(e.record.createdAt)), events.map((e) => e.record.createdAt),
    ],
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
    let outcomes: Awaited<ReturnType<typeof writeBatch>>;
    try {
      await tx.query('BEGIN');
      outcomes = await writeBatch(tx, calls, shard);
      await tx.query('COMMIT');
    } catch (error) {
      // Nothing of the batch was written.
      await tx.query('ROLLBACK').catch(() => undefined);
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
      const row = await first<AuditRow>(db, 'SELECT * FROM audit_events WHERE preflight_id = $1', [preflightId]);
      return row ? toRecord(row) : null;
    },
    list: (query) => listAudit(db, query),
    exportRows: (filter, batchSize) => exportAudit(db, filter, batchSize),
  };
}
