import { createRoute, z } from '@hono/zod-openapi';
import { DESTINATIONS } from '@preflight/core';
import type { AppDeps } from '../deps.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent } from '../http/openapi.js';
import { MAX_BATCH, type ReportedEvent, recordReportedEvents, SOURCE_TYPES } from '../licensing/reported-events.js';

/** Identifiers only: no spaces or @, so an e-mail address or a sentence cannot pass as one. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const Identifier = z.string().regex(IDENTIFIER, 'letters, digits and . _ : - (at most 128)');
/** An e-mail address as an administrator names a user by it: no spaces, quotes or comments. */
const EMAIL_ADDRESS = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
/**
 * Who made the decision: a pseudonymous identifier, or the user's e-mail address where the
 * administrator chose to name users by it. Either is identity metadata, like the license id it
 * replaces, not content; what a detector finds in its parts is refused all the same.
 */
const ActorId = z
  .string()
  .max(254)
  .refine((value) => IDENTIFIER.test(value) || EMAIL_ADDRESS.test(value), 'an identifier (letters, digits and . _ : -, at most 128) or an e-mail address');
const TYPE_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Validation issues name the path of what failed, and a record's path includes the key, so the
 * keys are checked here, reporting the field only: a key may itself be a detected value.
 */
const FindingCounts = z
  .custom<Record<string, number>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.entries(value).every(([type, count]) => TYPE_NAME.test(type) && Number.isInteger(count) && (count as number) > 0),
    'must map upper-case detected types (EMAIL, SSN, …) to positive integers',
  )
  .openapi({ type: 'object', additionalProperties: { type: 'integer', minimum: 1 }, example: { EMAIL: 2, SSN: 1 } });

/**
 * Like a strict object, but the refusal counts unknown fields instead of naming them, since a
 * field name may itself be content. Any field beyond the metadata (text, content, samples, …) is a 422.
 */
function metadataOnly<T extends z.ZodRawShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return z
    .looseObject(shape)
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter((key) => !known.has(key)).length;
      if (unknown > 0) ctx.addIssue({ code: 'custom', message: `${unknown} field(s) beyond the documented metadata; content is never accepted` });
    })
    .openapi({ additionalProperties: false });
}

const ReportedEventSchema = metadataOnly({
  event_id: Identifier.openapi({ description: 'Deduplication key: a retried event is recorded and counted once.' }),
  timestamp: z.iso.datetime({ offset: true }).openapi({ description: 'When the decision was made; within the last 30 days.' }),
  decision: z.enum(['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED']),
  destination: z.enum(DESTINATIONS),
  source_type: z.enum(SOURCE_TYPES).default('SDK'),
  policy_id: Identifier.optional().openapi({ description: 'An active policy group of the license; default: its default group.' }),
  policy_version: z
    .string()
    .regex(/^v\d{1,3}-[0-9a-f]{8,64}$/, 'a policy version as the license token carries it, e.g. v1-968980f1')
    .optional(),
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
