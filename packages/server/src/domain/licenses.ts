import { issueKey } from '../auth/keys.js';
import type { Clock, IdGenerator } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { LicenseRecord, LicenseType } from '../store/types.js';

/** Monthly check allowance per license type; null is unlimited. */
export const MONTHLY_CHECKS: Readonly<Record<LicenseType, number | null>> = {
  trial: 1_000,
  standard: 50_000,
  enterprise: null,
};

export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** A new organization's trial license; the key is returned once and only its hash is kept. */
export function newTrialLicense(
  ids: IdGenerator,
  clock: Clock,
  orgId: string,
  defaultPolicyId: string,
): { license: LicenseRecord; licenseKey: string } {
  const now = clock.now();
  const key = issueKey('license');
  const license: LicenseRecord = {
    licenseId: ids.next('lic'),
    orgId,
    keyHash: key.hash,
    keyPrefix: key.displayPrefix,
    licenseType: 'trial',
    status: 'active',
    expiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
    maxChecksPerMonth: MONTHLY_CHECKS.trial,
    defaultPolicyGroup: defaultPolicyId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return { license, licenseKey: key.key };
}

/** Checks under a revoked or expired license answer 403. */
export function assertLicenseUsable(license: LicenseRecord | null, now: Date): asserts license is LicenseRecord {
  if (!license || license.status === 'revoked') throw new ApiError('LICENSE_REVOKED', 'The policy\'s license is revoked');
  if (Date.parse(license.expiresAt) <= now.getTime()) throw new ApiError('LICENSE_EXPIRED', 'The policy\'s license has expired');
}

/** The license new policies and key-less checks use: the newest active one, else the newest. */
export function currentLicense(licenses: readonly LicenseRecord[]): LicenseRecord | null {
  return licenses.filter((l) => l.status === 'active').at(-1) ?? licenses.at(-1) ?? null;
}
