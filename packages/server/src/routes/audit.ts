import { createRoute, z } from '@hono/zod-openapi';
import { requireManager } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { listAudit } from '../domain/audit.js';
import { type ApiApp, BEARER, errorResponses, jsonContent, PageQuery, pagedSchema, Timestamp } from '../http/openapi.js';

// A calendar date that exists, or a timestamp with its offset (Z or ±hh:mm): a timestamp without
// one would be read in the server's own time zone.
const DateOrTimestamp = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with Z or an offset' })
  .openapi({ example: '2026-03-15' });

const AuditQuery = PageQuery.extend({
  org_id: z.string().min(1).optional().openapi({ description: 'Organization id or slug (administrator); a management key always sees its own.' }),
  search: z.string().max(200).optional().openapi({ description: 'Case-insensitive substring of summary, destination, decision or policy name.' }),
  from: DateOrTimestamp.optional().openapi({ description: 'Inclusive: a date means from its start (UTC).' }),
  to: DateOrTimestamp.optional().openapi({ description: 'Inclusive: a date means up to its end (UTC).' }),
});

const AuditItemSchema = z
  .object({
    preflight_id: z.string(),
    created_at: Timestamp,
    destination: z.string(),
    decision: z.string(),
    summary: z.string(),
    policy_version: z.string(),
    policy_name: z.string(),
    org_id: z.string(),
    org_name: z.string(),
  })
  .openapi('AuditItem');

export function registerAuditRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listAuditEvents',
      path: '/api/audit',
      tags: ['Audit'],
      summary: 'List checks, newest first',
      security: BEARER,
      request: { query: AuditQuery },
      responses: { 200: jsonContent(pagedSchema(AuditItemSchema, 'AuditList'), 'A page of audit entries'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const principal = requireManager(c.get('principal'));
      const q = c.req.valid('query');
      const page = await listAudit(deps, principal, {
        limit: q.limit,
        offset: q.offset,
        orgId: q.org_id,
        search: q.search,
        from: q.from,
        to: q.to,
      });
      const items = page.items.map((i) => ({
        preflight_id: i.preflightId,
        created_at: i.createdAt,
        destination: i.destination,
        decision: i.decision,
        summary: i.summary,
        policy_version: i.policyVersion,
        policy_name: i.policyName,
        org_id: i.orgId,
        org_name: i.orgName,
      }));
      return c.json({ items, limit: q.limit, offset: q.offset, total: page.total }, 200);
    },
  );
}
