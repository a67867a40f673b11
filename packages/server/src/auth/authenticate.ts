import { LookupCache } from '../lookup-cache.js';
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

/** When a credential lookup was made: the store's credentials version then, and when its answer expires. */
export interface CredentialStamp {
  version: number;
  expiresAt: number;
}

/**
 * The credential cache's terms, for a lookup made now: its stamp, and the test a remembered
 * answer's stamp must pass (no credential write of this process since, not expired).
 */
export function credentialTerms(store: Store, now: () => number): [CredentialStamp, (then: CredentialStamp) => boolean] {
  const version = store.credentialsVersion();
  return [{ version, expiresAt: now() + CREDENTIAL_CACHE_MS }, (then) => then.version === version && then.expiresAt > now()];
}

/**
 * Resolves a presented key to its principal. Keys are looked up by their SHA-256 digest (the
 * store never sees a key) and the digest is compared again in constant time. Found keys are
 * cached by digest for CREDENTIAL_CACHE_MS, unknown ones never.
 */
export function createAuthenticator(store: Store, adminKeyHash: string, now: () => number = Date.now): Authenticator {
  const cache = new LookupCache<Principal, CredentialStamp>();
  const lookup = lookupPrincipal(store, adminKeyHash);
  return async (presentedKey) => {
    if (keyKind(presentedKey) === null) return null;
    const hash = hashKey(presentedKey);
    return cache.get(hash, ...credentialTerms(store, now), () => lookup(presentedKey, hash));
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
