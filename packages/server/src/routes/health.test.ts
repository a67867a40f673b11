import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

describe('health and metrics routes', () => {
  it('answers /healthz and /readyz without a key', async () => {
    const h = createHarness();
    expect(await (await h.call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await h.call('GET', '/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('reports 503 on /readyz when the database is gone', async () => {
    const h = createHarness();
    await h.store.close();
    const res = await h.call('GET', '/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });

  it('exposes checks by decision, detections by type and a latency histogram in Prometheus format', async () => {
    const h = createHarness();
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
    expect(text).toMatch(/preflight_http_request_duration_seconds_bucket\{method="POST",route="\/api\/preflight\/text",status="200",le="\+Inf"\} 2/);
    expect(text).toMatch(/preflight_http_request_duration_seconds_count\{method="POST",route="\/api\/orgs",status="201"\} 1/);
    expect(text).not.toContain('example.com');
  });
});
