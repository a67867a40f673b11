import type { Database, Statement } from 'better-sqlite3';
import type { AuditBatch } from '../audit-batch.js';

export interface AuditBatchStatements {
  addDay: Statement<unknown[]>;
  addDetections: Statement<unknown[]>;
  addUsage: Statement<unknown[]>;
}

/** Writes a batch's sums; runs in the batch's transaction, after its calls. */
export function writeAuditBatch(batch: AuditBatch, statements: AuditBatchStatements): void {
  const { days, detections, usage } = batch.sums();
  for (const d of days) {
    statements.addDay.run(d.orgId, d.day, d.checks, d.allowed, d.masked, d.blocked, d.bytes, d.preventedExposures, d.rejected);
  }
  for (const { key, by } of detections) statements.addDetections.run(...key, by);
  for (const { key, by } of usage) statements.addUsage.run(...key, by);
}

export function prepareAuditBatchStatements(db: Database): AuditBatchStatements {
  return {
    addDay: db.prepare(
      `INSERT INTO daily_stats (org_id, day, checks, allowed, masked, blocked, bytes, prevented_exposures, rejected)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (org_id, day) DO UPDATE SET checks = checks + excluded.checks, allowed = allowed + excluded.allowed,
         masked = masked + excluded.masked, blocked = blocked + excluded.blocked, bytes = bytes + excluded.bytes,
         prevented_exposures = prevented_exposures + excluded.prevented_exposures, rejected = rejected + excluded.rejected`,
    ),
    addDetections: db.prepare(
      `INSERT INTO daily_detections (org_id, day, type, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (org_id, day, type) DO UPDATE SET count = count + excluded.count`,
    ),
    addUsage: db.prepare(
      `INSERT INTO license_usage (license_id, month, used) VALUES (?, ?, ?)
       ON CONFLICT (license_id, month) DO UPDATE SET used = used + excluded.used`,
    ),
  };
}
