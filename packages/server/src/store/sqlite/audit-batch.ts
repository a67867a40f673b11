import type { Database, Statement } from 'better-sqlite3';
import type { AuditRecord, DayTotals } from '../types.js';

/** What one batch adds to an organization's day of counters. */
interface DayDelta extends Omit<DayTotals, 'date'> {
  orgId: string;
  day: string;
}

interface Delta<K> {
  key: K;
  by: number;
}

/**
 * What the audit writes of one group commit add to shared rows (the daily counters, the
 * monthly usage of unlimited licenses), summed in memory so each such row is written once per
 * batch rather than once per check. Also remembers, for the batch, which organizations forward
 * anywhere.
 */
export class AuditBatch {
  readonly forwards = new Map<string, boolean>();
  private readonly days = new Map<string, DayDelta>();
  private readonly detections = new Map<string, Delta<[orgId: string, day: string, type: string]>>();
  private readonly usage = new Map<string, Delta<[licenseId: string, month: string]>>();

  /** Counts a written audit row in its organization's day. */
  addRecord(r: AuditRecord): void {
    const day = r.createdAt.slice(0, 10);
    const dayKey = `${r.orgId}\u0000${day}`;
    let d = this.days.get(dayKey);
    if (d === undefined) {
      d = { orgId: r.orgId, day, checks: 0, allowed: 0, masked: 0, blocked: 0, bytes: 0, preventedExposures: 0, rejected: 0 };
      this.days.set(dayKey, d);
    }
    // A check the quota refused was never checked: it counts as rejected only.
    if (r.decision === 'REJECTED') {
      d.rejected += 1;
    } else {
      d.checks += 1;
      d.bytes += r.inputSizeBytes;
      if (r.decision === 'ALLOWED') d.allowed += 1;
      else if (r.decision === 'ALLOWED_WITH_MASKING') d.masked += 1;
      else d.blocked += 1;
      // Findings masked or blocked are exposures prevented; an allowed check let its findings through.
      if (r.decision !== 'ALLOWED') for (const f of r.detected) d.preventedExposures += f.count;
    }
    for (const f of r.detected) add(this.detections, [r.orgId, day, f.type], f.count);
  }

  /** Counts a check against a license without a limit (nothing to refuse, so it can wait for the batch's end). */
  addUsage(licenseId: string, month: string): void {
    add(this.usage, [licenseId, month], 1);
  }

  /** Checks of `licenseId` in `month` counted in this batch but not yet written. */
  pendingUsage(licenseId: string, month: string): number {
    return this.usage.get(`${licenseId}\u0000${month}`)?.by ?? 0;
  }

  /** Writes the sums; runs in the batch's transaction, after its calls. */
  write(statements: AuditBatchStatements): void {
    for (const d of this.days.values()) {
      statements.addDay.run(d.orgId, d.day, d.checks, d.allowed, d.masked, d.blocked, d.bytes, d.preventedExposures, d.rejected);
    }
    for (const { key, by } of this.detections.values()) statements.addDetections.run(...key, by);
    for (const { key, by } of this.usage.values()) statements.addUsage.run(...key, by);
  }
}

function add<K extends string[]>(deltas: Map<string, Delta<K>>, key: K, by: number): void {
  const id = key.join('\u0000');
  const delta = deltas.get(id);
  if (delta === undefined) deltas.set(id, { key, by });
  else delta.by += by;
}

export interface AuditBatchStatements {
  addDay: Statement<unknown[]>;
  addDetections: Statement<unknown[]>;
  addUsage: Statement<unknown[]>;
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
