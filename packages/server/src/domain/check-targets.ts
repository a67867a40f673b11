import { CREDENTIAL_CACHE_MS } from '../auth/authenticate.js';
import type { OrgRecord, PolicyRecord, Store } from '../store/types.js';

export interface CheckTarget {
  org: OrgRecord;
  policy: PolicyRecord;
}

interface Cached extends CheckTarget {
  version: number;
  expiresAt: number;
}

const CACHE_LIMIT = 10_000;
const caches = new WeakMap<Store, Map<string, Cached>>();

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
  let cache = caches.get(store);
  if (cache === undefined) caches.set(store, (cache = new Map()));
  const key = `${orgId}\u0000${policyId}`;
  const version = store.credentialsVersion();
  const cached = cache.get(key);
  if (cached && cached.version === version && cached.expiresAt > now()) return cached;
  const [policy, org] = await Promise.all([store.policies.get(policyId), store.orgs.find(orgId)]);
  if (!policy || !org) {
    cache.delete(key);
    return null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  // The version read before the lookups: a write that overlapped them leaves this entry stale.
  cache.set(key, { org, policy, version, expiresAt: now() + CREDENTIAL_CACHE_MS });
  return { org, policy };
}
