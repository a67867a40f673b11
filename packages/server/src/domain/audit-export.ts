import type { Principal } from '../auth/principal.js';
import type { AuditExportRow, AuditFilter } from '../store/types.js';
import type { DomainDeps } from './context.js';
import { type AuditFilterRequest, auditFilter } from './audit.js';

export type ExportFormat = 'csv' | 'json';

/** Rows read per batch: enough to keep the per-batch cost small, few enough to stream steadily. */
const BATCH = 500;

const COLUMNS = [
  'preflight_id', 'created_at', 'org_id', 'org_name', 'policy_name', 'policy_version', 'destination',
  'decision', 'summary', 'input_type', 'source_type', 'input_size_bytes', 'detected',
] as const;

function record(row: AuditExportRow) {
  return {
    preflight_id: row.preflightId,
    created_at: row.createdAt,
    org_id: row.orgId,
    org_name: row.orgName,
    policy_name: row.policyName,
    policy_version: row.policyVersion,
    destination: row.destination,
    decision: row.decision,
    summary: row.summary,
    input_type: row.inputType,
    source_type: row.sourceType,
    input_size_bytes: row.inputSizeBytes,
    detected: row.detected,
  };
}

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, since organization and policy names are typed by users.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(row: AuditExportRow): string {
  const r = record(row);
  const detected = r.detected.map((d) => `${d.type}:${d.count}`).join(' ');
  return `${COLUMNS.map((c) => csvCell(c === 'detected' ? detected : r[c])).join(',')}\r\n`;
}

async function* chunks(deps: DomainDeps, filter: AuditFilter, format: ExportFormat): AsyncGenerator<string> {
  yield format === 'csv' ? `${COLUMNS.join(',')}\r\n` : '[';
  let first = true;
  for await (const batch of deps.store.audit.exportRows(filter, BATCH)) {
    if (format === 'csv') {
      yield batch.map(csvLine).join('');
    } else {
      yield `${first ? '' : ','}\n${batch.map((row) => JSON.stringify(record(row))).join(',\n')}`;
      first = false;
    }
  }
  if (format === 'json') yield '\n]\n';
}

/**
 * The checks a filter selects as CSV (one header line, then a line per check; detected types as
 * `TYPE:count` separated by spaces) or a JSON array, newest first, in chunks read batch by batch.
 * Metadata only: no content, masked content or samples, whatever the organization's retention.
 * Who may see which organization is settled before the first chunk, so a refusal is a plain error.
 */
export async function exportAudit(
  deps: DomainDeps,
  principal: Extract<Principal, { kind: 'administrator' | 'management' }>,
  request: AuditFilterRequest,
  format: ExportFormat,
): Promise<AsyncIterable<string>> {
  return chunks(deps, await auditFilter(deps, principal, request), format);
}
