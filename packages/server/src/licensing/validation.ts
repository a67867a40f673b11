import type { Principal } from '../auth/principal.js';
import type { DomainDeps } from '../domain/context.js';
import { ApiError } from '../http/errors.js';
import type { LicenseType } from '../store/types.js';
import { activePoliciesOf } from './license-policies.js';
import { usableLicenseOf } from './license-usable.js';
import type { TokenSigner } from './signing-keys.js';

/** License validation (docs/api-contract.md), plus the license's id and type. */
export interface LicenseValidation {
  valid: true;
  expires: string;
  org_id: string;
  license_id: string;
  license_type: LicenseType;
  policy_version: string;
  /** The default policy group's document as core parses it: enough to run the same checks locally. */
  policy_config: unknown;
  policy_groups: string[];
  default_policy_group: string;
  jwt_token: string;
  jwt_expires_at: string;
}

/**
 * Validates the caller's license key and hands an SDK what it needs to check locally, with an
 * RS256 token (issuer `issuer`) that expires no later than the license.
 */
export async function validateLicense(
  deps: DomainDeps,
  signer: TokenSigner,
  principal: Principal | null,
  issuer: string,
): Promise<LicenseValidation> {
  const license = await usableLicenseOf(deps, principal);
  const policies = await activePoliciesOf(deps, license);
  const defaultPolicy = policies.find((p) => p.policyId === license.defaultPolicyGroup);
  if (!defaultPolicy) {
    throw new ApiError('POLICY_INACTIVE', 'The license\'s default policy group is missing or inactive', { valid: false });
  }
  const { token, expiresAt } = await signer.sign(
    {
      iss: issuer,
      sub: license.orgId,
      license_id: license.licenseId,
      license_type: license.licenseType,
      policy_version: defaultPolicy.policyVersion,
    },
    new Date(license.expiresAt),
  );
  return {
    valid: true,
    expires: license.expiresAt,
    org_id: license.orgId,
    license_id: license.licenseId,
    license_type: license.licenseType,
    policy_version: defaultPolicy.policyVersion,
    policy_config: defaultPolicy.definition,
    policy_groups: policies.map((p) => p.policyId),
    default_policy_group: license.defaultPolicyGroup,
    jwt_token: token,
    jwt_expires_at: expiresAt.toISOString(),
  };
}
