import type { Database } from 'better-sqlite3';
import { prepareForwardingEnqueue } from './forwarding-enqueue.js';
import type { AuditRecord, AuditStore, QuotaCharge } from '../types.js';
import { prepareConsumeCheck } from './licenses.js';
import { listAudit } from './audit-list.js';
import { groupCommit } from './group-commit.js';

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
  detected: string;
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
  detected: JSON.parse(row.detected),
  content: row.content,
  maskedContent: row.masked_content,
  maskedFile:
    row.masked_file && row.masked_file_media_type && row.masked_file_extension
      ? {
          bytes: new Uint8Array(row.masked_file),
          mediaType: row.masked_file_media_type,
          extension: row.masked_file_extension,
        }
      : null,
  createdAt: row.created_at,
});

export function sqliteAuditStore(db: Database): AuditStore {
  const insertEvent = db.prepare(
    `INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination,
       decision, summary, input_type, source_type, actor_id, input_size_bytes, detected, content,
       masked_content, masked_file, masked_file_media_type, masked_file_extension, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addDay = db.prepare(
    `INSERT INTO daily_stats (org_id, day, checks, allowed, masked, blocked, bytes, prevented_exposures, rejected)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (org_id, day) DO UPDATE SET checks = checks + excluded.checks, allowed = allowed + excluded.allowed,
       masked = masked + excluded.masked, blocked = blocked + excluded.blocked, bytes = bytes + excluded.bytes,
       prevented_exposures = prevented_exposures + excluded.prevented_exposures, rejected = rejected + excluded.rejected`,
  );
  const addDetections = db.prepare(
    `INSERT INTO daily_detections (org_id, day, type, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (org_id, day, type) DO UPDATE SET count = count + excluded.count`,
  );
  const byId = db.prepare('SELECT * FROM audit_events WHERE preflight_id = ?');
  const enqueueForwarding = prepareForwardingEnqueue(db);

  const consumeCheck = prepareConsumeCheck(db);

  // The audit row, its analytics counters and its forwarding jobs commit together or not at all.
  const write = (r: AuditRecord) => {
    const file = r.maskedFile;
    insertEvent.run(
      r.preflightId, r.orgId, r.policyId, r.policyName, r.policyVersion, r.destination, r.decision, r.summary,
      r.inputType, r.sourceType, r.actorId, r.inputSizeBytes, JSON.stringify(r.detected), r.content,
      r.maskedContent, file ? Buffer.from(file.bytes) : null, file?.mediaType ?? null, file?.extension ?? null,
      r.createdAt,
    );
    const day = r.createdAt.slice(0, 10);
    const findings = r.detected.reduce((sum, d) => sum + d.count, 0);
    // A check the quota refused was never checked: it counts as rejected only.
    const rejected = r.decision === 'REJECTED';
    addDay.run(
      r.orgId, day,
      rejected ? 0 : 1,
      r.decision === 'ALLOWED' ? 1 : 0,
      r.decision === 'ALLOWED_WITH_MASKING' ? 1 : 0,
      r.decision === 'BLOCKED' ? 1 : 0,
      rejected ? 0 : r.inputSizeBytes,
      r.decision === 'ALLOWED' || rejected ? 0 : findings,
      rejected ? 1 : 0,
    );
    for (const d of r.detected) addDetections.run(r.orgId, day, d.type, d.count);
    enqueueForwarding(r);
  };
  // One transaction also for the quota: counting the check and writing its row cannot part.
  const record = groupCommit(db, (r: AuditRecord, charge: QuotaCharge | undefined): boolean => {
    if (charge === undefined || consumeCheck(charge.licenseId, charge.month, charge.limit)) {
      write(r);
      return true;
    }
    write(charge.rejected());
    return false;
  });

  return {
    recordCheck: (r, charge) => record(r, charge),
    async get(preflightId) {
      const row = byId.get(preflightId) as AuditRow | undefined;
      return row ? toRecord(row) : null;
    },
    async list(query) {
      return listAudit(db, query);
    },
  };
}
