import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg, requireAdministrator } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent, OrgIdParam, Timestamp } from '../http/openapi.js';
import {
  changeLicense,
  createLicense,
  type LicenseTerms,
  type LicenseView,
  listLicenses,
  loadLicense,
  revokeLicense,
  viewLicense,
} from '../licensing/admin.js';
import type { TokenSigner } from '../licensing/signing-keys.js';

const LicenseType = z.enum(['trial', 'standard', 'enterprise']);
const MaxChecks = z
  .number()
  .int()
  .min(1)
  .nullable()
  .openapi({ description: 'Checks a month; null is unlimited. Default: trial 1,000, standard 50,000, enterprise unlimited.' });
const ExpiresAt = z.iso.datetime({ offset: true }).openapi({ example: '2027-01-31T00:00:00Z' });

const LicenseSchema = z
  .object({
    license_id: z.string(),
    org_id: z.string(),
    key_prefix: z.string().openapi({ description: 'First characters of the key, to recognise it; the key itself is shown once.' }),
    license_type: LicenseType,
    status: z.enum(['active', 'revoked', 'expired']),
    expires_at: Timestamp,
    max_checks_per_month: z.number().int().nullable(),
    checks_this_month: z.number().int().openapi({ description: 'Checks counted in the current UTC month.' }),
    default_policy_group: z.string().openapi({ description: 'policy_id of the license\'s default policy group.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('License');

const CreatedLicenseSchema = LicenseSchema.extend({
  license_key: z.string().openapi({ description: 'Shown only in this response.' }),
  default_policy: z.object({
    policy_id: z.string(),
    name: z.string(),
    policy_version: z.string(),
    api_key: z.string().openapi({ description: 'The default policy group\'s key for X-Service-API-Key; shown only here.' }),
  }),
}).openapi('CreatedLicense');

const CreateLicenseBody = z
  .strictObject({ license_type: LicenseType.default('trial'), expires_at: ExpiresAt.optional(), max_checks_per_month: MaxChecks.optional() })
  .openapi('CreateLicense', { example: { license_type: 'standard', expires_at: '2027-03-15T00:00:00.000Z' } });

const ChangeLicenseBody = z
  .strictObject({ license_type: LicenseType.optional(), expires_at: ExpiresAt.optional(), max_checks_per_month: MaxChecks.optional() })
  .refine((b) => Object.keys(b).length > 0, 'send license_type, expires_at or max_checks_per_month')
  .openapi('ChangeLicense');

const LicenseIdParam = z.object({ license_id: z.string().min(1).openapi({ param: { name: 'license_id', in: 'path' } }) });

const SigningKeySchema = z.object({ kid: z.string(), algorithm: z.literal('RS256'), created_at: Timestamp }).openapi('SigningKey');

const licenseJson = ({ license: l, status, checksThisMonth }: LicenseView) => ({
  license_id: l.licenseId,
  org_id: l.orgId,
  key_prefix: l.keyPrefix,
  license_type: l.licenseType,
  status,
  expires_at: l.expiresAt,
  max_checks_per_month: l.maxChecksPerMonth,
  checks_this_month: checksThisMonth,
  default_policy_group: l.defaultPolicyGroup,
  created_at: l.createdAt,
  updated_at: l.updatedAt,
});

const termsOf = (body: { license_type?: LicenseTerms['licenseType']; expires_at?: string; max_checks_per_month?: number | null }): LicenseTerms => ({
  licenseType: body.license_type,
  expiresAt: body.expires_at,
  maxChecksPerMonth: body.max_checks_per_month,
});

const tags = ['Licenses'];

/** Administration of licenses: list (managers), create, change, revoke and signing-key rotation (administrator). */
export function registerLicenseRoutes(app: ApiApp, deps: AppDeps, signer: TokenSigner): void {
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listLicenses',
      path: '/api/orgs/{org_id}/licenses',
      tags,
      summary: 'List an organization\'s licenses with this month\'s usage (keys are never shown again)',
      security: BEARER,
      request: { params: OrgIdParam },
      responses: { 200: jsonContent(z.object({ items: z.array(LicenseSchema) }).openapi('LicenseList'), 'The licenses, oldest first'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json({ items: (await listLicenses(deps, org)).map(licenseJson) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'createLicense',
      path: '/api/orgs/{org_id}/licenses',
      tags,
      summary: 'Create a further license with its own default policy group (administrator); keys shown once',
      security: BEARER,
      request: { params: OrgIdParam, body: jsonBody(CreateLicenseBody) },
      responses: { 201: jsonContent(CreatedLicenseSchema, 'The license with its key'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const created = await createLicense(deps, org, termsOf(c.req.valid('json')));
      const view = await viewLicense(deps, created.license);
      return c.json(
        {
          ...licenseJson(view),
          license_key: created.licenseKey,
          default_policy: {
            policy_id: created.defaultPolicy.policyId,
            name: created.defaultPolicy.name,
            policy_version: created.defaultPolicy.policyVersion,
            api_key: created.defaultPolicyKey,
          },
        },
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      operationId: 'updateLicense',
      path: '/api/licenses/{license_id}',
      tags,
      summary: 'Change type, expiry or monthly allowance (administrator); a new type without an allowance takes the type\'s',
      security: BEARER,
      request: { params: LicenseIdParam, body: jsonBody(ChangeLicenseBody) },
      responses: { 200: jsonContent(LicenseSchema, 'The changed license'), ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const admin = requireAdministrator(c.get('principal'));
      const license = await loadLicense(deps, admin, c.req.valid('param').license_id);
      const updated = await changeLicense(deps, license, termsOf(c.req.valid('json')));
      return c.json(licenseJson(await viewLicense(deps, updated)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'revokeLicense',
      path: '/api/licenses/{license_id}/revoke',
      tags,
      summary: 'Revoke a license at once (administrator): its key and every policy of it stop working',
      security: BEARER,
      request: { params: LicenseIdParam },
      responses: { 204: { description: 'Revoked (also when it already was)' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const admin = requireAdministrator(c.get('principal'));
      await revokeLicense(deps, await loadLicense(deps, admin, c.req.valid('param').license_id));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'rotateSigningKey',
      path: '/api/signing-keys/rotate',
      tags,
      summary: 'Rotate the token signing key (administrator); the previous public key stays in the JWKS until its tokens expire',
      security: BEARER,
      responses: { 201: jsonContent(SigningKeySchema, 'The new active key'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const key = await signer.rotate();
      return c.json({ kid: key.kid, algorithm: key.algorithm, created_at: key.createdAt }, 201);
    },
  );
}
