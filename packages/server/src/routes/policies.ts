import { createRoute, z } from '@hono/zod-openapi';
import { policySchemas, type SchemaBuilder } from '@preflight/core';
import { loadManagedOrg } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { createPolicy, deletePolicy, loadPolicy, regeneratePolicyKey, updatePolicy } from '../domain/policies.js';
import {
  type ApiApp,
  BEARER,
  errorResponses,
  jsonBody,
  jsonContent,
  OrgIdParam,
  PageQuery,
  pagedSchema,
  Timestamp,
} from '../http/openapi.js';
import type { PolicyRecord } from '../store/types.js';

const IsActive = z.boolean().openapi({ description: 'Inactive policies refuse checks with 403.' });

/**
 * Core's policy schema decides what a valid policy is; the service adds only is_active. Built
 * with zod's own functions, it is made of zod classes, which the OpenAPI document is generated
 * from; core's typings name the zod/mini classes core builds it with, hence the casts.
 */
const policyInputSchema = policySchemas(z as unknown as SchemaBuilder).policyInputSchema as unknown as z.ZodObject<Record<string, z.ZodType>>;

const CreatePolicyBody = policyInputSchema.extend({ is_active: IsActive.optional() }).openapi('CreatePolicy');

/** Every field optional and without defaults, so a PATCH changes only what it names. */
const UpdatePolicyBody = z
  .strictObject({
    ...Object.fromEntries(
      Object.entries(policyInputSchema.shape).map(([name, schema]) => [
        name,
        z.optional(schema instanceof z.ZodDefault ? schema.unwrap() : schema),
      ]),
    ),
    is_active: IsActive.optional(),
  })
  .openapi('UpdatePolicy');

const PolicySchema = z
  .looseObject({
    policy_id: z.string(),
    org_id: z.string(),
    license_id: z.string(),
    name: z.string(),
    version: z.string().optional().openapi({ description: 'The author\'s own version label, if any.' }),
    policy_version: z.string().openapi({ description: 'Applied version; changes whenever rules or settings change.' }),
    is_active: z.boolean(),
    api_key_prefix: z.string().openapi({ description: 'First characters of the key, for recognising it.' }),
    api_key: z.string().optional().openapi({ description: 'Present only when the key is created or regenerated.' }),
    rules: z.array(z.looseObject({ id: z.string() })),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('Policy');

const PolicyParams = OrgIdParam.extend({
  policy_id: z.string().min(1).openapi({ param: { name: 'policy_id', in: 'path' } }),
});

export function policyJson(policy: PolicyRecord, apiKey?: string) {
  return {
    ...(policy.definition as Record<string, unknown>),
    policy_id: policy.policyId,
    org_id: policy.orgId,
    license_id: policy.licenseId,
    name: policy.name,
    policy_version: policy.policyVersion,
    is_active: policy.isActive,
    api_key_prefix: policy.keyPrefix,
    ...(apiKey === undefined ? {} : { api_key: apiKey }),
    created_at: policy.createdAt,
    updated_at: policy.updatedAt,
  } as z.infer<typeof PolicySchema>;
}

const tags = ['Policies'];

export function registerPolicyRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'createPolicy',
      path: '/api/orgs/{org_id}/policies',
      tags,
      summary: 'Create a policy (validated by core\'s policy schema); its API key is shown once',
      security: BEARER,
      request: { params: OrgIdParam, body: jsonBody(CreatePolicyBody) },
      responses: { 201: jsonContent(PolicySchema, 'The policy with its api_key'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const { is_active, ...document } = c.req.valid('json') as Record<string, unknown> & { is_active?: boolean };
      const { policy, apiKey } = await createPolicy(deps, org, document, is_active ?? true);
      return c.json(policyJson(policy, apiKey), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listPolicies',
      path: '/api/orgs/{org_id}/policies',
      tags,
      summary: 'List an organization\'s policies',
      security: BEARER,
      request: { params: OrgIdParam, query: PageQuery },
      responses: { 200: jsonContent(pagedSchema(PolicySchema, 'PolicyList'), 'A page of policies'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const { limit, offset } = c.req.valid('query');
      const page = await deps.store.policies.listByOrg(org.orgId, { limit, offset });
      return c.json({ items: page.items.map((p) => policyJson(p)), limit, offset, total: page.total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getPolicy',
      path: '/api/orgs/{org_id}/policies/{policy_id}',
      tags,
      summary: 'Get a policy',
      security: BEARER,
      request: { params: PolicyParams },
      responses: { 200: jsonContent(PolicySchema, 'The policy'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { org_id, policy_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      return c.json(policyJson(await loadPolicy(deps, org, policy_id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      operationId: 'updatePolicy',
      path: '/api/orgs/{org_id}/policies/{policy_id}',
      tags,
      summary: 'Update a policy; a change of its rules or settings gives a new policy_version',
      security: BEARER,
      request: { params: PolicyParams, body: jsonBody(UpdatePolicyBody) },
      responses: { 200: jsonContent(PolicySchema, 'The updated policy'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      const { org_id, policy_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      const policy = await loadPolicy(deps, org, policy_id);
      const { is_active, ...changes } = c.req.valid('json') as Record<string, unknown> & { is_active?: boolean };
      return c.json(policyJson(await updatePolicy(deps, policy, changes, is_active)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      operationId: 'deletePolicy',
      path: '/api/orgs/{org_id}/policies/{policy_id}',
      tags,
      summary: 'Delete a policy (not a license\'s default policy group)',
      security: BEARER,
      request: { params: PolicyParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const { org_id, policy_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      await deletePolicy(deps, await loadPolicy(deps, org, policy_id));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'regeneratePolicyKey',
      path: '/api/orgs/{org_id}/policies/{policy_id}/regenerate-key',
      tags,
      summary: 'Issue a new policy API key; the old one stops working at once',
      security: BEARER,
      request: { params: PolicyParams },
      responses: { 200: jsonContent(PolicySchema, 'The policy with its new api_key'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { org_id, policy_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      const { policy, apiKey } = await regeneratePolicyKey(deps, await loadPolicy(deps, org, policy_id));
      return c.json(policyJson(policy, apiKey), 200);
    },
  );
}
