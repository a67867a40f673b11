import { issueKey } from '../auth/keys.js';
import type { DomainDeps } from '../domain/context.js';
import { defaultPolicyDocument } from '../domain/engine.js';
import { MONTHLY_CHECKS } from '../domain/licenses.js';
import { ApiError, notFound } from '../http/errors.js';
import type { LicenseRecord, LicenseType, OrgRecord, PolicyRecord } from '../store/types.js';
import { monthOf } from './month.js';

const DAY_MS = 86_400_000;

/** Term of a new license when the administrator sets no expiry. */
export const DEFAULT_TERM_DAYS: Readonly<Record<LicenseType, number>> = { trial: 30, standard: 365, enterprise: 365 };

export interface LicenseTerms {
  licenseType?: LicenseType;
  /** ISO 8601. */
  expiresAt?: string;
  /** null: unlimited; omitted: the type's allowance. */
  maxChecksPerMonth?: number | null;
}

export interface CreatedLicense {
  license: LicenseRecord;
  /** Shown once. */
  licenseKey: string;
  defaultPolicy: PolicyRecord;
  /** Shown once. */
  defaultPolicyKey: string;
}

/** What a license list shows: the record, its display status and this month's count. */
export interface LicenseView {
  license: LicenseRecord;
  status: 'active' | 'revoked' | 'expired';
  checksThisMonth: number;
}

export async function viewLicense(deps: DomainDeps, license: LicenseRecord): Promise<LicenseView> {
  const now = deps.clock.now();
  const expired = Date.parse(license.expiresAt) <= now.getTime();
  return {
    license,
    status: license.status === 'revoked' ? 'revoked' : expired ? 'expired' : 'active',
    checksThisMonth: await deps.store.licenses.checksUsed(license.licenseId, monthOf(now)),
  };
}

export async function listLicenses(deps: DomainDeps, org: OrgRecord): Promise<LicenseView[]> {
  const licenses = await deps.store.licenses.listByOrg(org.orgId);
  return Promise.all(licenses.map((license) => viewLicense(deps, license)));
}

/**
 * A further license for the organization, with its own default policy group (the service's
 * default rules) so its key can run checks at once. The license key is random and stored hashed.
 */
export async function createLicense(deps: DomainDeps, org: OrgRecord, terms: LicenseTerms): Promise<CreatedLicense> {
  const now = deps.clock.now();
  const licenseType = terms.licenseType ?? 'trial';
  const expiresAt = terms.expiresAt ?? new Date(now.getTime() + DEFAULT_TERM_DAYS[licenseType] * DAY_MS).toISOString();
  if (Date.parse(expiresAt) <= now.getTime()) {
    throw new ApiError('VALIDATION_FAILED', 'expires_at must be in the future', [
      { path: 'expires_at', code: 'too_small', message: 'must be in the future' },
    ]);
  }
  const licenseKey = issueKey('license');
  const policyKey = issueKey('policy');
  const licenseId = deps.ids.next('lic');
  const policyId = deps.ids.next('pol');
  const parsed = defaultPolicyDocument();
  const stamp = now.toISOString();
  const license: LicenseRecord = {
    licenseId,
    orgId: org.orgId,
    keyHash: licenseKey.hash,
    keyPrefix: licenseKey.displayPrefix,
    licenseType,
    status: 'active',
    expiresAt: new Date(expiresAt).toISOString(),
    maxChecksPerMonth: terms.maxChecksPerMonth === undefined ? MONTHLY_CHECKS[licenseType] : terms.maxChecksPerMonth,
    defaultPolicyGroup: policyId,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const defaultPolicy: PolicyRecord = {
    policyId,
    orgId: org.orgId,
    licenseId,
    name: parsed.name,
    isActive: true,
    definition: parsed.definition,
    policyVersion: parsed.version,
    keyHash: policyKey.hash,
    keyPrefix: policyKey.displayPrefix,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await deps.store.licenses.insertWithPolicy(license, defaultPolicy);
  return { license, licenseKey: licenseKey.key, defaultPolicy, defaultPolicyKey: policyKey.key };
}

/**
 * Changes type, expiry or allowance. A new type without an explicit allowance takes that type's
 * allowance. A revoked license stays revoked: changing it is a conflict.
 */
export async function changeLicense(deps: DomainDeps, license: LicenseRecord, terms: LicenseTerms): Promise<LicenseRecord> {
  if (license.status === 'revoked') throw new ApiError('CONFLICT', 'A revoked license cannot be changed');
  let maxChecksPerMonth = terms.maxChecksPerMonth;
  if (maxChecksPerMonth === undefined && terms.licenseType !== undefined && terms.licenseType !== license.licenseType) {
    maxChecksPerMonth = MONTHLY_CHECKS[terms.licenseType];
  }
  const updated = await deps.store.licenses.update(license.licenseId, {
    licenseType: terms.licenseType,
    expiresAt: terms.expiresAt === undefined ? undefined : new Date(terms.expiresAt).toISOString(),
    maxChecksPerMonth,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!updated) throw notFound('License');
  return updated;
}

/** Immediate: the license and every policy of it stop working in the same transaction. */
export async function revokeLicense(deps: DomainDeps, license: LicenseRecord): Promise<void> {
  if (!(await deps.store.licenses.revoke(license.licenseId, deps.clock.now().toISOString()))) throw notFound('License');
}

/** A license a manager may see: the administrator any, a management key its organization's. */
export async function loadLicense(
  deps: DomainDeps,
  principal: { kind: 'administrator' } | { kind: 'management'; orgId: string },
  licenseId: string,
): Promise<LicenseRecord> {
  const license = await deps.store.licenses.get(licenseId);
  if (!license || (principal.kind === 'management' && principal.orgId !== license.orgId)) throw notFound('License');
  return license;
}
