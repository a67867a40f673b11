import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg, requireAdministrator } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { issueManagementKey } from '../domain/api-keys.js';
import { notFound } from '../http/errors.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent, OrgIdParam, Timestamp } from '../http/openapi.js';
import type { ApiKeyRecord } from '../store/types.js';

const ApiKeySchema = z
  .object({
    key_id: z.string(),
    org_id: z.string(),
    name: z.string(),
    key_prefix: z.string(),
    api_key: z.string().optional().openapi({ description: 'Present only in the response that creates the key.' }),
    created_at: Timestamp,
  })
  .openapi('ManagementKey');

const CreateKeyBody = z.strictObject({ name: z.string().trim().min(1).max(200).default('management key') }).openapi('CreateManagementKey');

const KeyParams = OrgIdParam.extend({ key_id: z.string().min(1).openapi({ param: { name: 'key_id', in: 'path' } }) });

const keyJson = (k: ApiKeyRecord, apiKey?: string) => ({
  key_id: k.keyId,
  org_id: k.orgId,
  name: k.name,
  key_prefix: k.keyPrefix,
  ...(apiKey === undefined ? {} : { api_key: apiKey }),
  created_at: k.createdAt,
});

const tags = ['Management keys'];

export function registerApiKeyRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'createManagementKey',
      path: '/api/orgs/{org_id}/api-keys',
      tags,
      summary: 'Issue a management key for an organization (administrator); shown once',
      security: BEARER,
      request: { params: OrgIdParam, body: jsonBody(CreateKeyBody) },
      responses: { 201: jsonContent(ApiKeySchema, 'The key with its secret'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const { record, apiKey } = await issueManagementKey(deps, org, c.req.valid('json').name);
      return c.json(keyJson(record, apiKey), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listManagementKeys',
      path: '/api/orgs/{org_id}/api-keys',
      tags,
      summary: 'List an organization\'s management keys (prefixes only)',
      security: BEARER,
      request: { params: OrgIdParam },
      responses: { 200: jsonContent(z.object({ items: z.array(ApiKeySchema) }), 'The keys'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const keys = await deps.store.apiKeys.listByOrg(org.orgId);
      return c.json({ items: keys.map((k) => keyJson(k)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      operationId: 'deleteManagementKey',
      path: '/api/orgs/{org_id}/api-keys/{key_id}',
      tags,
      summary: 'Revoke a management key (administrator); it stops working at once',
      security: BEARER,
      request: { params: KeyParams },
      responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const { org_id, key_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      if (!(await deps.store.apiKeys.delete(org.orgId, key_id))) throw notFound('Key');
      return c.body(null, 204);
    },
  );
}
