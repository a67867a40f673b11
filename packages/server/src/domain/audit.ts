import type { Principal } from '../auth/principal.js';
import { ApiError, notFound } from '../http/errors.js';
import type { AuditFilter, AuditListItem, AuditPosition, AuditRecord, Paged } from '../store/types.js';
import type { DomainDeps } from './context.js';

export interface AuditFilterRequest {
  orgId?: string;
  search?: string;
  /** YYYY-MM-DD (start of that UTC day) or an ISO timestamp; inclusive. */
  from?: string;
  /** YYYY-MM-DD (the whole UTC day included) or an ISO timestamp; inclusive. */
  to?: string;
  decision?: string;
  destination?: string;
  detectedType?: string;
  sourceType?: string;
}

export interface AuditListRequest extends AuditFilterRequest {
  limit: number;
  offset: number;
  /** Keyset paging: the `next_cursor` of the previous page. */
  after?: AuditPosition;
}

/**
 * A page's `next_cursor`: where the next page starts, opaque to callers. It names the last row
 * by its place in the order (time, then id), so a page deep in the log costs what the first does.
 */
export function cursorAfter(item: Pick<AuditListItem, 'createdAt' | 'preflightId'>): string {
  return Buffer.from(JSON.stringify([item.createdAt, item.preflightId])).toString('base64url');
}

/** The position a cursor names, or null for anything cursorAfter did not make. */
export function positionOf(cursor: string): AuditPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string' && v.length <= 100)) {
      return { createdAt: value[0], preflightId: value[1] };
    }
  } catch {
    // Not base64url of JSON: refused below like any other foreign value.
  }
  return null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Stored timestamps are ISO strings compared as text, which holds only for years 0000–9999: a
 * bound past the last one (9999-12-31's next day is year 10000, written `+010000-…`) would sort
 * before every row, so such a bound is dropped: nothing is later than it anyway.
 */
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const FIRST_INSTANT = Date.parse('0000-01-01T00:00:00.000Z');

const instantOf = (bound: string) => Date.parse(DATE_ONLY.test(bound) ? `${bound}T00:00:00.000Z` : bound);

/** Inclusive lower bound, or none when it precedes every storable time. */
function lowerBound(from: string): string | undefined {
  const at = instantOf(from);
  return at <= FIRST_INSTANT ? undefined : new Date(Math.min(at, LAST_INSTANT)).toISOString();
}

/** Exclusive upper bound: the next day for a date, the next millisecond for a timestamp; none past year 9999. */
function upperBound(to: string): string | undefined {
  const at = instantOf(to) + (DATE_ONLY.test(to) ? 86_400_000 : 1);
  return at > LAST_INSTANT ? undefined : new Date(Math.max(at, FIRST_INSTANT)).toISOString();
}

/** Administrators see every organization (or one, by org_id); a management key only its own. */
export async function auditFilter(
  deps: DomainDeps,
  principal: Extract<Principal, { kind: 'administrator' | 'management' }>,
  request: AuditFilterRequest,
): Promise<AuditFilter> {
  let orgId: string | undefined;
  if (request.orgId !== undefined) {
    const org = await deps.store.orgs.find(request.orgId);
    if (!org || (principal.kind === 'management' && org.orgId !== principal.orgId)) throw notFound('Organization');
    orgId = org.orgId;
  } else if (principal.kind === 'management') {
    orgId = principal.orgId;
  }
  if (request.from !== undefined && request.to !== undefined && instantOf(request.from) > instantOf(request.to)) {
    throw new ApiError('VALIDATION_FAILED', 'from must not be later than to', [{ path: 'from', code: 'after_to', message: 'must not be later than to' }]);
  }
  return {
    orgId,
    search: request.search,
    from: request.from === undefined ? undefined : lowerBound(request.from),
    to: request.to === undefined ? undefined : upperBound(request.to),
    decision: request.decision,
    destination: request.destination,
    detectedType: request.detectedType,
    sourceType: request.sourceType,
  };
}

export async function listAudit(
  deps: DomainDeps,
  principal: Extract<Principal, { kind: 'administrator' | 'management' }>,
  request: AuditListRequest,
): Promise<Paged<AuditListItem>> {
  const filter = await auditFilter(deps, principal, request);
  return deps.store.audit.list({ ...filter, limit: request.limit, offset: request.offset, after: request.after });
}

/**
 * A stored check for whoever may see it: the administrator, the organization's management
 * keys, and the policy key that ran it. Everyone else gets the same 404 as for a missing id.
 */
export async function loadCheck(deps: DomainDeps, principal: Principal, preflightId: string): Promise<AuditRecord> {
  if (principal.kind === 'license') throw new ApiError('FORBIDDEN', 'A license key cannot read check results');
  const record = await deps.store.audit.get(preflightId);
  const visible =
    record !== null &&
    (principal.kind === 'administrator' ||
      (principal.kind === 'management' && principal.orgId === record.orgId) ||
      (principal.kind === 'policy' && principal.policyId === record.policyId));
  if (!visible) throw notFound('Check');
  return record;
}
