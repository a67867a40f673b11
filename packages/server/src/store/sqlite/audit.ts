import type { Database } from 'better-sqlite3';
import { prepareForwardingEnqueue } from './forwarding-enqueue.js';
import { type AuditRecord, type AuditStore, OrgDeletedError, type QuotaCharge } from '../types.js';
import { prepareConsumeCheck } from './licenses.js';
import { exportAudit, listAudit } from './audit-list.js';
import { groupCommit } from './group-commit.js';
import { AuditBatch, prepareAuditBatchStatements } from './audit-batch.js';

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
  const byId = db.prepare('SELECT * FROM audit_events WHERE preflight_id = ?');
  const enqueueForwarding = prepareForwardingEnqueue(db);
  const consumeCheck = prepareConsumeCheck(db);
  const batchStatements = prepareAuditBatchStatements(db);

  // The audit row, its analytics counters and its forwarding jobs commit together or not at all.
  const write = (batch: AuditBatch, r: AuditRecord) => {
    const file = r.maskedFile;
    try {
      insertEvent.run(
        r.preflightId, r.orgId, r.policyId, r.policyName, r.policyVersion, r.destination, r.decision, r.summary,
        r.inputType, r.sourceType, r.actorId, r.inputSizeBytes, JSON.stringify(r.detected), r.content,
        r.maskedContent, file ? Buffer.from(file.bytes) : null, file?.mediaType ?? null, file?.extension ?? null,
        r.createdAt,
      );
    } catch (error) {
      // The organization was deleted between the check's start and its record.
      if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new OrgDeletedError();
      throw error;
    }
    enqueueForwarding(r, batch.forwards);
    // Last: only a row that was written is counted.
    batch.addRecord(r);
  };

  // One transaction also for the quota: counting the check and writing its row cannot part.
  const record = groupCommit(db, {
    start: () => new AuditBatch(),
    run(batch, r: AuditRecord, charge: QuotaCharge | undefined): boolean {
      const limit = charge?.limit ?? null;
      if (charge && limit !== null) {
        // Against the limit, this batch's checks not yet written count too.
        const room = limit - batch.pendingUsage(charge.licenseId, charge.month);
        if (!consumeCheck(charge.licenseId, charge.month, room)) {
          write(batch, charge.rejected());
          return false;
        }
      }
      write(batch, r);
      // An unlimited license refuses nothing: its count waits for the batch's end, once the row is written.
      if (charge && limit === null) batch.addUsage(charge.licenseId, charge.month);
      return true;
    },
    finish: (batch) => batch.write(batchStatements),
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
    exportRows(filter, batchSize) {
      return exportAudit(db, filter, batchSize);
    },
  };
}
