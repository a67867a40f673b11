import type { AuditRecord } from '../store/types.js';

/**
 * The forwarded audit event (docs/api-contract.md, the check event), Elastic Common Schema style. Metadata only: counts
 * per detected type, never content, samples or detected values.
 */
export interface AuditEvent {
  '@timestamp': string;
  event: {
    id: string;
    kind: 'event';
    category: ['service', 'preflight'];
    type: string[];
    action: 'preflight_check';
    outcome: 'success';
    dataset: typeof PREFLIGHT_DATASET | typeof TEST_DATASET;
  };
  service: {
    preflight_id: string;
    decision: string;
    destination: string;
    summary: string;
    policy_version: string;
    policy_id: string;
    source_type: string;
    input_type: string;
    input_size_bytes: number;
    finding_counts_by_type: Record<string, number>;
    actor_id: string;
    base_url?: string;
  };
}

export const PREFLIGHT_DATASET = 'service.preflight';
export const TEST_DATASET = 'service.audit_stream.test';

/**
 * The event of one recorded check. `event.id` is the preflight id: unique per check, and the
 * same on every retry and for every destination, so receivers can deduplicate on it.
 */
export function auditEventOf(record: AuditRecord): AuditEvent {
  const counts: Record<string, number> = {};
  for (const d of record.detected) counts[d.type] = (counts[d.type] ?? 0) + d.count;
  return {
    '@timestamp': record.createdAt,
    event: {
      id: record.preflightId,
      kind: 'event',
      category: ['service', 'preflight'],
      type: [record.decision.toLowerCase()],
      action: 'preflight_check',
      outcome: 'success',
      dataset: PREFLIGHT_DATASET,
    },
    service: {
      preflight_id: record.preflightId,
      decision: record.decision,
      destination: record.destination,
      summary: record.summary,
      policy_version: record.policyVersion,
      policy_id: record.policyId,
      source_type: record.sourceType,
      input_type: record.inputType,
      input_size_bytes: record.inputSizeBytes,
      finding_counts_by_type: counts,
      actor_id: record.actorId,
    },
  };
}

/** The synthetic event of a test probe: the shape of a real one, with the test dataset and no real check. */
export function testEventOf(eventId: string, at: Date, actorId: string): AuditEvent {
  return {
    '@timestamp': at.toISOString(),
    event: {
      id: eventId,
      kind: 'event',
      category: ['service', 'preflight'],
      type: ['allowed'],
      action: 'preflight_check',
      outcome: 'success',
      dataset: TEST_DATASET,
    },
    service: {
      preflight_id: eventId,
      decision: 'ALLOWED',
      destination: 'AI_TOOL',
      summary: 'Test event sent to check that this destination receives audit events.',
      policy_version: 'test',
      policy_id: 'test',
      source_type: 'API',
      input_type: 'text',
      input_size_bytes: 0,
      finding_counts_by_type: {},
      actor_id: actorId,
    },
  };
}

/** The body sent on the wire: the stored event plus the service's public address. */
export function wireBody(storedPayload: string, baseUrl: string | undefined): string {
  if (baseUrl === undefined) return storedPayload;
  const event = JSON.parse(storedPayload) as AuditEvent;
  event.service.base_url = baseUrl;
  return JSON.stringify(event);
}
