import type { Store } from '../store/types.js';
import { hashKey, keyKind, sameHash } from './keys.js';
import type { Principal } from './principal.js';

export type Authenticator = (presentedKey: string) => Promise<Principal | null>;

/**
 * How long a resolved key is reused without asking the store. Writes of this process (key
 * regenerated or deleted, organization deleted) end it at once; the time bounds how long another
 * process's such write can go unseen here.
 */
export const CREDENTIAL_CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

interface Cached {
  principal: Principal;
  version: number;
  expiresAt: number;
}

/**
 * Resolves a presented key to its principal. Keys are looked up by their SHA-256 digest (the
 * store never sees a key) and the digest is compared again in constant time. Found keys are
 * cached by digest for CREDENTIAL_CACHE_MS, unknown ones never.
 */
export function createAuthenticator(store: Store, adminKeyHash: string, now: () => number = Date.now): Authenticator {
  const cache = new Map<string, Cached>();
  const lookup = lookupPrincipal(store, adminKeyHash);
  return async (presentedKey) => {
    if (keyKind(presentedKey) === null) return null;
    const hash = hashKey(presentedKey);
    const version = store.credentialsVersion();
    const cached = cache.get(hash);
    if (cached && cached.version === version && cached.expiresAt > now()) return cached.principal;
    const principal = await lookup(presentedKey, hash);
    if (principal === null) {
      cache.delete(hash);
      return null;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    // The version read before the lookup: a write that overlapped it leaves this entry stale.
    cache.set(hash, { principal, version, expiresAt: now() + CREDENTIAL_CACHE_MS });
    return principal;
  };
}

function lookupPrincipal(store: Store, adminKeyHash: string) {
  return async (presentedKey: string, hash: string): Promise<Principal | null> => {
    switch (keyKind(presentedKey)) {
      case null:
        return null;
      case 'administrator':
        return sameHash(hash, adminKeyHash) ? { kind: 'administrator', actorId: 'administrator' } : null;
      case 'management': {
        const key = await store.apiKeys.findByHash(hash);
        return key && sameHash(hash, key.keyHash)
          ? { kind: 'management', orgId: key.orgId, keyId: key.keyId, actorId: key.keyId }
          : null;
      }
      case 'policy': {
        const policy = await store.policies.findByKeyHash(hash);
        return policy && sameHash(hash, policy.keyHash)
          ? { kind: 'policy', orgId: policy.orgId, policyId: policy.policyId, actorId: policy.policyId }
          : null;
      }
      case 'license': {
        const license = await store.licenses.findByKeyHash(hash);
        return license && sameHash(hash, license.keyHash)
          ? { kind: 'license', orgId: license.orgId, licenseId: license.licenseId, actorId: license.licenseId }
          : null;
      }
    }
  };
}
