import { createRoute, z } from '@hono/zod-openapi';
import { requireManager } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { DECISIONS, DESTINATIONS } from '@preflight/core';
import { type AuditFilterRequest, cursorAfter, listAudit, positionOf } from '../domain/audit.js';
import { exportAudit } from '../domain/audit-export.js';
import { SOURCE_TYPES } from '../licensing/reported-events.js';
import { ApiError } from '../http/errors.js';
import { type ApiApp, BEARER, errorResponses, jsonContent, PageQuery, Timestamp } from '../http/openapi.js';

// A calendar date that exists, or a timestamp with its offset (Z or ±hh:mm): a timestamp without
// one would be read in the server's own time zone.
const DateOrTimestamp = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with Z or an offset' })
  .openapi({ example: '2026-03-15' });

/** Which checks: the same filters for a page and for an export. */
const AuditFilterQuery = z.object({
  org_id: z.string().min(1).optional().openapi({ description: 'Organization id or slug (administrator); a management key always sees its own.' }),
  search: z.string().max(200).optional().openapi({ description: 'Case-insensitive substring of summary, destination, decision or policy name.' }),
  from: DateOrTimestamp.optional().openapi({ description: 'Inclusive: a date means from its start (UTC).' }),
  to: DateOrTimestamp.optional().openapi({ description: 'Inclusive: a date means up to its end (UTC).' }),
  decision: z.enum([...DECISIONS, 'REJECTED']).optional().openapi({ description: 'Only checks with this decision.' }),
  destination: z.enum(DESTINATIONS).optional().openapi({ description: 'Only checks headed to this destination.' }),
  type: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a detected type such as EMAIL')
    .optional()
    .openapi({ description: 'Only checks that found this type (e.g. EMAIL, AWS_ACCESS_KEY).' }),
  source: z.enum(SOURCE_TYPES).optional().openapi({ description: 'Only checks from this source (API, or reported by an SDK, browser extension or desktop agent).' }),
});

const AuditQuery = PageQuery.extend(AuditFilterQuery.shape).extend({
  cursor: z
    .string()
    .max(400)
    .refine((value) => positionOf(value) !== null, 'must be the next_cursor of an earlier page')
    .optional()
    .openapi({ description: 'Keyset paging: the next_cursor of the previous page; the page starts after its last row. Not with offset.' }),
});

const ExportQuery = AuditFilterQuery.extend({
  format: z.enum(['csv', 'json']).default('csv').openapi({ description: 'csv (default) or json (an array).' }),
});

const filterOf = (q: z.infer<typeof AuditFilterQuery>): AuditFilterRequest => ({
  orgId: q.org_id,
  search: q.search,
  from: q.from,
  to: q.to,
  decision: q.decision,
  destination: q.destination,
  detectedType: q.type,
  sourceType: q.source,
});

const EXPORT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** Pulls the next chunk only when the client has read the previous one. */
function byteStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

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

const AuditListSchema = z
  .object({
    items: z.array(AuditItemSchema),
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    next_cursor: z.string().nullable().openapi({ description: 'Pass as cursor for the next page; null on the last page.' }),
  })
  .openapi('AuditList');

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
      responses: { 200: jsonContent(AuditListSchema, 'A page of audit entries'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const principal = requireManager(c.get('principal'));
      const q = c.req.valid('query');
      if (q.cursor !== undefined && q.offset !== 0) {
        throw new ApiError('VALIDATION_FAILED', 'The query parameters cursor and offset cannot be combined', [
          { path: 'offset', code: 'custom', message: 'must be 0 or left out with a cursor' },
        ]);
      }
      const after = q.cursor === undefined ? undefined : (positionOf(q.cursor) ?? undefined);
      const page = await listAudit(deps, principal, { ...filterOf(q), limit: q.limit, offset: q.offset, after });
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
      const last = page.items.at(-1);
      // A full page may have a next one; the cursor is where it starts.
      const nextCursor = last !== undefined && page.items.length === q.limit ? cursorAfter(last) : null;
      return c.json({ items, limit: q.limit, offset: q.offset, total: page.total, next_cursor: nextCursor }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'exportAuditEvents',
      path: '/api/audit/export',
      tags: ['Audit'],
      summary: 'Export the checks a filter selects, newest first, as CSV or JSON (metadata only, streamed)',
      security: BEARER,
      request: { query: ExportQuery },
      responses: {
        200: {
          description: 'CSV with a header line, or a JSON array; no content, masked content or samples',
          content: { 'text/csv': { schema: z.string() }, 'application/json': { schema: z.array(z.record(z.string(), z.unknown())) } },
        },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const principal = requireManager(c.get('principal'));
      const q = c.req.valid('query');
      const chunks = await exportAudit(deps, principal, filterOf(q), q.format);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return c.body(byteStream(chunks), 200, {
        'Content-Type': EXPORT_TYPES[q.format],
        'Content-Disposition': `attachment; filename="preflight-audit-${day}.${q.format}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
}
