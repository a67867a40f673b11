import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

// Fake values only.
const SECRET_TEXT = 'email log.probe@example.com ssn 078-05-1120 key AKIAQ3FAKEKEY7EXMPL2';

describe('request logs', () => {
  it('write one JSON line per request with id, route pattern, status and duration', async () => {
    const h = createHarness();
    const res = await h.call('GET', '/healthz');
    const line = h.logs.at(-1);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/healthz', status: 200, principal: null });
    expect(line?.req_id).toBe(res.headers.get('x-request-id'));
    expect(line?.duration_ms).toEqual(expect.any(Number));
  });

  it('never contain content, detected values, search terms or keys', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme', { retention_mode: 'FULL' });
    const mgmt = await h.managementKey(org.orgId);
    const check = await (
      await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: SECRET_TEXT, destination: 'AI_TOOL' } })
    ).json();
    await h.call('GET', `/api/preflight/${check.preflight_id}`, { key: mgmt });
    await h.call('GET', '/api/audit?search=log.probe%40example.com', { key: mgmt });
    await h.call('POST', '/api/preflight/text', { key: `${org.policyKey}x`, serviceKey: true, json: { text: SECRET_TEXT, destination: 'AI_TOOL' } });
    await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: SECRET_TEXT, destination: 'NOWHERE' } });
    const logs = JSON.stringify(h.logs);
    expect(h.logs.length).toBeGreaterThanOrEqual(6);
    for (const forbidden of ['log.probe', '078-05-1120', 'AKIAQ3FAKEKEY7EXMPL2', org.policyKey, mgmt, h.adminKey, org.licenseKey]) {
      expect(logs.includes(forbidden), forbidden).toBe(false);
    }
  });

  it('log internal errors by name and stack, answering a generic 500', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    h.store.db.close();
    const res = await h.call('POST', '/api/preflight/text', { key: h.adminKey, json: { text: SECRET_TEXT, destination: 'AI_TOOL', org_id: org.orgId } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal error', details: null } });
    const failure = h.logs.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ err_name: 'TypeError' });
    expect(JSON.stringify(h.logs)).not.toContain('078-05-1120');
  });
});
