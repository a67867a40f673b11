import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../store/types.js';
import { auditEventOf, testEventOf, wireBody } from './event.js';

const record: AuditRecord = {
  preflightId: 'pf_1',
  orgId: 'org_1',
  policyId: 'pol_1',
  policyName: 'Default',
  policyVersion: 'v3',
  destination: 'VENDOR',
  decision: 'BLOCKED',
  summary: 'Blocked: 2 SSNs.',
  inputType: 'file',
  sourceType: 'SDK',
  actorId: 'key_9',
  inputSizeBytes: 1200,
  detected: [
    { type: 'SSN', count: 2, sample: '***-**-6789' },
    { type: 'EMAIL', count: 1, sample: 'f***@example.com' },
  ],
  content: 'fake SSN 123-45-6789 and fake.person@example.com',
  maskedContent: null,
  maskedFile: null,
  createdAt: '2026-03-15T10:00:00.000Z',
};

describe('audit events', () => {
  it('carries the metadata of the check event (docs/api-contract.md) and no content, sample or value', () => {
    const event = auditEventOf(record);
    expect(event).toEqual({
      '@timestamp': '2026-03-15T10:00:00.000Z',
      event: {
        id: 'pf_1',
        kind: 'event',
        category: ['service', 'preflight'],
        type: ['blocked'],
        action: 'preflight_check',
        outcome: 'success',
        dataset: 'service.preflight',
      },
      service: {
        preflight_id: 'pf_1',
        decision: 'BLOCKED',
        destination: 'VENDOR',
        summary: 'Blocked: 2 SSNs.',
        policy_version: 'v3',
        policy_id: 'pol_1',
        source_type: 'SDK',
        input_type: 'file',
        input_size_bytes: 1200,
        finding_counts_by_type: { SSN: 2, EMAIL: 1 },
        actor_id: 'key_9',
      },
    });
    const json = JSON.stringify(event);
    for (const leak of ['6789', 'fake.person', 'f***']) expect(json).not.toContain(leak);
  });

  it('marks test events with their own dataset and adds the base URL on the wire only', () => {
    const test = testEventOf('test_1', new Date('2026-03-15T10:00:00Z'), 'key_1');
    expect(test.event.dataset).toBe('service.audit_stream.test');
    const stored = JSON.stringify(auditEventOf(record));
    expect(wireBody(stored, undefined)).toBe(stored);
    expect(JSON.parse(wireBody(stored, 'https://preflight.example.com')).service.base_url).toBe('https://preflight.example.com');
  });
});
