import type { Principal } from '../auth/principal.js';
import type { DomainDeps } from '../domain/context.js';
import { ApiError } from '../http/errors.js';
import type { LicenseRecord } from '../store/types.js';

/**
 * The license behind a license key, refused unless it is usable now. Every refusal carries
 * `details.valid: false`, so an SDK can treat any non-200 answer of the /v1 routes alike:
 * 401 no or unknown key, 403 another kind of key, a revoked (LICENSE_REVOKED) or an expired
 * (LICENSE_EXPIRED) license.
 */
export async function usableLicenseOf(deps: Pick<DomainDeps, 'store' | 'clock'>, principal: Principal | null): Promise<LicenseRecord> {
  if (principal === null) throw new ApiError('UNAUTHENTICATED', 'A license key is required', { valid: false });
  if (principal.kind !== 'license') throw new ApiError('FORBIDDEN', 'This operation needs a license key', { valid: false });
  const license = await deps.store.licenses.get(principal.licenseId);
  if (!license) throw new ApiError('UNAUTHENTICATED', 'Unknown or revoked API key', { valid: false });
  if (license.status === 'revoked') {
    throw new ApiError('LICENSE_REVOKED', 'The license is revoked', { valid: false, status: 'revoked' });
  }
  if (Date.parse(license.expiresAt) <= deps.clock.now().getTime()) {
    throw new ApiError('LICENSE_EXPIRED', 'The license has expired', { valid: false, status: 'expired', expires: license.expiresAt });
  }
  return license;
}
