import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal.js';
import type { DomainDeps } from '../domain/context.js';
import { containsSensitiveData, knownTypesOf } from '../domain/engine.js';
import { ApiError } from '../http/errors.js';
import type { AuditRecord, Decision, LicenseRecord, PolicyRecord } from '../store/types.js';
import { activePoliciesOf } from './license-policies.js';
import { usableLicenseOf } from './license-usable.js';
import { monthOf } from './month.js';
import { QuotaExceededError } from './quota.js';

export const SOURCE_TYPES = ['API', 'SDK', 'BROWSER_EXTENSION', 'DESKTOP_AGENT'] as const;
export const MAX_BATCH = 500;

/** A decision an SDK, browser extension or desktop agent made locally: metadata only (docs/api-contract.md, the check event). */
export interface ReportedEvent {
  eventId: string;
  /** When the decision was made, ISO 8601. */
  timestamp: string;
  decision: Exclude<Decision, 'REJECTED'>;
  destination: string;
  sourceType: (typeof SOURCE_TYPES)[number];
  /** Default: the license's default policy group. */
  policyId?: string;
  /** Default: the policy's current version. */
  policyVersion?: string;
  summary?: string;
  inputType: 'text' | 'file';
  inputSizeBytes: number;
  findingCountsByType: Record<string, number>;
  actorId?: string;
}

export interface BatchOutcome {
  accepted: string[];
  /** Already recorded (a retried batch, or repeated within this one): not counted again. */
  duplicates: string[];
  /** Past the monthly allowance: audited as REJECTED, not counted; retry next month. */
  rejected: string[];
}

/** How far a reported timestamp may run ahead of the server's clock (clock skew). */
const MAX_FUTURE_MS = 5 * 60_000;
/** How late an offline client may report a decision. */
const MAX_AGE_MS = 30 * 86_400_000;

/**
 * Records a batch of locally made decisions through the same audit write as server-side checks
 * (so they are counted, analysed and forwarded alike). Idempotent on the event id; each new
 * event counts against the license's monthly allowance, and past it is audited as REJECTED and
 * the whole answer is a QuotaExceededError carrying the per-event outcome.
 */
export async function recordReportedEvents(
  deps: DomainDeps,
  principal: Principal | null,
  events: readonly ReportedEvent[],
): Promise<BatchOutcome> {
  const license = await usableLicenseOf(deps, principal);
  const policies = new Map((await activePoliciesOf(deps, license)).map((p) => [p.policyId, p]));
  const now = deps.clock.now();
  // Everything is validated before anything is written, so a refused batch leaves no trace.
  const resolved = events.map((event, index) => ({ event, policy: checkEvent(event, index, license, policies, now) }));

  const outcome: BatchOutcome = { accepted: [], duplicates: [], rejected: [] };
  const seen = new Set<string>();
  const month = monthOf(now);
  for (const { event, policy } of resolved) {
    const preflightId = reportedPreflightId(license.orgId, event.eventId);
    if (seen.has(event.eventId) || (await deps.store.audit.get(preflightId)) !== null) {
      outcome.duplicates.push(event.eventId);
      continue;
    }
    seen.add(event.eventId);
    if (!(await deps.store.licenses.consumeCheck(license.licenseId, month, license.maxChecksPerMonth))) {
      await deps.store.audit.recordCheck(rejectedRecord(deps, license, policy, event));
      outcome.rejected.push(event.eventId);
      continue;
    }
    try {
      await deps.store.audit.recordCheck(acceptedRecord(preflightId, license, policy, event));
      outcome.accepted.push(event.eventId);
    } catch (error) {
      await deps.store.licenses.releaseCheck(license.licenseId, month);
      // A concurrent retry of the same batch recorded it first.
      if ((await deps.store.audit.get(preflightId)) === null) throw error;
      outcome.duplicates.push(event.eventId);
    }
  }
  if (outcome.rejected.length > 0) {
    throw new QuotaExceededError(license.maxChecksPerMonth ?? 0, now, { ...outcome });
  }
  return outcome;
}

/** Stable per organization and event id, so a retried event maps to the row it already has. */
export function reportedPreflightId(orgId: string, eventId: string): string {
  return stableReportId('pfr', orgId, eventId);
}

/** An id from the organization and the id a client gave what it reported: a retry maps to what is already stored. */
export function stableReportId(prefix: string, orgId: string, clientId: string): string {
  return `${prefix}_${createHash('sha256').update(`${orgId}\n${clientId}`).digest('hex').slice(0, 32)}`;
}

/** What every report of a decision carries and is checked for, whichever route it comes by. */
export interface ReportedDecision {
  /** When, ISO 8601, and the field that says it. */
  at: string;
  atField: string;
  /** Words the client writes freely (a summary, a note), with the refusal each gets when a detector finds anything in them. */
  freeText: readonly { field: string; value: string | undefined; message: string }[];
  actorId?: string;
  policyId?: string;
  findingCountsByType: Record<string, number>;
}

