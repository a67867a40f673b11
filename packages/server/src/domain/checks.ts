import type { Principal } from '../auth/principal.js';
import { ApiError, notFound } from '../http/errors.js';
import { recordCountedCheck, refuseWhenUsedUp, rejectedResult } from '../licensing/quota.js';
import type { AuditRecord, OrgRecord, PolicyRecord } from '../store/types.js';
import { checkLicense } from './check-license.js';
import { policyKeyTarget } from './check-targets.js';
import type { DomainDeps } from './context.js';
import { inProcessEngine } from './check-engine.js';
import type { CheckContent, CheckContext, EngineResult } from './engine.js';
import { assertLicenseUsable, currentLicense } from './licenses.js';
import { orgMaskingKey } from './masking-key.js';

export type { CheckContent } from './engine.js';

export interface CheckRequest {
  principal: Principal;
  destination: string;
  orgId?: string;
  policyId?: string;
  context?: CheckContext;
  content: CheckContent;
  /** Text checks: list each finding with the evidence behind its likelihood in the answer. */
  explain?: boolean;
  /** Origin channel recorded with the audit row (API, SDK, …). */
  sourceType: string;
}

export interface CheckOutcome {
  /** What was stored; content fields are null under METADATA retention. */
  record: AuditRecord;
  /** The full answer for the caller, including masked content that may not have been stored. */
  result: EngineResult;
}

export interface StartedCheck extends CheckOutcome {
  /**
   * Settles once the audit row, its counters and the quota count are committed; rejects as
   * runCheck would (the allowance used up meanwhile, the organization deleted).
   */
  recorded: Promise<void>;
  /** Whether the license's monthly allowance may still refuse the check when it is recorded. */
  countLimited: boolean;
}

/**
 * Every check, text or file, goes through here: resolve the organization and policy the
 * credential may use, refuse inactive policies and unusable licenses, refuse (without scanning)
 * when the license's monthly allowance is used up, run core, then write the audit row, its
 * counters and the quota count in one store call.
 */
export async function runCheck(deps: DomainDeps, request: CheckRequest): Promise<CheckOutcome> {
  const { record, result, recorded } = await startCheck(deps, request);
  await recorded;
  return { record, result };
}

/**
 * runCheck without waiting for the audit row's commit, for a caller with work of its own to
 * start meanwhile (the model gateway calls the provider); it must await `recorded` before it
 * answers, and before that work when the check is `countLimited`.
 */
export async function startCheck(deps: DomainDeps, request: CheckRequest): Promise<StartedCheck> {
  const { org, policy } = await resolveTarget(deps, request);
  if (!policy.isActive) throw new ApiError('POLICY_INACTIVE', 'The policy is not active');
  const license = await checkLicense(deps.store, policy.licenseId);
  assertLicenseUsable(license, deps.clock.now());
  const rejected = () => ({ ...auditRecord(deps, request, org, policy, rejectedResult(request.content)), content: null });
  await refuseWhenUsedUp(deps, license, rejected);

  const { content } = request;
  const input = {
    definition: policy.definition,
    policyVersion: policy.policyVersion,
    destination: request.destination,
    context: request.context,
    maskingKey: orgMaskingKey(deps.maskingSecret, org.orgId),
    explain: request.explain === true,
  };
  const engine = deps.engine ?? inProcessEngine;
  const result = content.kind === 'file' ? await engine.checkFile(content.bytes, input) : await engine.checkText(content.text, input);
  const record = auditRecord(deps, request, org, policy, result);
  const recorded = recordCountedCheck(deps, license, record, rejected);
  // Awaited by the caller, which may be awaiting something else when it fails.
  recorded.catch(() => undefined);
  return { record, result, recorded, countLimited: license.maxChecksPerMonth !== null };
}

function auditRecord(
  deps: DomainDeps,
  request: CheckRequest,
  org: OrgRecord,
  policy: PolicyRecord,
  result: EngineResult,
): AuditRecord {
  const full = org.settings.retention_mode === 'FULL';
  const { content } = request;
  return {
    preflightId: deps.ids.next('pf'),
    orgId: org.orgId,
    policyId: policy.policyId,
    policyName: policy.name,
    policyVersion: policy.policyVersion,
    destination: request.destination,
    decision: result.decision,
    summary: result.summary,
    inputType: request.content.kind,
    sourceType: request.sourceType,
    actorId: request.principal.actorId,
    inputSizeBytes: result.inputSizeBytes,
    // Samples are partial values, so METADATA keeps only types and counts.
    detected: result.detected.map((d) => ({ type: d.type, count: d.count, sample: full ? d.sample : null })),
    content: full && content.kind !== 'file' ? content.text : null,
    maskedContent: full ? result.maskedContent : null,
    maskedFile: full ? result.maskedFile : null,
    createdAt: deps.clock.now().toISOString(),
  };
}

/**
 * Which organization and policy this credential checks against. A body org_id or policy_id
 * that disagrees with the credential is a 403; a policy outside the key's organization is a 404.
 */
async function resolveTarget(
  deps: DomainDeps,
  request: CheckRequest,
): Promise<{ org: OrgRecord; policy: PolicyRecord }> {
  const { principal: p, orgId, policyId } = request;
  if (p.kind === 'license') throw new ApiError('FORBIDDEN', 'A license key cannot run server-side checks');
  if (p.kind === 'policy') {
    if (policyId !== undefined && policyId !== p.policyId) {
      throw new ApiError('ORG_MISMATCH', 'policy_id does not match the API key');
    }
    const target = await policyKeyTarget(deps.store, p.orgId, p.policyId);
    if (!target) throw new ApiError('UNAUTHENTICATED', 'Unknown or revoked API key');
    if (orgId !== undefined && orgId !== target.org.orgId && orgId !== target.org.slug) {
      throw new ApiError('ORG_MISMATCH', 'org_id does not match the API key');
    }
    return target;
  }
  const org = await checkedOrg(deps, p, orgId);
  const policy = policyId !== undefined ? await deps.store.policies.get(policyId) : await defaultPolicyOf(deps, org);
  if (!policy || policy.orgId !== org.orgId) throw notFound('Policy');
  return { org, policy };
}

async function checkedOrg(
  deps: DomainDeps,
  p: Extract<Principal, { kind: 'administrator' | 'management' }>,
  orgId: string | undefined,
): Promise<OrgRecord> {
  if (p.kind === 'administrator') {
    if (orgId === undefined) {
      throw new ApiError('VALIDATION_FAILED', 'org_id is required with the administrator key', [
        { path: 'org_id', code: 'required', message: 'Required' },
      ]);
    }
    const org = await deps.store.orgs.find(orgId);
    if (!org) throw notFound('Organization');
    return org;
  }
  const org = await deps.store.orgs.find(orgId ?? p.orgId);
  if (!org || org.orgId !== p.orgId) throw new ApiError('ORG_MISMATCH', 'org_id does not match the API key');
  return org;
}

/** The default policy group of the organization's active license. */
async function defaultPolicyOf(deps: DomainDeps, org: OrgRecord): Promise<PolicyRecord | null> {
  const license = currentLicense(await deps.store.licenses.listByOrg(org.orgId));
  return license ? deps.store.policies.get(license.defaultPolicyGroup) : null;
}
