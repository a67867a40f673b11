import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../harness.js';

describe.each(BACKENDS)('SDK-reported decisions and forwarding on %s', (backend) => {
  it('queue one metadata-only event per reported decision, like server-side checks, and none for retries', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const at = h.clock.now().toISOString();
    await h.store.forwarding.insertDestination({
      destinationId: 'dst_1', orgId: org.orgId, url: 'https://siem.example.com/ingest', authHeaderName: null, authHeaderSealed: null,
      enabled: true, lastError: null, lastSuccessAt: null, lastFailureAt: null, createdAt: at, updatedAt: at,
    });
    const events = ['evt-1', 'evt-2'].map((id) => ({
      event_id: id,
      timestamp: '2026-03-15T09:00:00Z',
      decision: 'ALLOWED_WITH_MASKING',
      destination: 'CUSTOMER',
      source_type: 'DESKTOP_AGENT',
      input_size_bytes: 64,
      finding_counts_by_type: { PHONE: 1 },
    }));
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await h.call('POST', '/v1/audit/events', { key: org.licenseKey, json: { events } })).status).toBe(200);
    }
    expect(await h.store.forwarding.countJobs('dst_1')).toEqual({ queued: 2, failed: 0 });
    // SQLite keeps the payload as text, PostgreSQL as JSON.
    const payloads = (await h.rows('SELECT payload FROM forwarding_jobs ORDER BY job_id')).map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
    expect(payloads[0].service).toMatchObject({ source_type: 'DESKTOP_AGENT', decision: 'ALLOWED_WITH_MASKING', finding_counts_by_type: { PHONE: 1 } });
    expect(new Set(payloads.map((p) => p.event.id)).size).toBe(2);
  });
});
