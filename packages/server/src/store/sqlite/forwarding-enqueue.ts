import type { Database } from 'better-sqlite3';
import { auditEventOf } from '../../forwarding/event.js';
import type { AuditRecord } from '../types.js';

/**
 * Queues a recorded check's event for every enabled destination of its organization. Called
 * inside the audit write's transaction, so an audit row never exists without its jobs.
 * `forwards` remembers, within that transaction, which organizations have a destination.
 */
export function prepareForwardingEnqueue(db: Database): (record: AuditRecord, forwards: Map<string, boolean>) => void {
  const hasDestination = db.prepare(
    'SELECT 1 FROM forwarding_destinations WHERE org_id = ? AND enabled = 1 LIMIT 1',
  );
  const insertJobs = db.prepare(
    `INSERT INTO forwarding_jobs (destination_id, event_id, payload, state, attempts, due_at, created_at, updated_at)
     SELECT destination_id, ?, ?, 'queued', 0, ?, ?, ? FROM forwarding_destinations WHERE org_id = ? AND enabled = 1`,
  );
  return (record, forwards) => {
    let any = forwards.get(record.orgId);
    if (any === undefined) forwards.set(record.orgId, (any = hasDestination.get(record.orgId) !== undefined));
    // Most organizations forward nowhere; skip building the event for them.
    if (!any) return;
    const event = auditEventOf(record);
    insertJobs.run(
      event.event.id, JSON.stringify(event), Date.parse(record.createdAt), record.createdAt, record.createdAt, record.orgId,
    );
  };
}
