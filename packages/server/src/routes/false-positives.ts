import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent, OrgIdParam, PageQuery, pagedSchema, Timestamp } from '../http/openapi.js';
import { recordFalsePositive } from '../licensing/false-positives.js';
import { SOURCE_TYPES } from '../licensing/reported-events.js';
import type { FalsePositiveRecord } from '../store/types.js';
import { ActorId, FindingCounts, Identifier, metadataOnly, PolicyVersion } from './reported-fields.js';

const DECISIONS = ['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED'] as const;

const FalsePositiveBody = metadataOnly({
  report_id: Identifier.openapi({ description: 'The client\'s id for the report: a retried report is stored once.' }),
  reported_at: z.iso.datetime({ offset: true }).openapi({ description: 'When the user reported it; within the last 30 days.' }),
  decision: z.enum(DECISIONS).openapi({ description: 'The decision the user holds to be wrong.' }),
  source_type: z.enum(SOURCE_TYPES).default('SDK'),
  policy_id: Identifier.optional().openapi({ description: 'An active policy group of the license; default: its default group.' }),
  policy_version: PolicyVersion.optional().openapi({ description: 'The version the decision was made with; default: the group\'s current one.' }),
  finding_counts_by_type: FindingCounts.default({}).openapi({
    description: 'What the decision found, type to count; types of the built-in detectors or of the policy\'s custom detectors only.',
  }),
  actor_id: ActorId.optional().openapi({
    description: 'Who reported it, as in reported audit events (a pseudonymous id or an e-mail address); default: the license id.',
  }),
  note: z.string().trim().min(1).max(500).optional().openapi({
    description: 'The user\'s words on why the decision is wrong. Refused (422) when a detector finds anything in it: describe, never quote, the value.',
  }),
}).openapi('FalsePositiveReport', {
  example: {
    report_id: 'fp-3c1d9a',
    reported_at: '2026-03-15T09:31:00Z',
    decision: 'BLOCKED',
    source_type: 'BROWSER_EXTENSION',
    finding_counts_by_type: { AWS_ACCESS_KEY: 1 },
    note: 'This is the documentation example key',
  },
});

const FalsePositiveSchema = z
  .object({
    report_id: z.string().openapi({ description: 'The server\'s id for the report (from the organization and the client\'s report id).' }),
    reported_at: Timestamp,
    received_at: Timestamp,
    decision: z.enum(DECISIONS),
    policy_id: z.string(),
    policy_version: z.string(),
    source_type: z.string(),
    actor_id: z.string(),
    finding_counts_by_type: z.record(z.string(), z.number().int()),
    note: z.string().nullable(),
  })
  .openapi('FalsePositive');

const RecordedSchema = z
  .object({
    report_id: z.string(),
    recorded: z.boolean().openapi({ description: 'false: this report id was recorded before; nothing changed.' }),
  })
  .openapi('FalsePositiveRecorded');

const reportJson = (r: FalsePositiveRecord) => ({
  report_id: r.reportId,
  reported_at: r.reportedAt,
  received_at: r.createdAt,
  decision: r.decision,
  policy_id: r.policyId,
  policy_version: r.policyVersion,
  source_type: r.sourceType,
  actor_id: r.actorId,
  finding_counts_by_type: r.findingCountsByType,
  note: r.note,
});

const tags = ['False positives'];

/** Users' reports that a decision was wrong: sent by SDKs and the browser extension, read by the organization's managers. */
export function registerFalsePositiveRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'reportFalsePositive',
      path: '/v1/false-positives',
      tags,
      summary: 'Report that a locally made decision was wrong (license key; metadata only)',
      description:
        'The decision, its policy, what it found as types and counts, who reported it and an optional note: never the text or the values. ' +
        'Idempotent on report_id. Listed for the organization at GET /api/orgs/{org_id}/false-positives.',
      security: BEARER,
      request: { body: jsonBody(FalsePositiveBody) },
      responses: { 200: jsonContent(RecordedSchema, 'Recorded, or recorded before'), ...errorResponses(400, 401, 403, 422) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { record, stored } = await recordFalsePositive(deps, c.get('principal'), {
        reportId: body.report_id,
        reportedAt: body.reported_at,
        decision: body.decision,
        sourceType: body.source_type,
        policyId: body.policy_id,
        policyVersion: body.policy_version,
        findingCountsByType: body.finding_counts_by_type,
        actorId: body.actor_id,
        note: body.note,
      });
      return c.json({ report_id: record.reportId, recorded: stored }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listFalsePositives',
      path: '/api/orgs/{org_id}/false-positives',
      tags,
      summary: 'List an organization\'s false-positive reports, newest first',
      security: BEARER,
      request: { params: OrgIdParam, query: PageQuery },
      responses: {
        200: jsonContent(pagedSchema(FalsePositiveSchema, 'FalsePositiveList'), 'A page of reports'),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const { limit, offset } = c.req.valid('query');
      const page = await deps.store.falsePositives.listByOrg(org.orgId, { limit, offset });
      return c.json({ items: page.items.map(reportJson), limit, offset, total: page.total }, 200);
    },
  );
}
