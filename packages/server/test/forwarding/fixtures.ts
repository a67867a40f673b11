import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { AuditRecord } from '../../src/store/types.js';

/** Forwarding settings for tests: loopback receivers on any port allowed, a short schedule, the test authority trusted. */
export function forwardingConfig(overrides: Partial<ServerConfig['forwarding']> = {}): Partial<ServerConfig> {
  return { forwarding: { ...loadConfig({}).forwarding, allowPrivateDestinations: true, allowedPorts: 'any', ...overrides } };
}

/** Obviously fake credential, so a leak of it is easy to spot. */
export const FAKE_CREDENTIAL = 'Bearer fake-EXAMPLE-credential-0000';

/** A recorded check as the audit write receives it (content fields set, as under FULL retention). */
export function checkRecord(orgId: string, n: number, createdAt = '2026-03-15T10:00:00.000Z'): AuditRecord {
  return {
    preflightId: `pf_${orgId}_${n}`,
    orgId,
    policyId: 'pol_test',
    policyName: 'Default',
    policyVersion: 'v1',
    destination: 'AI_TOOL',
    decision: 'ALLOWED_WITH_MASKING',
    summary: 'Masked 1 email address.',
    inputType: 'text',
    sourceType: 'API',
    actorId: 'key_test',
    inputSizeBytes: 42,
    detected: [{ type: 'EMAIL', count: 1, sample: 'j***@example.com' }],
    content: 'write to jane.fake@example.com',
    maskedContent: 'write to [EMAIL]',
    maskedFile: null,
    createdAt,
  };
}
