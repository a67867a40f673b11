import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/errors.js';
import { type ApiApp, BEARER, errorResponses, jsonContent, PUBLIC, Timestamp } from '../http/openapi.js';
import type { TokenSigner } from '../licensing/signing-keys.js';
import { validateLicense } from '../licensing/validation.js';
import { baseUrlOf } from './checks.js';

const ValidationSchema = z
  .object({
    valid: z.literal(true).openapi({ description: 'Always true on 200; every refusal is an error body whose details carry valid: false.' }),
    expires: Timestamp.openapi({ description: 'When the license expires.' }),
    org_id: z.string(),
    license_id: z.string(),
    license_type: z.enum(['trial', 'standard', 'enterprise']),
    policy_version: z.string().openapi({ description: 'Version of the default policy group; fetch again when it changes.' }),
    policy_config: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'The default policy group\'s rules and settings, as @preflight/core parses them, to run the same checks locally.' }),
    policy_groups: z.array(z.string()).openapi({ description: 'policy_id of every active policy group of the license.' }),
    default_policy_group: z.string(),
    jwt_token: z.string().openapi({
      description:
        'RS256 token (header kid) with iss (base URL), sub (org_id), license_id, license_type, policy_version, iat and exp; ' +
        'verify with /.well-known/jwks.json or /v1/license/public-key.',
    }),
    jwt_expires_at: Timestamp.openapi({ description: 'The token\'s exp: a day after issue at most, never after the license expires.' }),
  })
  .openapi('LicenseValidation');

const JwkSchema = z
  .object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), kid: z.string(), alg: z.literal('RS256'), use: z.literal('sig') })
  .openapi('Jwk');

const KidQuery = z.object({
  kid: z.string().min(1).optional().openapi({ description: 'A published key\'s id (token header kid); default: the active key.' }),
});

const tags = ['Licensing (SDK)'];

/** License validation for SDK clients and the public keys that verify its token. */
export function registerV1LicenseRoutes(app: ApiApp, deps: AppDeps, signer: TokenSigner): void {
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'validateLicense',
      path: '/v1/license/validate',
      tags,
      summary: 'Validate a license key (Bearer) and receive the policy to apply locally with a signed token',
      description:
        'Any answer other than 200 means the key is not valid: 401 no or unknown key, 403 a key of another kind, ' +
        'a revoked license (LICENSE_REVOKED) or an expired one (LICENSE_EXPIRED); details.valid is false.',
      security: BEARER,
      responses: { 200: jsonContent(ValidationSchema, 'The license is valid'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const result = await validateLicense(deps, signer, c.get('principal'), baseUrlOf(deps, c));
      return c.json(result as z.infer<typeof ValidationSchema>, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getLicensePublicKey',
      path: '/v1/license/public-key',
      tags,
      security: PUBLIC,
      summary: 'The public key that verifies validation tokens, as PEM (SPKI); no credential needed',
      request: { query: KidQuery },
      responses: {
        200: {
          description: 'PEM; the X-Key-Id header names its kid',
          content: { 'application/x-pem-file': { schema: z.string() } },
        },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { kid } = c.req.valid('query');
      const keys = await signer.publishedKeys();
      const key = kid === undefined ? keys[0] : keys.find((k) => k.kid === kid);
      if (!key) throw new ApiError('NOT_FOUND', 'No published signing key with this kid');
      return c.body(key.publicPem, 200, { 'Content-Type': 'application/x-pem-file', 'X-Key-Id': key.kid, 'Cache-Control': 'max-age=300' });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getJwks',
      path: '/.well-known/jwks.json',
      tags,
      security: PUBLIC,
      summary: 'The token verification keys as a JSON Web Key Set: the active key and retired keys whose tokens may still be valid',
      responses: { 200: jsonContent(z.object({ keys: z.array(JwkSchema) }).openapi('Jwks'), 'The key set') },
    }),
    async (c) => {
      c.header('Cache-Control', 'max-age=300');
      return c.json((await signer.jwks()) as { keys: z.infer<typeof JwkSchema>[] }, 200);
    },
  );
}
