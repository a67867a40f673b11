import type { AuditExportRow, AuditFilter, AuditListItem, AuditQuery, AuditRecord, Paged } from '../types.js';
import { first, rows, type Db } from './db.js';

interface ListRow {
  preflight_id: string;
  created_at: string;
  destination: string;
  decision: AuditRecord['decision'];
  summary: string;
  policy_version: string;
  policy_name: string;
  org_id: string;
  org_name: string;
}

const MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/;
const SEARCHED = ['summary', 'destination', 'decision', 'policy_name'] as const;

const hasSearch = (q: AuditFilter): q is AuditFilter & { search: string } => q.search !== undefined && q.search !== '';
const hasFacet = (q: AuditFilter) =>
  [q.decision, q.destination, q.detectedType, q.sourceType].some((facet) => facet !== undefined);
const wholeDays = (q: AuditQuery) => [q.from, q.to].every((bound) => bound === undefined || MIDNIGHT.test(bound));

/** A WHERE clause under construction: each value becomes the next `$n`. */
class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** `$n` for `value`. */
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: boolean, clause: (bind: (value: unknown) => string) => string): this {
    if (condition) this.parts.push(clause((v) => this.bind(v)));
    return this;
  }

  get clause(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** ILIKE on "C"-collated columns folds ASCII case only, as SQLite's LIKE does. */
function addSearch(where: Where, alias: string, search: string): void {
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  where.add(true, (bind) => {
    const p = bind(pattern);
    return `(${SEARCHED.map((column) => `${alias}.${column} ILIKE ${p}`).join(' OR ')})`;
  });
}

/** The audit rows (alias `a`) a filter selects. */
function rowFilter(q: AuditFilter): Where {
  const where = new Where()
    .add(q.orgId !== undefined, (bind) => `a.org_id = ${bind(q.orgId)}`)
    .add(q.from !== undefined, (bind) => `a.created_at >= ${bind(q.from)}`)
    .add(q.to !== undefined, (bind) => `a.created_at < ${bind(q.to)}`);
  if (hasSearch(q)) addSearch(where, 'a', q.search);
  return where
    .add(q.decision !== undefined, (bind) => `a.decision = ${bind(q.decision)}`)
    .add(q.destination !== undefined, (bind) => `a.destination = ${bind(q.destination)}`)
    .add(q.sourceType !== undefined, (bind) => `a.source_type = ${bind(q.sourceType)}`)
    .add(q.detectedType !== undefined, (bind) => `a.detected @> jsonb_build_array(jsonb_build_object('type', ${bind(q.detectedType)}::text))`);
}

const toItem = (row: ListRow): AuditListItem => ({
  preflightId: row.preflight_id,
  createdAt: row.created_at,
  destination: row.destination,
  decision: row.decision,
  summary: row.summary,
  policyVersion: row.policy_version,
  policyName: row.policy_name,
  orgId: row.org_id,
  orgName: row.org_name,
});

/**
 * Newest first on the (org_id, created_at, preflight_id) indexes, reading no row after the
 * page; the total comes from the per-day counters when the bounds are whole days.
 */
export async function listAudit(db: Db, q: AuditQuery): Promise<Paged<AuditListItem>> {
  const total = (await countFromCounters(db, q)) ?? (await countRows(db, q));
  if (total <= q.offset) return { items: [], total };
  const where = rowFilter(q);
  const position = q.after;
  where.add(position !== undefined, (bind) => `(a.created_at, a.preflight_id) < (${bind(position?.createdAt)}, ${bind(position?.preflightId)})`);
  const limit = where.bind(q.limit);
  const offset = where.bind(q.offset);
  const items = await rows<ListRow>(
    db,
    `SELECT a.preflight_id, a.created_at, a.destination, a.decision, a.summary, a.policy_version,
       a.policy_name, a.org_id, o.name AS org_name
     FROM audit_events a JOIN orgs o ON o.org_id = a.org_id ${where.clause}
     ORDER BY a.created_at DESC, a.preflight_id DESC LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { items: items.map(toItem), total };
}

async function countRows(db: Db, q: AuditFilter): Promise<number> {
  const where = rowFilter(q);
  return (await first<{ n: number }>(db, `SELECT COUNT(*) AS n FROM audit_events a ${where.clause}`, where.params))?.n ?? 0;
}

/** Sums of per-day counters for whole-day bounds without facets (see the SQLite store); null otherwise. */
async function countFromCounters(db: Db, q: AuditQuery): Promise<number | null> {
  if (!wholeDays(q) || hasFacet(q)) return null;
  const from = q.from?.slice(0, 10);
  const to = q.to?.slice(0, 10);
  if (!hasSearch(q)) {
    const where = new Where()
      .add(q.orgId !== undefined, (bind) => `org_id = ${bind(q.orgId)}`)
      .add(from !== undefined, (bind) => `day >= ${bind(from)}`)
      .add(to !== undefined, (bind) => `day < ${bind(to)}`);
    return (await first<{ n: number }>(db, `SELECT COALESCE(SUM(checks + rejected), 0) AS n FROM daily_stats ${where.clause}`, where.params))?.n ?? 0;
  }
  const where = new Where().add(q.orgId !== undefined, (bind) => `s.org_id = ${bind(q.orgId)}`);
  addSearch(where, 's', q.search);
  where.add(from !== undefined, (bind) => `d.day >= ${bind(from)}`).add(to !== undefined, (bind) => `d.day < ${bind(to)}`);
  return (
    (await first<{ n: number }>(
      db,
      `SELECT COALESCE(SUM(d.checks), 0) AS n FROM audit_search_docs s JOIN audit_search_days d ON d.doc_id = s.doc_id ${where.clause}`,
      where.params,
    ))?.n ?? 0
  );
}

interface ExportRow extends ListRow {
  input_type: string;
  source_type: string;
  input_size_bytes: number;
  detected: { type: string; count: number }[];
}

/** Newest first in batches, each found by seeking the time index just past the previous batch's last row. */
export async function* exportAudit(db: Db, filter: AuditFilter, batchSize: number): AsyncGenerator<AuditExportRow[]> {
  let after: { createdAt: string; preflightId: string } | null = null;
  for (;;) {
    const where = rowFilter(filter);
    const seek = after;
    where.add(seek !== null, (bind) => `(a.created_at, a.preflight_id) < (${bind(seek?.createdAt)}, ${bind(seek?.preflightId)})`);
    const limit = where.bind(batchSize);
    const batch = await rows<ExportRow>(
      db,
      `SELECT a.preflight_id, a.created_at, a.destination, a.decision, a.summary, a.policy_version, a.policy_name,
         a.org_id, o.name AS org_name, a.input_type, a.source_type, a.input_size_bytes, a.detected
       FROM audit_events a JOIN orgs o ON o.org_id = a.org_id ${where.clause}
       ORDER BY a.created_at DESC, a.preflight_id DESC LIMIT ${limit}`,
      where.params,
    );
    if (batch.length === 0) return;
    yield batch.map((row) => ({
      ...toItem(row),
      inputType: row.input_type,
      sourceType: row.source_type,
      inputSizeBytes: row.input_size_bytes,
      // Types and counts only: samples stay out of an export whatever the retention.
      detected: row.detected.map(({ type, count }) => ({ type, count })),
    }));
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    after = { createdAt: last.created_at, preflightId: last.preflight_id };
  }
}
