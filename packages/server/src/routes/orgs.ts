import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg, requireAdministrator, requireManager } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { createOrg, updateOrg } from '../domain/orgs.js';
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
import type { OrgRecord } from '../store/types.js';

const PrimaryColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour like #1a2b3c');
const AdminEmail = z.email().max(254);
const DataRegion = z.enum(['EU', 'US', 'APAC']);
const RetentionMode = z.enum(['FULL', 'METADATA']);
const RETENTION_DESCRIPTION = 'FULL keeps content and masked content with each audit row; METADATA (default) keeps none.';

export const OrgSettingsSchema = z
  .strictObject({
    primary_color: PrimaryColor.optional(),
    admin_email: AdminEmail.optional(),
    data_region: DataRegion.optional(),
    retention_mode: RetentionMode.optional().openapi({ description: RETENTION_DESCRIPTION }),
  })
  .openapi('OrgSettings');

/** A PATCH's settings: a value sets it, null clears it (retention back to METADATA), absent leaves it. */
const OrgSettingsChanges = z
  .strictObject({
    primary_color: PrimaryColor.nullable().optional(),
    admin_email: AdminEmail.nullable().optional(),
    data_region: DataRegion.nullable().optional(),
    retention_mode: RetentionMode.nullable().optional().openapi({ description: `${RETENTION_DESCRIPTION} null sets METADATA.` }),
  })
  .openapi('OrgSettingsChanges');

const OrgSchema = z
  .object({
    org_id: z.string(),
    name: z.string(),
    slug: z.string(),
    settings: OrgSettingsSchema,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('Organization');

const CreatedOrgSchema = OrgSchema.extend({
  license_id: z.string(),
  license_key: z.string().openapi({ description: 'Shown only in this response.' }),
  license_type: z.enum(['trial', 'standard', 'enterprise']),
  license_expires_at: Timestamp,
  default_policy: z.object({
    policy_id: z.string(),
    name: z.string(),
    policy_version: z.string(),
    api_key: z.string().openapi({ description: 'The default policy group\'s key for X-Service-API-Key; shown only here.' }),
  }),
}).openapi('CreatedOrganization');

const OrgName = z.string().trim().min(1).max(200);
const Slug = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and inner hyphens, at most 63');

const CreateOrgBody = z
  .strictObject({ name: OrgName, slug: Slug.optional(), settings: OrgSettingsSchema.optional() })
  .openapi('CreateOrganization', { example: { name: 'Acme', slug: 'acme', settings: { retention_mode: 'METADATA' } } });

const UpdateOrgBody = z
  .strictObject({ name: OrgName.optional(), settings: OrgSettingsChanges.optional() })
  .refine((b) => b.name !== undefined || b.settings !== undefined, 'send name or settings')
  .openapi('UpdateOrganization');

export const orgJson = (org: OrgRecord) => ({
  org_id: org.orgId,
  name: org.name,
  slug: org.slug,
  settings: org.settings,
  created_at: org.createdAt,
  updated_at: org.updatedAt,
});

const tags = ['Organizations'];

export function registerOrgRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'createOrg',
      path: '/api/orgs',
      tags,
      summary: 'Create an organization with its trial license and default policy group (administrator)',
      security: BEARER,
      request: { body: jsonBody(CreateOrgBody) },
      responses: { 201: jsonContent(CreatedOrgSchema, 'Created; license and policy keys are shown once'), ...errorResponses(400, 401, 403, 409, 422) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const created = await createOrg(deps, c.req.valid('json'));
      return c.json(
        {
          ...orgJson(created.org),
          license_id: created.license.licenseId,
          license_key: created.licenseKey,
          license_type: created.license.licenseType,
          license_expires_at: created.license.expiresAt,
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
      method: 'get',
      operationId: 'listOrgs',
      path: '/api/orgs',
      tags,
      summary: 'List organizations (a management key sees only its own)',
      security: BEARER,
      request: { query: PageQuery },
      responses: { 200: jsonContent(pagedSchema(OrgSchema, 'OrganizationList'), 'A page of organizations'), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const p = requireManager(c.get('principal'));
      const { limit, offset } = c.req.valid('query');
      const page = await deps.store.orgs.list({ limit, offset }, p.kind === 'management' ? p.orgId : undefined);
      return c.json({ items: page.items.map(orgJson), limit, offset, total: page.total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getOrg',
      path: '/api/orgs/{org_id}',
      tags,
      summary: 'Get an organization by id or slug',
      security: BEARER,
      request: { params: OrgIdParam },
      responses: { 200: jsonContent(OrgSchema, 'The organization'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json(orgJson(org), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      operationId: 'updateOrg',
      path: '/api/orgs/{org_id}',
      tags,
      summary: 'Update name and settings (settings merge key by key; null clears one)',
      security: BEARER,
      request: { params: OrgIdParam, body: jsonBody(UpdateOrgBody) },
      responses: { 200: jsonContent(OrgSchema, 'The updated organization'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json(orgJson(await updateOrg(deps, org, c.req.valid('json'))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      operationId: 'deleteOrg',
      path: '/api/orgs/{org_id}',
      tags,
      summary: 'Delete an organization and all of its data (administrator)',
      security: BEARER,
      request: { params: OrgIdParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      await deps.store.orgs.delete(org.orgId);
      return c.body(null, 204);
    },
  );
}
