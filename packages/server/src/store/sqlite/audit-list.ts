import type { Database } from 'better-sqlite3';
import type { AuditExportRow, AuditFilter, AuditListItem, AuditPosition, AuditQuery, AuditRecord, Paged } from '../types.js';

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

interface Filter {
  clause: string;
  params: (string | number)[];
}

const MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/;
const SEARCHED = ['summary', 'destination', 'decision', 'policy_name'] as const;

const hasSearch = (q: AuditFilter): q is AuditFilter & { search: string } => q.search !== undefined && q.search !== '';
const hasFacet = (q: AuditFilter) =>
  [q.decision, q.destination, q.detectedType, q.sourceType].some((facet) => facet !== undefined);
const wholeDays = (q: AuditQuery) => [q.from, q.to].every((bound) => bound === undefined || MIDNIGHT.test(bound));

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `alias.column LIKE ?` over the searched columns, for the audit rows or their search documents alike. */
function searchFilter(alias: string, search: string): Filter {
  const pattern = likePattern(search);
  return {
    clause: `(${SEARCHED.map((column) => `${alias}.${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: SEARCHED.map(() => pattern),
  };
}

function where(parts: Filter[]): Filter {
  const used = parts.filter((part) => part.clause !== '');
  return {
    clause: used.length > 0 ? `WHERE ${used.map((part) => part.clause).join(' AND ')}` : '',
    params: used.flatMap((part) => part.params),
  };
}

const NONE: Filter = { clause: '', params: [] };

const when = (condition: boolean, clause: string, ...params: (string | number)[]): Filter =>
  condition ? { clause, params } : NONE;

/**
 * Newest first. The page is chosen on the (org_id, created_at, preflight_id) indexes, stopping
 * once `offset + limit` rows matched, so a page never reads the rows after it. The total comes
 * from counters kept in each row's transaction whenever the bounds are whole days (see
 * `countFromCounters`), so neither a common search term nor a long range scans the log.
 */
/** The audit rows (alias `a`) a filter selects. */
function rowFilters(q: AuditFilter): Filter[] {
  return [
    when(q.orgId !== undefined, 'a.org_id = ?', q.orgId ?? ''),
    when(q.from !== undefined, 'a.created_at >= ?', q.from ?? ''),
    when(q.to !== undefined, 'a.created_at < ?', q.to ?? ''),
    hasSearch(q) ? searchFilter('a', q.search) : NONE,
    when(q.decision !== undefined, 'a.decision = ?', q.decision ?? ''),
    when(q.destination !== undefined, 'a.destination = ?', q.destination ?? ''),
    when(q.sourceType !== undefined, 'a.source_type = ?', q.sourceType ?? ''),
    when(
      q.detectedType !== undefined,
      "EXISTS (SELECT 1 FROM json_each(a.detected) f WHERE json_extract(f.value, '$.type') = ?)",
      q.detectedType ?? '',
    ),
  ];
}

export function listAudit(db: Database, q: AuditQuery): Paged<AuditListItem> {
  const total = countFromCounters(db, q) ?? countRows(db, where(rowFilters(q)));
  const rows = where([...rowFilters(q), after(q.after)]);
  const items =
    total <= q.offset
      ? []
      : (db
          .prepare(
            `SELECT a.preflight_id, a.created_at, a.destination, a.decision, a.summary, a.policy_version,
               a.policy_name, a.org_id, o.name AS org_name
             FROM audit_events a JOIN orgs o ON o.org_id = a.org_id
             WHERE a.rowid IN (SELECT a.rowid FROM audit_events a ${rows.clause}
                               ORDER BY a.created_at DESC, a.preflight_id DESC LIMIT ? OFFSET ?)
             ORDER BY a.created_at DESC, a.preflight_id DESC`,
          )
          .all(...rows.params, q.limit, q.offset) as ListRow[]);
  return {
    items: items.map((row) => ({
      preflightId: row.preflight_id,
      createdAt: row.created_at,
      destination: row.destination,
      decision: row.decision,
      summary: row.summary,
      policyVersion: row.policy_version,
      policyName: row.policy_name,
      orgId: row.org_id,
      orgName: row.org_name,
    })),
    total,
  };
}

/**
 * The rows older than `position` in the newest-first order (created_at, then preflight_id). The
 * plain `created_at <= ?` bounds the time index's range, so the page is found by seeking it; the
 * rest only sorts out the rows of that same instant.
 */
function after(position: AuditQuery['after']): Filter {
  return when(
    position !== undefined,
    'a.created_at <= ? AND (a.created_at < ? OR a.preflight_id < ?)',
    position?.createdAt ?? '',
    position?.createdAt ?? '',
    position?.preflightId ?? '',
  );
}

function countRows(db: Database, rows: Filter): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM audit_events a ${rows.clause}`).get(...rows.params) as { n: number }).n;
}

/**
 * With whole-day bounds the total is a sum of per-day counters: `daily_stats` without a search
 * term, the search documents' day counts (migration 011) with one. Null for bounds inside a
 * day, which count rows.
 */
function countFromCounters(db: Database, q: AuditQuery): number | null {
  // The counters know days and search documents, not facets: a faceted total counts rows.
  if (!wholeDays(q) || hasFacet(q)) return null;
  const from = q.from?.slice(0, 10);
  const to = q.to?.slice(0, 10);
  if (!hasSearch(q)) {
    const filter = where([
      when(q.orgId !== undefined, 'org_id = ?', q.orgId ?? ''),
      when(from !== undefined, 'day >= ?', from ?? ''),
      when(to !== undefined, 'day < ?', to ?? ''),
    ]);
    const sql = `SELECT COALESCE(SUM(checks + rejected), 0) AS n FROM daily_stats ${filter.clause}`;
    return (db.prepare(sql).get(...filter.params) as { n: number }).n;
  }
  const filter = where([
    when(q.orgId !== undefined, 's.org_id = ?', q.orgId ?? ''),
    searchFilter('s', q.search),
    when(from !== undefined, 'd.day >= ?', from ?? ''),
    when(to !== undefined, 'd.day < ?', to ?? ''),
  ]);
  const sql = `SELECT COALESCE(SUM(d.checks), 0) AS n
    FROM audit_search_docs s JOIN audit_search_days d ON d.doc_id = s.doc_id ${filter.clause}`;
  return (db.prepare(sql).get(...filter.params) as { n: number }).n;
}

interface ExportRow extends ListRow {
  input_type: string;
  source_type: string;
  input_size_bytes: number;
  detected: string;
}

/**
 * Newest first in batches, each found by seeking the time index just past the previous batch's
 * last row (created_at, preflight_id), so every batch costs the same however deep the export is.
 */
export async function* exportAudit(db: Database, filter: AuditFilter, batchSize: number): AsyncGenerator<AuditExportRow[]> {
  let position: AuditPosition | null = null;
  for (;;) {
    const rows = where([
      ...rowFilters(filter),
      after(position ?? undefined),
    ]);
    const batch = db
      .prepare(
        `SELECT a.preflight_id, a.created_at, a.destination, a.decision, a.summary, a.policy_version, a.policy_name,
           a.org_id, o.name AS org_name, a.input_type, a.source_type, a.input_size_bytes, a.detected
         FROM audit_events a JOIN orgs o ON o.org_id = a.org_id ${rows.clause}
         ORDER BY a.created_at DESC, a.preflight_id DESC LIMIT ?`,
      )
      .all(...rows.params, batchSize) as ExportRow[];
    if (batch.length === 0) return;
    yield batch.map((row) => ({
      preflightId: row.preflight_id,
      createdAt: row.created_at,
      destination: row.destination,
      decision: row.decision,
      summary: row.summary,
      policyVersion: row.policy_version,
      policyName: row.policy_name,
      orgId: row.org_id,
      orgName: row.org_name,
      inputType: row.input_type,
      sourceType: row.source_type,
      inputSizeBytes: row.input_size_bytes,
      // Types and counts only: samples stay out of an export whatever the retention.
      detected: (JSON.parse(row.detected) as { type: string; count: number }[]).map(({ type, count }) => ({ type, count })),
    }));
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    position = { createdAt: last.created_at, preflightId: last.preflight_id };
  }
}
