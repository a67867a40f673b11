import { describe, expect, it } from 'vitest';
import { type Backend, BACKENDS, openHarness } from '../../test/harness.js';

const rules = [
  { name: 'Block secrets', dataTypes: ['API_SECRETS'], destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'], action: 'BLOCK' },
  { name: 'Mask personal data', dataTypes: ['PII'], destinations: ['AI_TOOL'], action: 'MASK' },
];

async function setup(backend: Backend) {
  const h = await openHarness(backend);
  const org = await h.createOrg('Acme');
  const mgmt = await h.managementKey(org.orgId);
  return { h, org, mgmt, base: `/api/orgs/${org.orgId}/policies` };
}

describe.each(BACKENDS)('policy routes on %s', (backend) => {
  it('creates a policy validated by core, with rule ids and an API key shown once', async () => {
    const { h, org, mgmt, base } = await setup(backend);
    const res = await h.call('POST', base, { key: mgmt, json: { name: 'Support', description: 'For the help desk', tags: ['support'], rules } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      org_id: org.orgId,
      license_id: org.licenseId,
      name: 'Support',
      description: 'For the help desk',
      tags: ['support'],
      is_active: true,
      created_at: '2026-03-15T10:00:00.000Z',
    });
    expect(body.rules).toHaveLength(2);
    expect(body.rules[0]).toMatchObject({ id: expect.any(String), name: 'Block secrets', enabled: true, action: 'BLOCK' });
    expect(body.policy_version).toMatch(/\S/);
    expect(body.api_key).toMatch(/^pfp_/);
    expect(body.api_key.startsWith(body.api_key_prefix)).toBe(true);
    const got = await (await h.call('GET', `${base}/${body.policy_id}`, { key: mgmt })).json();
    expect(got).not.toHaveProperty('api_key');
    expect(got.rules).toEqual(body.rules);
  });

  it('refuses invalid policies with 422 and the issue paths', async () => {
    const { h, mgmt, base } = await setup(backend);
    const cases = [
      { rules },
      { name: 'X', rules: [{ ...rules[0], action: 'DELETE' }] },
      { name: 'X', rules: [{ ...rules[0], destinations: ['MOON'] }] },
      { name: 'X', rules: [{ ...rules[0], conditions: ['full_moon'] }] },
      { name: 'X', rules, unexpected: 1 },
      { name: 'X', rules, minLikelihood: 'CERTAIN' },
    ];
    for (const json of cases) {
      const res = await h.call('POST', base, { key: mgmt, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps a likelihood floor, which checks with the policy then apply', async () => {
    const { h, mgmt, base } = await setup(backend);
    const created = await (await h.call('POST', base, { key: mgmt, json: { name: 'Lenient', minLikelihood: 'POSSIBLE', rules } })).json();
    expect(created.minLikelihood).toBe('POSSIBLE');
    // A BSN with nothing said about it passes only its 11-proof: POSSIBLE, below the default floor, at this one.
    const text = 'Please double-check 123456782 before Friday.';
    const check = await (await h.call('POST', '/api/preflight/text', { key: created.api_key, serviceKey: true, json: { text, destination: 'AI_TOOL' } })).json();
    expect(check.detected.map((d: { type: string }) => d.type)).toEqual(['NL_BSN']);
    const strict = await (await h.call('POST', base, { key: mgmt, json: { name: 'Default floor', rules } })).json();
    const unreported = await (await h.call('POST', '/api/preflight/text', { key: strict.api_key, serviceKey: true, json: { text, destination: 'AI_TOOL' } })).json();
    expect(unreported.detected).toEqual([]);
  });

  it('lists policies with the default policy group first', async () => {
    const { h, org, mgmt, base } = await setup(backend);
    await h.call('POST', base, { key: mgmt, json: { name: 'Second', rules } });
    const page = await (await h.call('GET', base, { key: mgmt })).json();
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(page.items.map((p: { policy_id: string }) => p.policy_id)[0]).toBe(org.policyId);
    expect(page.items.every((p: object) => !('api_key' in p))).toBe(true);
  });

  it('gives a new policy_version when rules change, not when only the name changes', async () => {
    const { h, mgmt, base } = await setup(backend);
    const created = await (await h.call('POST', base, { key: mgmt, json: { name: 'P', rules } })).json();
    const renamed = await (await h.call('PATCH', `${base}/${created.policy_id}`, { key: mgmt, json: { name: 'Renamed' } })).json();
    expect(renamed.name).toBe('Renamed');
    expect(renamed.rules).toEqual(created.rules);
    expect(renamed.policy_version).toBe(created.policy_version);
    const changed = await h.call('PATCH', `${base}/${created.policy_id}`, { key: mgmt, json: { rules: [rules[0]] } });
    expect(changed.status).toBe(200);
    const body = await changed.json();
    expect(body.rules).toHaveLength(1);
    expect(body.policy_version).not.toBe(created.policy_version);
    const deactivated = await (await h.call('PATCH', `${base}/${created.policy_id}`, { key: mgmt, json: { is_active: false } })).json();
    expect(deactivated.is_active).toBe(false);
    const invalid = await h.call('PATCH', `${base}/${created.policy_id}`, { key: mgmt, json: { rules: [{ name: 'x' }] } });
    expect(invalid.status).toBe(422);
  });

  it('regenerates the key: the new one works at once, the old one stops', async () => {
    const { h, mgmt, base } = await setup(backend);
    const created = await (await h.call('POST', base, { key: mgmt, json: { name: 'P', rules } })).json();
    const check = (key: string) =>
      h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text: 'hi', destination: 'AI_TOOL' } });
    expect((await check(created.api_key)).status).toBe(200);
    const res = await h.call('POST', `${base}/${created.policy_id}/regenerate-key`, { key: mgmt });
    expect(res.status).toBe(200);
    const regenerated = await res.json();
    expect(regenerated.api_key).toMatch(/^pfp_/);
    expect(regenerated.api_key).not.toBe(created.api_key);
    expect((await check(created.api_key)).status).toBe(401);
    expect((await check(regenerated.api_key)).status).toBe(200);
  });

  it('deletes a policy (204) but not a license\'s default policy group (409)', async () => {
    const { h, org, mgmt, base } = await setup(backend);
    const created = await (await h.call('POST', base, { key: mgmt, json: { name: 'P', rules } })).json();
    expect((await h.call('DELETE', `${base}/${created.policy_id}`, { key: mgmt })).status).toBe(204);
    expect((await h.call('GET', `${base}/${created.policy_id}`, { key: mgmt })).status).toBe(404);
    expect((await h.call('DELETE', `${base}/${created.policy_id}`, { key: mgmt })).status).toBe(404);
    const refused = await h.call('DELETE', `${base}/${org.policyId}`, { key: mgmt });
    expect(refused.status).toBe(409);
  });

  it('answers 401 without a key, 403 for policy and license keys, 404 for unknown ids', async () => {
    const { h, org, base } = await setup(backend);
    expect((await h.call('GET', base)).status).toBe(401);
    expect((await h.call('GET', base, { key: org.policyKey, serviceKey: true })).status).toBe(403);
    expect((await h.call('GET', base, { key: org.licenseKey })).status).toBe(403);
    expect((await h.call('GET', `${base}/pol_missing`, { key: h.adminKey })).status).toBe(404);
    expect((await h.call('POST', `${base}/pol_missing/regenerate-key`, { key: h.adminKey })).status).toBe(404);
    expect((await h.call('GET', '/api/orgs/nobody/policies', { key: h.adminKey })).status).toBe(404);
  });
});
