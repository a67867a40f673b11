import type { CheckResult, Destination } from '@preflight/core';
import type { components } from '../generated/openapi.js';

/** One locally made decision as POST /v1/audit/events takes it: metadata only. */
export type AuditEventInput = components['schemas']['ReportedEvent'];
export type SourceType = NonNullable<AuditEventInput['source_type']>;

export interface AuditEventContext {
  readonly sourceType: SourceType;
  readonly actorId?: string;
  readonly policyGroup: string;
  readonly now: number;
}

const encoder = new TextEncoder();

/**
 * Builds the audit event for one check: decision, destination, policy, input size and counts
 * per detected type. The text itself, samples, masked content and the vault never go in.
 */
export function auditEventFor(result: CheckResult, text: string, destination: Destination, context: AuditEventContext): AuditEventInput {
  return reportedEventFor(result, { destination, inputType: 'text', inputSizeBytes: encoder.encode(text).byteLength }, context);
}

/** What a decision made elsewhere (e.g. a browser extension's content script) reports: no text, only its size. */
export interface ReportedDecision {
  readonly destination: Destination;
  readonly inputType: AuditEventInput['input_type'];
  readonly inputSizeBytes: number;
}

/** The audit event for a decision known only by its metadata. */
export function reportedEventFor(
  result: Pick<CheckResult, 'decision' | 'summary' | 'policy_version'> & { readonly detected: readonly { type: string; count: number }[] },
  decision: ReportedDecision,
  context: AuditEventContext,
): AuditEventInput {
  return {
    event_id: crypto.randomUUID(),
    timestamp: new Date(context.now).toISOString(),
    decision: result.decision,
    destination: decision.destination,
    source_type: context.sourceType,
    policy_id: context.policyGroup,
    policy_version: result.policy_version,
    summary: result.summary,
    input_type: decision.inputType,
    input_size_bytes: decision.inputSizeBytes,
    finding_counts_by_type: Object.fromEntries(result.detected.map((d) => [d.type, d.count])),
    ...(context.actorId === undefined ? {} : { actor_id: context.actorId }),
  };
}
