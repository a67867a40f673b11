import { describe, expect, it } from 'vitest';
import { checkRecord, forwardingConfig } from '../../test/forwarding/fixtures.js';
import { BACKENDS, openHarness } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import type { WorkerHealth } from '../forwarding/worker.js';
import { createMetrics } from '../metrics/index.js';

describe.each(BACKENDS)('health and metrics routes on %s', (backend) => {
  it('answers /healthz and /readyz without a key', async () => {
    const h = await openHarness(backend);
    expect(await (await h.call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await h.call('GET', '/readyz')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it.each<[WorkerHealth['state'], number]>([
    ['ok', 200],
    ['failing', 503],
    ['stalled', 503],
    ['stopped', 503],
  ])('reports a forwarding worker that is %s on /readyz (%i)', async (state, status) => {
    const h = await openHarness(backend);
    h.deps.forwardingHealth = () => ({ state, lastCycleAt: '2026-03-15T09:59:50.000Z' });
    const res = await h.call('GET', '/readyz');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({
      status: status === 200 ? 'ok' : 'unavailable',
      database: 'ok',
      forwarding: state,
      forwarding_last_cycle_at: '2026-03-15T09:59:50.000Z',
    });
  });

  it('reports 503 on /readyz when the database is gone', async () => {
    const h = await openHarness(backend);
    await h.store.close();
    const res = await h.call('GET', '/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it('exposes checks by decision, detections by type and a latency histogram in Prometheus format', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const check = (text: string) =>
      h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text, destination: 'AI_TOOL' } });
    await check('a@example.com and b@example.com');
    await check('nothing here');
    const res = await h.call('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('preflight_checks_total{decision="ALLOWED_WITH_MASKING",input_type="text"} 1');
    expect(text).toContain('preflight_checks_total{decision="ALLOWED",input_type="text"} 1');
    expect(text).toContain('preflight_detections_total{type="EMAIL"} 2');
    expect(text).toContain('# TYPE preflight_http_request_duration_seconds histogram');
    expect(text).toMatch(/preflight_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/preflight\/text",status="200"\} 2/);
    expect(text).toMatch(/preflight_http_request_duration_seconds_count\{method="POST",route="\/api\/orgs",status="201"\} 1/);
    expect(text).not.toContain('example.com');
  });

  it('counts refusals by reason: the monthly quota and the per-key rate limit', async () => {
    const h = await openHarness(backend, { rateLimitPerMinute: 2 });
    const org = await h.createOrg('Acme');
    for (let i = 0; i < 3; i++) await h.call('GET', '/api/audit', { key: h.adminKey });
    await h.rows('UPDATE licenses SET max_checks_per_month = 0');
    const quota = await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'hi', destination: 'AI_TOOL' } });
    expect(quota.status).toBe(429);
    const text = await (await h.call('GET', '/metrics')).text();
    expect(text).toContain('preflight_refusals_total{reason="rate_limit"} 2');
    expect(text).toContain('preflight_refusals_total{reason="quota"} 1');
  });

  it('shows each forwarding destination\'s queue depth, dead letters and oldest queued age', async () => {
    const h = await openHarness(backend, forwardingConfig());
    const org = await h.createOrg('Acme');
    const dest = await (await h.call('POST', `/api/orgs/${org.orgId}/forwarding-destinations`, { key: h.adminKey, json: { url: 'https://127.0.0.1:9/in' } })).json();
    await h.store.audit.recordCheck(checkRecord(org.orgId, 1, '2026-03-15T09:58:00.000Z'));
    await h.store.audit.recordCheck(checkRecord(org.orgId, 2, '2026-03-15T09:59:00.000Z'));
    h.clock.set('2026-03-15T10:00:00.000Z');
    const text = await (await h.call('GET', '/metrics')).text();
    const id = dest.destination_id;
    expect(text).toContain(`preflight_forwarding_queue_depth{destination_id="${id}"} 2`);
    expect(text).toContain(`preflight_forwarding_dead_letters{destination_id="${id}"} 0`);
    expect(text).toMatch(new RegExp(`preflight_forwarding_oldest_queued_seconds\\{destination_id="${id}"\\} \\d+`));
  });

  it('adds process, heap, event-loop lag and GC metrics where asked (the server)', async () => {
    const metrics = createMetrics({ processMetrics: true });
    const text = await metrics.render();
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds']) {
      expect(text, name).toContain(`# TYPE ${name}`);
    }
    expect(loadConfig({}).rateLimitPerMinute).toBeGreaterThan(0);
  });
});
