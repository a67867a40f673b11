import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../../test/harness.js';

describe.each(BACKENDS)('management key routes on %s', (backend) => {
  it('issues a key shown once, lists prefixes only, and revokes it at once', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const base = `/api/orgs/${org.orgId}/api-keys`;
    const res = await h.call('POST', base, { key: h.adminKey, json: { name: 'CI pipeline' } });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ org_id: org.orgId, name: 'CI pipeline', created_at: '2026-03-15T10:00:00.000Z' });
    expect(created.api_key).toMatch(/^pfm_[0-9A-Za-z]{40}$/);
    expect(created.api_key.startsWith(created.key_prefix)).toBe(true);

    const list = await (await h.call('GET', base, { key: created.api_key })).json();
    expect(list.items).toEqual([{ key_id: created.key_id, org_id: org.orgId, name: 'CI pipeline', key_prefix: created.key_prefix, created_at: created.created_at }]);
    expect(JSON.stringify(list)).not.toContain(created.api_key);
    expect((await h.call('GET', `/api/orgs/${org.orgId}`, { key: created.api_key })).status).toBe(200);

    expect((await h.call('DELETE', `${base}/${created.key_id}`, { key: created.api_key })).status).toBe(403);
    expect((await h.call('DELETE', `${base}/${created.key_id}`, { key: h.adminKey })).status).toBe(204);
    expect((await h.call('GET', `/api/orgs/${org.orgId}`, { key: created.api_key })).status).toBe(401);
    expect((await h.call('DELETE', `${base}/${created.key_id}`, { key: h.adminKey })).status).toBe(404);
  });

  it('defaults the name, validates it, and keeps keys out of stored rows', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const base = `/api/orgs/${org.orgId}/api-keys`;
    const created = await (await h.call('POST', base, { key: h.adminKey, json: {} })).json();
    expect(created.name).toBe('management key');
    expect((await h.call('POST', base, { key: h.adminKey, json: { name: '' } })).status).toBe(422);
    expect((await h.call('POST', base, { json: { name: 'x' } })).status).toBe(401);
    expect((await h.call('POST', '/api/orgs/nobody/api-keys', { key: h.adminKey, json: {} })).status).toBe(404);
    const rows = JSON.stringify(await h.rows('SELECT * FROM api_keys'));
    expect(rows).not.toContain(created.api_key);
  });
});
