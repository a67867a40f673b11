import { createRoute, z } from '@hono/zod-openapi';
import { DESTINATIONS } from '@preflight/core';
import type { AppDeps } from '../deps.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent } from '../http/openapi.js';
import { MAX_BATCH, type ReportedEvent, recordReportedEvents, SOURCE_TYPES } from '../licensing/reported-events.js';
import { ActorId, FindingCounts, Identifier, metadataOnly, PolicyVersion } from './reported-fields.js';

const ReportedEventSchema = metadataOnly({
  event_id: Identifier.openapi({ description: 'Deduplication key: a retried event is recorded and counted once.' }),
  timestamp: z.iso.datetime({ offset: true }).openapi({ description: 'When the decision was made; within the last 30 days.' }),
  decision: z.enum(['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED']),
  destination: z.enum(DESTINATIONS),
  source_type: z.enum(SOURCE_TYPES).default('SDK'),
  policy_id: Identifier.optional().openapi({ description: 'An active policy group of the license; default: its default group.' }),
  policy_version: PolicyVersion.optional(),
  summary: z.string().max(500).optional().openapi({ description: 'Refused (422) when it contains anything a detector finds.' }),
  input_type: z.enum(['text', 'file']).default('text'),
  input_size_bytes: z.number().int().min(0),
  finding_counts_by_type: FindingCounts.default({}).openapi({
    description: 'Detected types of the built-in detectors or of the policy\'s custom detectors; any other name is refused (422).',
  }),
  actor_id: ActorId.optional().openapi({
    description:
      'The reporting user or device: a pseudonymous id, or the user\'s e-mail address where the administrator chose to name users by it ' +
      '(identity metadata, stored and forwarded as service.actor_id); default: the license id. Refused (422) when a detector finds ' +
      'anything in it, or, for an e-mail address, in its local part or domain on their own (a key, a card number).',
    example: 'jane.roe@example.com',
  }),
}).openapi('ReportedEvent');

const BatchBody = metadataOnly({ events: z.array(ReportedEventSchema).min(1).max(MAX_BATCH) }).openapi('ReportedEventBatch', {
  example: {
    events: [
      {
        event_id: 'evt-7f3a9c',
        timestamp: '2026-03-15T09:30:00Z',
        decision: 'ALLOWED_WITH_MASKING',
        destination: 'AI_TOOL',
        source_type: 'SDK',
        input_type: 'text',
        input_size_bytes: 1200,
        finding_counts_by_type: { EMAIL: 2 },
      },
    ],
  },
});

const BatchOutcomeSchema = z
  .object({
    accepted: z.array(z.string()),
    duplicates: z.array(z.string()).openapi({ description: 'Already recorded; not counted again.' }),
    rejected: z.array(z.string()).openapi({ description: 'Always empty on 200; see the 429 answer.' }),
  })
  .openapi('ReportedEventOutcome');

const toEvent = (e: z.infer<typeof ReportedEventSchema>): ReportedEvent => ({
  eventId: e.event_id,
  timestamp: e.timestamp,
  decision: e.decision,
  destination: e.destination,
  sourceType: e.source_type,
  policyId: e.policy_id,
  policyVersion: e.policy_version,
  summary: e.summary,
  inputType: e.input_type,
  inputSizeBytes: e.input_size_bytes,
  findingCountsByType: e.finding_counts_by_type,
  actorId: e.actor_id,
});

/** Decisions SDKs, browser extensions and desktop agents made locally, reported for audit. */
export function registerV1AuditEventRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'reportAuditEvents',
      path: '/v1/audit/events',
      tags: ['Licensing (SDK)'],
      summary: `Report up to ${MAX_BATCH} locally made decisions (license key; metadata only)`,
      description:
        'Each new event is audited, counted against the license\'s monthly allowance and forwarded like a server-side check. ' +
        'Past the allowance the remaining events are audited as REJECTED and the answer is 429 (QUOTA_EXCEEDED) with ' +
        'Retry-After and details {accepted, duplicates, rejected}; report the rejected ones again after Retry-After.',
      security: BEARER,
      request: { body: jsonBody(BatchBody) },
      responses: { 200: jsonContent(BatchOutcomeSchema, 'Every event recorded or already known'), ...errorResponses(400, 401, 403, 413, 422) },
    }),
    async (c) => {
      const outcome = await recordReportedEvents(deps, c.get('principal'), c.req.valid('json').events.map(toEvent));
      return c.json(outcome, 200);
    },
  );
}
