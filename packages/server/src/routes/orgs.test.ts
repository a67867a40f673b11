import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../../test/harness.js';

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe.each(BACKENDS)('organization routes on %s', (backend) => {
  it('creates an organization with its license and default policy group, keys shown once', async () => {
    const h = await openHarness(backend);
    const res = await h.call('POST', '/api/orgs', {
      key: h.adminKey,
      json: { name: 'Acme Health', settings: { admin_email: 'admin@example.com', data_region: 'EU' } },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      org_id: 'org_1',
      name: 'Acme Health',
      slug: 'acme-health',
      settings: { admin_email: 'admin@example.com', data_region: 'EU', retention_mode: 'METADATA' },
      license_type: 'trial',
      license_expires_at: '2026-04-14T10:00:00.000Z',
      created_at: '2026-03-15T10:00:00.000Z',
      updated_at: '2026-03-15T10:00:00.000Z',
      default_policy: { name: 'Default policy' },
    });
    expect(body.license_id).toEqual(expect.any(String));
    expect(body.license_key).toMatch(/^pfl_[0-9A-Za-z]{40}$/);
    expect(body.default_policy.api_key).toMatch(/^pfp_[0-9A-Za-z]{40}$/);
    const license = await h.store.licenses.get(body.license_id);
    expect(license).toMatchObject({ maxChecksPerMonth: 1000, status: 'active', defaultPolicyGroup: body.default_policy.policy_id });

    const again = await (await h.call('GET', `/api/orgs/${body.org_id}`, { key: h.adminKey })).json();
    expect(again).not.toHaveProperty('license_key');
    expect(JSON.stringify(again)).not.toContain(body.default_policy.api_key);
  });

  it('takes an explicit slug and refuses a taken one with 409', async () => {
    const h = await openHarness(backend);
    const first = await h.call('POST', '/api/orgs', { key: h.adminKey, json: { name: 'One', slug: 'shared' } });
    expect(first.status).toBe(201);
    const second = await h.call('POST', '/api/orgs', { key: h.adminKey, json: { name: 'Two', slug: 'shared' } });
    expect(second.status).toBe(409);
    expect(await errorCode(second)).toBe('CONFLICT');
  });

  it('validates settings: hex colour, e-mail, region and retention mode (422 with field paths)', async () => {
    const h = await openHarness(backend);
    for (const settings of [
      { primary_color: 'blue' },
      { admin_email: 'not-an-email' },
      { data_region: 'MARS' },
      { retention_mode: 'FOREVER' },
      { unknown_setting: true },
    ]) {
      const res = await h.call('POST', '/api/orgs', { key: h.adminKey, json: { name: 'X', settings } });
      expect(res.status, JSON.stringify(settings)).toBe(422);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.details[0].path).toMatch(/^settings/);
    }
    const ok = await h.call('POST', '/api/orgs', {
      key: h.adminKey,
      json: { name: 'X', settings: { primary_color: '#1A2b3c', data_region: 'APAC', retention_mode: 'FULL' } },
    });
    expect(ok.status).toBe(201);
  });

  it('answers 400 for malformed JSON, 415 for another content type, 422 for a missing name, 401 without a key, 403 for a management key', async () => {
    const h = await openHarness(backend);
    const malformed = await h.call('POST', '/api/orgs', {
      key: h.adminKey,
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe('BAD_REQUEST');
    const plain = await h.call('POST', '/api/orgs', { key: h.adminKey, body: 'name=X', headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(await errorCode(plain)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await h.call('POST', '/api/orgs', { key: h.adminKey, json: {} })).status).toBe(422);
    expect((await h.call('POST', '/api/orgs', { json: { name: 'X' } })).status).toBe(401);
    const org = await h.createOrg('Acme');
    const mgmt = await h.managementKey(org.orgId);
    expect((await h.call('POST', '/api/orgs', { key: mgmt, json: { name: 'X' } })).status).toBe(403);
  });

  it('lists organizations in pages; a management key sees only its own', async () => {
    const h = await openHarness(backend);
    const a = await h.createOrg('Alpha');
    await h.createOrg('Beta');
    await h.createOrg('Gamma');
    const page = await (await h.call('GET', '/api/orgs?limit=2&offset=1', { key: h.adminKey })).json();
    expect(page).toMatchObject({ limit: 2, offset: 1, total: 3 });
    expect(page.items.map((o: { name: string }) => o.name)).toEqual(['Beta', 'Gamma']);
    const own = await (await h.call('GET', '/api/orgs', { key: await h.managementKey(a.orgId) })).json();
    expect(own).toMatchObject({ total: 1, items: [{ org_id: a.orgId }] });
    expect((await h.call('GET', '/api/orgs?limit=0', { key: h.adminKey })).status).toBe(422);
  });

  it('gets by id or slug, and answers 404 for unknown ones', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const byId = await (await h.call('GET', `/api/orgs/${org.orgId}`, { key: h.adminKey })).json();
    const bySlug = await (await h.call('GET', '/api/orgs/acme', { key: h.adminKey })).json();
    expect(bySlug).toEqual(byId);
    const missing = await h.call('GET', '/api/orgs/nobody', { key: h.adminKey });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Organization not found', details: null } });
  });

  it('updates the name and merges settings key by key', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme', { data_region: 'EU' });
    h.clock.advance(60_000);
    const res = await h.call('PATCH', `/api/orgs/${org.slug}`, {
      key: await h.managementKey(org.orgId),
      json: { name: 'Acme Europe', settings: { retention_mode: 'FULL' } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Acme Europe',
      slug: 'acme',
      settings: { data_region: 'EU', retention_mode: 'FULL' },
      updated_at: '2026-03-15T10:01:00.000Z',
    });
    expect((await h.call('PATCH', `/api/orgs/${org.orgId}`, { key: h.adminKey, json: {} })).status).toBe(422);
    expect((await h.call('PATCH', '/api/orgs/nobody', { key: h.adminKey, json: { name: 'X' } })).status).toBe(404);
  });

  it('clears a setting sent as null, and only that one; a cleared retention mode is METADATA again', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme', { admin_email: 'admin@example.com', data_region: 'EU', primary_color: '#0b5cad', retention_mode: 'FULL' });
    const res = await h.call('PATCH', `/api/orgs/${org.orgId}`, {
      key: h.adminKey,
      json: { settings: { admin_email: null, data_region: null, retention_mode: null } },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).settings).toEqual({ primary_color: '#0b5cad', retention_mode: 'METADATA' });
    expect((await (await h.call('GET', `/api/orgs/${org.orgId}`, { key: h.adminKey })).json()).settings).toEqual({
      primary_color: '#0b5cad',
      retention_mode: 'METADATA',
    });
    const invalid = await h.call('PATCH', `/api/orgs/${org.orgId}`, { key: h.adminKey, json: { settings: { admin_email: '' } } });
    expect(invalid.status).toBe(422);
  });

  it('deletes an organization with its data (204), administrator only', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const mgmt = await h.managementKey(org.orgId);
    expect((await h.call('DELETE', `/api/orgs/${org.orgId}`, { key: mgmt })).status).toBe(403);
    await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'hello', destination: 'AI_TOOL' } });
    const res = await h.call('DELETE', `/api/orgs/${org.orgId}`, { key: h.adminKey });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    for (const table of ['orgs', 'licenses', 'policies', 'api_keys', 'audit_events', 'daily_stats']) {
      const [row] = await h.rows(`SELECT COUNT(*) AS n FROM ${table}`);
      expect(Number(row.n), table).toBe(0);
    }
    expect((await h.call('GET', `/api/orgs/${org.orgId}`, { key: h.adminKey })).status).toBe(404);
    expect((await h.call('GET', '/api/orgs', { key: mgmt })).status).toBe(401);
    expect((await h.call('DELETE', `/api/orgs/${org.orgId}`, { key: h.adminKey })).status).toBe(404);
  });
});
