import { ApiError, notFound } from '../http/errors.js';
import type { OrgRecord, Store } from '../store/types.js';
import type { Principal } from './principal.js';

type Management = Extract<Principal, { kind: 'management' }>;
type Administrator = Extract<Principal, { kind: 'administrator' }>;

export function requireCredential(principal: Principal | null): Principal {
  if (principal === null) throw new ApiError('UNAUTHENTICATED', 'An API key is required');
  return principal;
}

export function requireAdministrator(principal: Principal | null): Administrator {
  const p = requireCredential(principal);
  if (p.kind !== 'administrator') throw new ApiError('FORBIDDEN', 'This operation needs the administrator key');
  return p;
}

/** Administrator or an organization's management key; policy and license keys are refused. */
export function requireManager(principal: Principal | null): Administrator | Management {
  const p = requireCredential(principal);
  if (p.kind !== 'administrator' && p.kind !== 'management') {
    throw new ApiError('FORBIDDEN', `A ${p.kind} key cannot call this operation`);
  }
  return p;
}

/**
 * Loads an organization by id or slug for a manager. Another organization's resources answer
 * 404 exactly like missing ones, so a key learns nothing about organizations it cannot reach.
 */
export async function loadManagedOrg(store: Store, principal: Principal | null, idOrSlug: string): Promise<OrgRecord> {
  const p = requireManager(principal);
  const org = await store.orgs.find(idOrSlug);
  if (!org || (p.kind === 'management' && p.orgId !== org.orgId)) throw notFound('Organization');
  return org;
}
