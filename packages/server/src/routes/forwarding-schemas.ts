import { z } from '@hono/zod-openapi';
import type { PendingJobs } from '../forwarding/destinations.js';
import { PRESET_IDS, type PresetId } from '../forwarding/presets.js';
import { destinationStatus } from '../forwarding/status.js';
import type { DeadLetter, DestinationRecord } from '../forwarding/types.js';
import { OrgIdParam, Timestamp } from '../http/openapi.js';

const Preset = z.enum(PRESET_IDS).openapi({
  description: 'The log system the destination was set up for; the dashboard puts its scheme word (e.g. `Splunk `) before a rotated credential.',
});

export const DestinationSchema = z
  .object({
    destination_id: z.string(),
    org_id: z.string(),
    url: z.string().openapi({ example: 'https://logs.example.com/ingest' }),
    auth_header_name: z.string().nullable(),
    auth_header_configured: z.boolean().openapi({ description: 'True when a credential is stored; the value is never returned.' }),
    preset: Preset.nullable(),
    enabled: z.boolean(),
    status: z.enum(['Active', 'Idle', 'Failing', 'Disabled']).openapi({
      description: 'Active: delivered within the last 24 hours. Idle: enabled, nothing recent. Failing: the last delivery or test failed. Disabled: not forwarding.',
    }),
    last_error: z.string().nullable().openapi({ description: 'The last delivery error while the destination is failing.' }),
    deliveries: z
      .object({
        delivered: z.number().int().openapi({ description: 'Events delivered since the destination was added (test events not counted).' }),
        queued: z.number().int().openapi({ description: 'Events waiting, including those between retries.' }),
        dead_lettered: z.number().int().openapi({ description: 'Events that failed three deliveries and wait for a replay.' }),
        last_success_at: Timestamp.nullable().openapi({ description: 'The last delivery or test event the receiver accepted.' }),
      })
      .openapi('ForwardingDeliveries'),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi('ForwardingDestination');

export const CreateDestinationBody = z
  .strictObject({
    url: z.string().min(1).openapi({ description: 'HTTPS URL receiving the events.' }),
    auth_header_name: z.string().optional().openapi({ example: 'Authorization' }),
    auth_header_value: z.string().optional().openapi({ description: 'Write-only; stored encrypted (AES-256-GCM).' }),
    preset: Preset.optional(),
    enabled: z.boolean().optional().openapi({ description: 'Default true. false saves the destination without forwarding live events (as "Save and test" does).' }),
  })
  .openapi('CreateForwardingDestination');

export const UpdateDestinationBody = z
  .strictObject({
    url: z.string().min(1).optional().openapi({ description: 'A new HTTPS URL, checked like a new destination\'s.' }),
    preset: Preset.nullable().optional(),
    enabled: z.boolean().optional(),
    auth_header_name: z.string().optional(),
    auth_header_value: z.string().optional().openapi({ description: 'A new value rotates the credential; an empty string removes it.' }),
  })
  .openapi('UpdateForwardingDestination');

export const ProbeResultSchema = z
  .object({
    ok: z.boolean(),
    status_code: z.number().int().openapi({ description: 'The receiver\'s HTTP status; 0 when no HTTP answer arrived.' }),
    error: z.string().nullable().openapi({ description: 'What went wrong and what to check; null when ok.' }),
  })
  .openapi('ForwardingTestResult');

export const DeadLetterSchema = z
  .object({
    job_id: z.number().int(),
    event_id: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    failed_at: Timestamp,
  })
  .openapi('ForwardingDeadLetter');

export const DestinationParams = OrgIdParam.extend({
  destination_id: z.string().min(1).openapi({ param: { name: 'destination_id', in: 'path' } }),
});

export function destinationJson(d: DestinationRecord, now: Date, jobs: PendingJobs) {
  const status = destinationStatus(d, now);
  return {
    destination_id: d.destinationId,
    org_id: d.orgId,
    url: d.url,
    auth_header_name: d.authHeaderName,
    auth_header_configured: d.authHeaderSealed !== null,
    preset: (PRESET_IDS as string[]).includes(d.preset ?? '') ? (d.preset as PresetId) : null,
    enabled: d.enabled,
    status,
    last_error: status === 'Failing' ? d.lastError : null,
    deliveries: {
      delivered: d.deliveredCount ?? 0,
      queued: jobs.queued,
      dead_lettered: jobs.deadLettered,
      last_success_at: d.lastSuccessAt,
    },
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  };
}

export const deadLetterJson = (d: DeadLetter) => ({
  job_id: d.jobId,
  event_id: d.eventId,
  attempts: d.attempts,
  last_error: d.lastError,
  failed_at: d.failedAt,
});
