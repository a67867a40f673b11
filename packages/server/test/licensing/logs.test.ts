import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../harness.js';

describe.each(BACKENDS)('licensing logs on %s', (backend) => {
  it('never contain license keys, tokens or reported content, on success or refusal', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const created = await (await h.call('POST', `/api/orgs/${org.orgId}/licenses`, { key: h.adminKey, json: { license_type: 'standard' } })).json();
    const validation = await (await h.call('GET', '/v1/license/validate', { key: org.licenseKey })).json();
    await h.call('GET', '/v1/license/validate', { key: `${org.licenseKey}0` });
    await h.call('GET', '/v1/license/validate', { key: 'pfl_short' });
    const reported = {
      event_id: 'evt-1',
      timestamp: '2026-03-15T09:00:00Z',
      decision: 'ALLOWED',
      destination: 'VENDOR',
      input_size_bytes: 10,
    };
    await h.call('POST', '/v1/audit/events', { key: created.license_key, json: { events: [reported] } });
    await h.call('POST', '/v1/audit/events', { key: created.license_key, json: { events: [{ ...reported, summary: 'card 4111 1111 1111 1111 (fake)' }] } });
    await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: 1 } });
    await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'a', destination: 'AI_TOOL' } });
    await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'b', destination: 'AI_TOOL' } });
    await h.call('POST', `/api/licenses/${created.license_id}/revoke`, { key: h.adminKey });
    await h.call('GET', '/v1/license/validate', { key: created.license_key });

    const statuses = h.logs.filter((l) => l.msg === 'request').map((l) => l.status);
    expect(statuses).toEqual([201, 201, 200, 401, 401, 200, 422, 200, 200, 429, 204, 403]);
    const logs = JSON.stringify(h.logs);
    for (const secret of [org.licenseKey, created.license_key, validation.jwt_token, '4111 1111', org.licenseKey.slice(10)]) {
      expect(logs.includes(secret), 'a secret reached the log').toBe(false);
    }
  });
});
