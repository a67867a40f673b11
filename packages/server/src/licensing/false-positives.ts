import type { Principal } from '../auth/principal.js';
import type { DomainDeps } from '../domain/context.js';
import { ApiError } from '../http/errors.js';
import type { FalsePositiveRecord } from '../store/types.js';
import { activePoliciesOf } from './license-policies.js';
import { usableLicenseOf } from './license-usable.js';
import { checkReportedDecision, type ReportedEvent, stableReportId } from './reported-events.js';

/** A user's report that a locally made decision was wrong: the decision's metadata and an optional note. */
export interface FalsePositiveReport {
  /** The client's id for the report; a retried report is stored once. */
  reportId: string;
  /** When the user reported it, ISO 8601. */
  reportedAt: string;
  decision: ReportedEvent['decision'];
  sourceType: ReportedEvent['sourceType'];
  policyId?: string;
  policyVersion?: string;
  findingCountsByType: Record<string, number>;
  actorId?: string;
  note?: string;
}

/**
 * Stores a false-positive report under the license's organization, after the same checks as a
 * reported audit event: a usable license, an active policy group, types its detectors report,
 * and nothing a detector finds in the actor id or the note. Returns the record and whether it
 * is new (false: the same report id was stored before).
 */
export async function recordFalsePositive(
  deps: DomainDeps,
  principal: Principal | null,
  report: FalsePositiveReport,
): Promise<{ record: FalsePositiveRecord; stored: boolean }> {
  const license = await usableLicenseOf(deps, principal);
  const now = deps.clock.now();
  const policies = new Map((await activePoliciesOf(deps, license)).map((p) => [p.policyId, p]));
  const policy = checkReportedDecision(
    {
      at: report.reportedAt,
      atField: 'reported_at',
      // The user's own words are where a value could slip in.
      freeText: [{ field: 'note', value: report.note, message: 'must not contain anything a detector finds; describe the mistake without the value' }],
      actorId: report.actorId,
      policyId: report.policyId,
      findingCountsByType: report.findingCountsByType,
    },
    license,
    policies,
    now,
    invalid,
  );
  const record: FalsePositiveRecord = {
    reportId: stableReportId('fpr', license.orgId, report.reportId),
    orgId: license.orgId,
    licenseId: license.licenseId,
    reportedAt: new Date(report.reportedAt).toISOString(),
    decision: report.decision,
    policyId: policy.policyId,
    policyVersion: report.policyVersion ?? policy.policyVersion,
    sourceType: report.sourceType,
    actorId: report.actorId ?? license.licenseId,
    findingCountsByType: report.findingCountsByType,
    note: report.note ?? null,
    createdAt: now.toISOString(),
  };
  return { record, stored: await deps.store.falsePositives.insert(record) };
}

const invalid = (field: string, message: string) =>
  new ApiError('VALIDATION_FAILED', 'The false-positive report is invalid', [{ path: field, code: 'custom', message }]);
