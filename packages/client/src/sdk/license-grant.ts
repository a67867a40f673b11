import { parsePolicy, policyVersion, type Policy } from '@preflight/core';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { LicenseTokenError } from '../errors.js';
import { type PreflightClient, unwrap } from '../http/client.js';

/** What the SDK holds after a successful validation: a verified token and the policy it names. */
export interface LicenseGrant {
  readonly orgId: string;
  readonly licenseId: string | null;
  readonly policy: Policy;
  readonly policyVersion: string;
  readonly policyGroup: string;
  /** Token expiry, epoch ms: the SDK checks offline until then and no longer. */
  readonly tokenExpiresAt: number;
}

export interface VerifyOptions {
  /** Expected `iss`; default: the base URL the SDK connected to. */
  readonly issuer: string;
  readonly now: () => number;
}

/**
 * Validates the license, fetches the server's JWKS and verifies the RS256 token: signature,
 * issuer, subject = the organization, and that the policy configuration handed over hashes to
 * the signed `policy_version`, so a policy altered on the way is refused rather than applied.
 */
export async function openLicenseGrant(client: PreflightClient, options: VerifyOptions): Promise<LicenseGrant> {
  const validation = await unwrap(client.api.GET('/v1/license/validate'));
  if (!validation.valid) throw new LicenseTokenError('LICENSE_INVALID', 'The server reports the license as not valid');
  const jwks = await unwrap(client.api.GET('/.well-known/jwks.json'));
  const claims = await verifyToken(validation.jwt_token, jwks as JSONWebKeySet, options);

  if (claims.sub !== validation.org_id) {
    throw new LicenseTokenError('TOKEN_INVALID', 'The license token names a different organization');
  }
  let policy: Policy;
  try {
    policy = parsePolicy(validation.policy_config);
  } catch (error) {
    throw new LicenseTokenError('TOKEN_INVALID', 'The policy configuration from the server is not a valid policy', { cause: error });
  }
  const version = policyVersion(policy);
  if (version !== claims.policy_version || version !== validation.policy_version) {
    throw new LicenseTokenError('TOKEN_INVALID', 'The policy configuration does not match the signed policy version');
  }
  return {
    orgId: validation.org_id,
    licenseId: typeof claims.license_id === 'string' ? claims.license_id : null,
    policy,
    policyVersion: version,
    policyGroup: validation.default_policy_group,
    tokenExpiresAt: (claims.exp as number) * 1000,
  };
}

async function verifyToken(token: string, jwks: JSONWebKeySet, options: VerifyOptions) {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      algorithms: ['RS256'],
      issuer: options.issuer,
      requiredClaims: ['sub', 'exp', 'policy_version'],
      currentDate: new Date(options.now()),
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new LicenseTokenError('TOKEN_EXPIRED', 'The license token has expired', { cause: error });
    }
    throw new LicenseTokenError('TOKEN_INVALID', 'The license token failed verification', { cause: error });
  }
}
