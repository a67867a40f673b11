import { z } from '@hono/zod-openapi';
import type { EngineResult } from '../domain/engine.js';
import type { AuditRecord } from '../store/types.js';
import { Timestamp } from '../http/openapi.js';

export const DetectedSchema = z
  .object({
    type: z.string().openapi({ example: 'EMAIL' }),
    count: z.number().int(),
    sample: z.string().nullable().openapi({ description: 'Partially masked excerpt; null for secrets and under METADATA retention.' }),
  })
  .openapi('Detected');

const EvidenceSchema = z
  .object({
    kind: z.string().openapi({ example: 'context-word' }),
    steps: z.number().int().openapi({ description: 'Likelihood levels this evidence moved the finding, up (positive) or down.' }),
    detail: z.string().openapi({ example: 'the word "ssn" 5 characters before' }),
  })
  .openapi('Evidence');

const ExplainedFindingSchema = z
  .object({
    type: z.string().openapi({ example: 'SSN' }),
    detector: z.string().openapi({ example: 'ssn' }),
    start: z.number().int().openapi({ description: 'UTF-16 offset of its first character in the checked text.' }),
    end: z.number().int().openapi({ description: 'UTF-16 offset after its last character.' }),
    confidence: z.number(),
    likelihood: z.enum(['VERY_UNLIKELY', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'VERY_LIKELY']).nullable(),
    action: z.string().openapi({ example: 'BLOCK' }),
    evidence: z.array(EvidenceSchema),
  })
  .openapi('ExplainedFinding');

export const CheckResultSchema = z
  .object({
    preflight_id: z.string(),
    decision: z
      .enum(['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED', 'REJECTED'])
      .openapi({ description: 'REJECTED only on stored results: the monthly quota refused the check (answered 429).' }),
    summary: z.string(),
    detected: z.array(DetectedSchema),
    masked_content: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Text checks only. A stored result under METADATA retention has null.' }),
    masked_file_url: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'File checks only; null when blocked. Under METADATA retention the file is held in memory for 15 minutes only.' }),
    policy_version: z.string(),
    created_at: Timestamp,
    findings: z
      .array(ExplainedFindingSchema)
      .optional()
      .openapi({ description: 'Text checks asked with `explain: true` only: each finding in text order, with the evidence behind its likelihood; never its value, never stored.' }),
  })
  .openapi('PreflightResult', {
    example: {
      preflight_id: 'pf_01JD7Q2V8K3M4N5P6R7S8T9V0W',
      decision: 'ALLOWED_WITH_MASKING',
      summary: 'Allowed with masking: 1 email address masked before sending to an AI tool.',
      detected: [{ type: 'EMAIL', count: 1, sample: 'j*******@e******.com' }],
      masked_content: 'Summarise this: contact [EMAIL_1] about the renewal',
      policy_version: 'v1-968980f1',
      created_at: '2026-03-15T10:00:00.000Z',
    },
  });

export type CheckResultJson = z.infer<typeof CheckResultSchema>;

export const maskedFileUrl = (baseUrl: string, preflightId: string) =>
  `${baseUrl}/api/preflight/${encodeURIComponent(preflightId)}/masked-file`;

/**
 * The stored result, as GET /api/preflight/{id} returns it. `hasFile`: a masked file can be
 * downloaded. `baseUrl` is asked only for a file's link: working it out parses the request URL.
 */
export function storedResultJson(record: AuditRecord, baseUrl: () => string, hasFile: boolean): CheckResultJson {
  return {
    preflight_id: record.preflightId,
    decision: record.decision,
    summary: record.summary,
    detected: record.detected,
    ...(record.inputType === 'text'
      ? { masked_content: record.maskedContent }
      : { masked_file_url: hasFile ? maskedFileUrl(baseUrl(), record.preflightId) : null }),
    policy_version: record.policyVersion,
    created_at: record.createdAt,
  };
}

/** The answer to a check: the caller gets masked content and samples even when they are not stored. */
export function freshResultJson(record: AuditRecord, result: EngineResult, baseUrl: () => string): CheckResultJson {
  return {
    ...storedResultJson(record, baseUrl, result.maskedFile !== null),
    detected: result.detected,
    ...(record.inputType === 'text' ? { masked_content: result.maskedContent } : {}),
    ...(result.explained === undefined ? {} : { findings: result.explained }),
  };
}
