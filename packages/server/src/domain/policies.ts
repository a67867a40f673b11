import { issueKey } from '../auth/keys.js';
import { ApiError, notFound } from '../http/errors.js';
import type { OrgRecord, PolicyRecord } from '../store/types.js';
import type { DomainDeps } from './context.js';
import { parsePolicyDocument } from './engine.js';
import { currentLicense } from './licenses.js';

/** A policy of `org`, or 404 (also when it belongs to another organization). */
export async function loadPolicy(deps: DomainDeps, org: OrgRecord, policyId: string): Promise<PolicyRecord> {
  const policy = await deps.store.policies.get(policyId);
  if (!policy || policy.orgId !== org.orgId) throw notFound('Policy');
  return policy;
}

async function currentLicenseId(deps: DomainDeps, org: OrgRecord): Promise<string> {
  const license = currentLicense(await deps.store.licenses.listByOrg(org.orgId));
  if (!license) throw new ApiError('FORBIDDEN', 'The organization has no license');
  return license.licenseId;
}

export async function createPolicy(
  deps: DomainDeps,
  org: OrgRecord,
  document: Record<string, unknown>,
  isActive: boolean,
): Promise<{ policy: PolicyRecord; apiKey: string }> {
  const parsed = parsePolicyDocument(document);
  const now = deps.clock.now().toISOString();
  const key = issueKey('policy');
  const policy: PolicyRecord = {
    policyId: deps.ids.next('pol'),
    orgId: org.orgId,
    licenseId: await currentLicenseId(deps, org),
    name: parsed.name,
    isActive,
    definition: parsed.definition,
    policyVersion: parsed.version,
    keyHash: key.hash,
    keyPrefix: key.displayPrefix,
    createdAt: now,
    updatedAt: now,
  };
  await deps.store.policies.insert(policy);
  return { policy, apiKey: key.key };
}

/**
 * Applies a partial change. The document is re-validated as a whole and its version comes from
 * core, so any change of the rules yields a new policy_version.
 */
export async function updatePolicy(
  deps: DomainDeps,
  policy: PolicyRecord,
  changes: Record<string, unknown>,
  isActive: boolean | undefined,
): Promise<PolicyRecord> {
  const parsed = parsePolicyDocument({ ...(policy.definition as Record<string, unknown>), ...changes });
  const updated: PolicyRecord = {
    ...policy,
    name: parsed.name,
    definition: parsed.definition,
    policyVersion: parsed.version,
    isActive: isActive ?? policy.isActive,
    updatedAt: deps.clock.now().toISOString(),
  };
  await deps.store.policies.update(updated);
  return updated;
}

/** A new key takes effect at once; the old one stops authenticating with the same write. */
export async function regeneratePolicyKey(
  deps: DomainDeps,
  policy: PolicyRecord,
): Promise<{ policy: PolicyRecord; apiKey: string }> {
  const key = issueKey('policy');
  const updated: PolicyRecord = {
    ...policy,
    keyHash: key.hash,
    keyPrefix: key.displayPrefix,
    updatedAt: deps.clock.now().toISOString(),
  };
  await deps.store.policies.update(updated);
  return { policy: updated, apiKey: key.key };
}

/** The default policy group of a license cannot be deleted: key-less checks fall back to it. */
export async function deletePolicy(deps: DomainDeps, policy: PolicyRecord): Promise<void> {
  const license = await deps.store.licenses.get(policy.licenseId);
  if (license?.defaultPolicyGroup === policy.policyId) {
    throw new ApiError('CONFLICT', 'The default policy group of a license cannot be deleted');
  }
  await deps.store.policies.delete(policy.policyId);
}
