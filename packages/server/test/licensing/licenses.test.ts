import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness, type Harness, type TestOrg } from '../harness.js';

const checkText = (h: Harness, key: string) =>
  h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text: 'hello', destination: 'AI_TOOL' } });

async function licenses(h: Harness, org: TestOrg, key = h.adminKey) {
  return (await (await h.call('GET', `/api/orgs/${org.orgId}/licenses`, { key })).json()).items;
}

describe.each(BACKENDS)('license administration on %s', (backend) => {
  it('lists the trial license every organization starts with, without its key', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const mgmt = await h.managementKey(org.orgId);
    const items = await licenses(h, org, mgmt);
    expect(items).toEqual([
      {
        license_id: org.licenseId,
        org_id: org.orgId,
        key_prefix: org.licenseKey.slice(0, 10),
        license_type: 'trial',
        status: 'active',
        expires_at: '2026-04-14T10:00:00.000Z',
        max_checks_per_month: 1000,
        checks_this_month: 0,
        default_policy_group: org.policyId,
        created_at: '2026-03-15T10:00:00.000Z',
        updated_at: '2026-03-15T10:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(await h.rows('SELECT * FROM licenses'))).not.toContain(org.licenseKey);
  });

  it('creates a license with its own default policy group; keys shown once and usable at once', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', `/api/orgs/${org.orgId}/licenses`, { key: h.adminKey, json: { license_type: 'standard' } });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      org_id: org.orgId,
      license_type: 'standard',
      status: 'active',
      max_checks_per_month: 50_000,
      expires_at: '2027-03-15T10:00:00.000Z',
    });
    expect(created.license_key).toMatch(/^pfl_[0-9A-Za-z]{40}$/);
    expect(created.default_policy.api_key).toMatch(/^pfp_[0-9A-Za-z]{40}$/);
    expect((await checkText(h, created.default_policy.api_key)).status).toBe(200);
    expect((await h.call('GET', '/v1/license/validate', { key: created.license_key })).status).toBe(200);
    expect((await licenses(h, org)).map((l: { license_id: string }) => l.license_id)).toEqual([org.licenseId, created.license_id]);
    expect(JSON.stringify(await licenses(h, org))).not.toContain(created.license_key);

    const enterprise = await h.call('POST', `/api/orgs/${org.orgId}/licenses`, {
      key: h.adminKey,
      json: { license_type: 'enterprise', expires_at: '2026-06-01T00:00:00Z' },
    });
    expect(await enterprise.json()).toMatchObject({ max_checks_per_month: null, expires_at: '2026-06-01T00:00:00.000Z' });
  });

  it('refuses bad terms and anyone but the administrator', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const mgmt = await h.managementKey(org.orgId);
    const post = (json: unknown, key = h.adminKey) => h.call('POST', `/api/orgs/${org.orgId}/licenses`, { key, json });
    expect((await post({ license_type: 'platinum' })).status).toBe(422);
    expect((await post({ expires_at: '2026-03-01T00:00:00Z' })).status).toBe(422);
    expect((await post({ max_checks_per_month: 0 })).status).toBe(422);
    expect((await post({ license_key: 'pfl_chosen' })).status).toBe(422);
    expect((await post({}, mgmt)).status).toBe(403);
    expect((await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: mgmt, json: { license_type: 'enterprise' } })).status).toBe(403);
    expect((await h.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: mgmt })).status).toBe(403);
    expect((await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: {} })).status).toBe(422);
    expect((await h.call('POST', '/api/licenses/lic_missing/revoke', { key: h.adminKey })).status).toBe(404);
    const other = await h.createOrg('Other');
    expect((await h.call('GET', `/api/orgs/${other.orgId}/licenses`, { key: mgmt })).status).toBe(404);
  });

  it('changes type, expiry and allowance; a new type brings its allowance unless one is given', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const patch = async (json: unknown) => {
      const res = await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json });
      expect(res.status).toBe(200);
      return res.json();
    };
    h.clock.advance(60_000);
    expect(await patch({ license_type: 'standard' })).toMatchObject({ license_type: 'standard', max_checks_per_month: 50_000, updated_at: '2026-03-15T10:01:00.000Z' });
    expect(await patch({ license_type: 'enterprise', max_checks_per_month: 200_000 })).toMatchObject({ max_checks_per_month: 200_000 });
    expect(await patch({ max_checks_per_month: null })).toMatchObject({ license_type: 'enterprise', max_checks_per_month: null });
    expect(await patch({ expires_at: '2027-01-01T00:00:00+01:00' })).toMatchObject({ expires_at: '2026-12-31T23:00:00.000Z' });
  });
});

describe.each(BACKENDS)('revocation and expiry on %s', (backend) => {
  it('revokes at once: the next check answers 403, every policy of the license is deactivated, the key stops validating', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const bystander = await h.createOrg('Bystander');
    const extra = await (await h.call('POST', `/api/orgs/${org.orgId}/policies`, { key: h.adminKey, json: { name: 'Support', rules: [] } })).json();
    expect((await checkText(h, org.policyKey)).status).toBe(200);

    expect((await h.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: h.adminKey })).status).toBe(204);
    const refused = await checkText(h, org.policyKey);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toMatch(/^(POLICY_INACTIVE|LICENSE_REVOKED)$/);
    expect((await checkText(h, extra.api_key)).status).toBe(403);
    const byAdmin = await h.call('POST', '/api/preflight/text', { key: h.adminKey, json: { text: 'x', destination: 'AI_TOOL', org_id: org.orgId } });
    expect(byAdmin.status).toBe(403);
    for (const policyId of [org.policyId, extra.policy_id]) {
      const policy = await (await h.call('GET', `/api/orgs/${org.orgId}/policies/${policyId}`, { key: h.adminKey })).json();
      expect(policy.is_active).toBe(false);
    }
    expect((await licenses(h, org))[0]).toMatchObject({ status: 'revoked' });
    expect((await h.call('GET', '/v1/license/validate', { key: org.licenseKey })).status).toBe(403);
    expect((await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { license_type: 'standard' } })).status).toBe(409);
    expect((await h.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: h.adminKey })).status).toBe(204);
    expect((await checkText(h, bystander.policyKey)).status).toBe(200);
  });

  it('treats an expired license like a revoked one until its expiry is extended', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    h.clock.set('2026-04-14T09:59:59.999Z');
    expect((await checkText(h, org.policyKey)).status).toBe(200);
    h.clock.set('2026-04-14T10:00:00.000Z');
    const refused = await checkText(h, org.policyKey);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('LICENSE_EXPIRED');
    expect((await licenses(h, org))[0]).toMatchObject({ status: 'expired' });
    expect((await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { expires_at: '2026-05-14T10:00:00Z' } })).status).toBe(200);
    expect((await checkText(h, org.policyKey)).status).toBe(200);
  });
});