/**
 * Checks a reported decision against the license it comes under and returns the policy group it
 * names: a time within the report window, nothing a detector finds in the client's own words or
 * in the actor id, an active policy group, and types that group's detectors report. `invalid`
 * makes the error for a field.
 */
export function checkReportedDecision(
  report: ReportedDecision,
  license: LicenseRecord,
  policies: ReadonlyMap<string, PolicyRecord>,
  now: Date,
  invalid: (field: string, message: string) => ApiError,
): PolicyRecord {
  if (!withinReportWindow(report.at, now)) throw invalid(report.atField, 'must lie within the last 30 days and not in the future');
  // The fields a client writes freely are where raw content could slip in: refuse it rather than store it.
  for (const { field, value, message } of report.freeText) if (value !== undefined && containsSensitiveData(value)) throw invalid(field, message);
  if (report.actorId !== undefined && actorIdHoldsContent(report.actorId)) {
    throw invalid('actor_id', 'must be a pseudonymous identifier or an e-mail address, with no detected value in it');
  }
  const policy = policies.get(report.policyId ?? license.defaultPolicyGroup);
  if (!policy) throw invalid('policy_id', 'is not an active policy group of this license');
  const known = knownTypesOf(policy);
  if (Object.keys(report.findingCountsByType).some((type) => !known.has(type))) {
    throw invalid('finding_counts_by_type', 'names a type that neither a built-in detector nor the policy\'s custom detectors report');
  }
  return policy;
}

/** A client's timestamp: no later than clock skew allows, no older than an offline client may report. */
function withinReportWindow(timestamp: string, now: Date): boolean {
  const at = Date.parse(timestamp);
  return at <= now.getTime() + MAX_FUTURE_MS && at >= now.getTime() - MAX_AGE_MS;
}

/**
 * An actor id names who decided: an identifier, or an e-mail address an administrator chose as
 * identity metadata. The address as a whole is that metadata, so it is not refused as an e-mail
 * found in content; its local part and domain are scanned on their own, since an address's
 * shape would otherwise carry a key or a card number past the scan.
 */
function actorIdHoldsContent(actorId: string): boolean {
  const at = actorId.lastIndexOf('@');
  const parts = at < 0 ? [actorId] : [actorId.slice(0, at), actorId.slice(at + 1)];
  return parts.some(containsSensitiveData);
}

function checkEvent(
  event: ReportedEvent,
  index: number,
  license: LicenseRecord,
  policies: ReadonlyMap<string, PolicyRecord>,
  now: Date,
): PolicyRecord {
  const report: ReportedDecision = {
    at: event.timestamp,
    atField: 'timestamp',
    freeText: [{ field: 'summary', value: event.summary, message: 'must not contain content or detected values; send metadata only' }],
    actorId: event.actorId,
    policyId: event.policyId,
    findingCountsByType: event.findingCountsByType,
  };
  return checkReportedDecision(report, license, policies, now, (field, message) => invalid(index, field, message));
}

const invalid = (index: number, field: string, message: string) =>
  new ApiError('VALIDATION_FAILED', `Event ${index} is invalid`, [{ path: `events.${index}.${field}`, code: 'custom', message }]);

function describe(event: ReportedEvent): string {
  const findings = Object.values(event.findingCountsByType).reduce((sum, n) => sum + n, 0);
  const types = Object.keys(event.findingCountsByType).sort().join(', ');
  return `Reported by ${event.sourceType}: ${event.decision}, ${findings} finding${findings === 1 ? '' : 's'}${types ? ` (${types})` : ''}`;
}

function baseRecord(license: LicenseRecord, policy: PolicyRecord, event: ReportedEvent) {
  return {
    orgId: license.orgId,
    policyId: policy.policyId,
    policyName: policy.name,
    policyVersion: event.policyVersion ?? policy.policyVersion,
    destination: event.destination,
    inputType: event.inputType,
    sourceType: event.sourceType,
    actorId: event.actorId ?? license.licenseId,
    inputSizeBytes: event.inputSizeBytes,
    content: null,
    maskedContent: null,
    maskedFile: null,
    createdAt: new Date(event.timestamp).toISOString(),
  };
}

function acceptedRecord(preflightId: string, license: LicenseRecord, policy: PolicyRecord, event: ReportedEvent): AuditRecord {
  return {
    ...baseRecord(license, policy, event),
    preflightId,
    decision: event.decision,
    summary: event.summary ?? describe(event),
    detected: Object.entries(event.findingCountsByType).map(([type, count]) => ({ type, count, sample: null })),
  };
}

/**
 * Stamped when it was refused, with its own random id, so the same event is accepted when
 * reported again after the allowance renews.
 */
function rejectedRecord(deps: DomainDeps, license: LicenseRecord, policy: PolicyRecord, event: ReportedEvent): AuditRecord {
  return {
    ...baseRecord(license, policy, event),
    preflightId: deps.ids.next('pf'),
    decision: 'REJECTED',
    createdAt: deps.clock.now().toISOString(),
    summary: `Not counted: the monthly check allowance of the license is used up (reported decision ${event.decision})`,
    detected: [],
  };
}
