import { type CredentialStamp, credentialTerms } from '../auth/authenticate.js';
import { LookupCache, perStore } from '../lookup-cache.js';
import type { OrgRecord, PolicyRecord, Store } from '../store/types.js';

export interface CheckTarget {
  org: OrgRecord;
  policy: PolicyRecord;
}

const cacheOf = perStore((): LookupCache<CheckTarget, CredentialStamp> => new LookupCache());

/**
 * The organization and policy a policy key checks against. Loading them (the policy document
 * parsed each time) was a good share of a check, so they are reused on the terms of the
 * credential cache: until this process changes an organization, license or policy, and for
 * CREDENTIAL_CACHE_MS at most. The license is kept on stricter terms (see check-license.ts).
 */
export async function policyKeyTarget(
  store: Store,
  orgId: string,
  policyId: string,
  now: () => number = Date.now,
): Promise<CheckTarget | null> {
  return cacheOf(store).get(`${orgId}\u0000${policyId}`, ...credentialTerms(store, now), async () => {
    const [policy, org] = await Promise.all([store.policies.get(policyId), store.orgs.find(orgId)]);
    return policy && org ? { org, policy } : null;
  });
}
