import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, openHarness, type TestOrg } from '../../test/harness.js';

/**
 * Every route, called with another organization's management, policy and license keys and
 * with no key, must neither reveal nor change the victim organization's data.
 */

interface Victim extends TestOrg {
  managementKeyId: string;
  preflightId: string;
  policyIdCreated: string;
  destinationId: string;
}

describe.each(BACKENDS)('tenant isolation on %s', (backend) => {
  let h: Harness;
  let victim: Victim;
  let attackerKeys: Record<string, string | undefined>;

  async function victimRows(): Promise<string> {
    const id = victim.orgId;
    const tables = ['orgs', 'licenses', 'policies', 'api_keys', 'audit_events', 'daily_stats', 'daily_detections', 'forwarding_destinations'];
    return JSON.stringify(await Promise.all(tables.map((t) => h.rows(`SELECT * FROM ${t} WHERE org_id = ? ORDER BY 1`, id))));
  }

  beforeAll(async () => {
    h = await openHarness(backend);
    const org = await h.createOrg('Victim Corp', { retention_mode: 'FULL' });
    const keyRes = await (await h.call('POST', `/api/orgs/${org.orgId}/api-keys`, { key: h.adminKey, json: { name: 'victim' } })).json();
    const form = new FormData();
    form.set('file', new File(['name,email\nVera,vera@example.com\n'], 'victim.csv'));
    form.set('destination', 'VENDOR');
    const check = await (await h.call('POST', '/api/preflight', { key: org.policyKey, serviceKey: true, body: form })).json();
    const policy = await (
      await h.call('POST', `/api/orgs/${org.orgId}/policies`, { key: h.adminKey, json: { name: 'Victim extra', rules: [] } })
    ).json();
    // A public address literal: accepted without DNS, and never contacted by this test.
    const destination = await (
      await h.call('POST', `/api/orgs/${org.orgId}/forwarding-destinations`, { key: h.adminKey, json: { url: 'https://93.184.215.14/in' } })
    ).json();
    victim = {
      ...org,
      managementKeyId: keyRes.key_id,
      preflightId: check.preflight_id,
      policyIdCreated: policy.policy_id,
      destinationId: destination.destination_id,
    };

    const attacker = await h.createOrg('Attacker Inc');
    attackerKeys = {
      'another organization\'s management key': await h.managementKey(attacker.orgId),
      'another organization\'s policy key': attacker.policyKey,
      'another organization\'s license key': attacker.licenseKey,
      'no key': undefined,
    };
  });

  function routes(): { method: string; path: string; json?: unknown; form?: () => FormData }[] {
    const o = `/api/orgs/${victim.orgId}`;
    const p = `${o}/policies/${victim.policyIdCreated}`;
    const d = `${o}/forwarding-destinations/${victim.destinationId}`;
    const fileForm = () => {
      const form = new FormData();
      form.set('file', new File(['a,b\n'], 'x.csv'));
      form.set('destination', 'AI_TOOL');
      form.set('org_id', victim.orgId);
      return form;
    };
    return [
      { method: 'POST', path: '/api/orgs', json: { name: 'Victim Corp', slug: victim.slug } },
      { method: 'GET', path: o },
      { method: 'GET', path: `/api/orgs/${victim.slug}` },
      { method: 'PATCH', path: o, json: { name: 'Taken over', settings: { retention_mode: 'METADATA' } } },
      { method: 'DELETE', path: o },
      { method: 'GET', path: `${o}/policies` },
      { method: 'POST', path: `${o}/policies`, json: { name: 'Injected', rules: [] } },
      { method: 'GET', path: p },
      { method: 'PATCH', path: p, json: { is_active: false } },
      { method: 'DELETE', path: p },
      { method: 'POST', path: `${p}/regenerate-key` },
      { method: 'POST', path: `${o}/api-keys`, json: { name: 'backdoor' } },
      { method: 'GET', path: `${o}/api-keys` },
      { method: 'DELETE', path: `${o}/api-keys/${victim.managementKeyId}` },
      { method: 'GET', path: `${o}/false-positives` },
      { method: 'GET', path: `${o}/analytics` },
      { method: 'GET', path: `${o}/analytics/timeseries` },
      { method: 'GET', path: `${o}/analytics/detections` },
      { method: 'GET', path: '/api/analytics' },
      { method: 'GET', path: `/api/audit?org_id=${victim.orgId}` },
      { method: 'GET', path: '/api/audit' },
      { method: 'GET', path: `/api/audit/export?org_id=${victim.orgId}` },
      { method: 'GET', path: '/api/audit/export?format=json' },
      { method: 'GET', path: '/api/orgs' },
      { method: 'POST', path: '/api/preflight/text', json: { text: 'x', destination: 'AI_TOOL', org_id: victim.orgId } },
      { method: 'POST', path: '/api/preflight/text', json: { text: 'x', destination: 'AI_TOOL', policy_id: victim.policyId } },
      { method: 'POST', path: '/api/preflight', form: fileForm },
      { method: 'GET', path: `/api/preflight/${victim.preflightId}` },
      { method: 'GET', path: `/api/preflight/${victim.preflightId}/masked-file` },
      { method: 'GET', path: `${o}/licenses` },
      { method: 'POST', path: `${o}/licenses`, json: { license_type: 'enterprise' } },
      { method: 'PATCH', path: `/api/licenses/${victim.licenseId}`, json: { max_checks_per_month: null } },
      { method: 'POST', path: `/api/licenses/${victim.licenseId}/revoke` },
      { method: 'POST', path: '/api/signing-keys/rotate' },
      { method: 'GET', path: `${o}/forwarding-destinations` },
      { method: 'POST', path: `${o}/forwarding-destinations`, json: { url: 'https://93.184.215.14/steal' } },
      { method: 'GET', path: d },
      { method: 'PATCH', path: d, json: { enabled: false } },
      { method: 'DELETE', path: d },
      { method: 'POST', path: `${d}/test` },
      { method: 'GET', path: `${d}/dead-letters` },
      { method: 'POST', path: `${d}/dead-letters/replay` },
    ];
  }

  describe('every route', () => {
    // Fails when a new /api route is added without a row in routes() above.
    it('covers every /api route of the API', async () => {
      const doc = await (await h.call('GET', '/openapi.json')).json();
      const covered = new Set(
        routes().map((r) => `${r.method} ${r.path.split('?')[0].replaceAll(victim.orgId, '{org_id}').replaceAll(victim.policyIdCreated, '{policy_id}').replaceAll(victim.managementKeyId, '{key_id}').replaceAll(victim.preflightId, '{preflight_id}').replaceAll(victim.licenseId, '{license_id}').replaceAll(victim.destinationId, '{destination_id}')}`),
      );
      const apiRoutes = Object.entries(doc.paths as Record<string, object>)
        .filter(([path]) => path.startsWith('/api/'))
        .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
      expect(apiRoutes.filter((r) => !covered.has(r))).toEqual([]);
    });

    for (const keyName of ['another organization\'s management key', 'another organization\'s policy key', 'another organization\'s license key', 'no key']) {
      it(`with ${keyName}: no route reveals or changes the victim's data`, async () => {
        const before = await victimRows();
        const secrets = [victim.orgId, victim.slug, 'Victim Corp', victim.policyId, victim.policyIdCreated, victim.preflightId, victim.managementKeyId, 'vera'];
        for (const route of routes()) {
          const key = attackerKeys[keyName];
          const res = await h.call(route.method, route.path, {
            key,
            serviceKey: key?.startsWith('pfp_'),
            json: route.json,
            body: route.form?.(),
          });
          const body = await res.text();
          const label = `${route.method} ${route.path} → ${res.status}`;
          for (const secret of secrets) expect(body, label).not.toContain(secret);
          if (res.status < 300) {
            // Only an attacker's own views may succeed (its org list, its audit log and its export).
            expect(['GET /api/audit', 'GET /api/audit/export?format=json', 'GET /api/orgs'], label).toContain(`${route.method} ${route.path}`);
          } else {
            expect([401, 403, 404], label).toContain(res.status);
          }
        }
        expect(await victimRows()).toBe(before);
        const stillWorks = await h.call('POST', '/api/preflight/text', {
          key: victim.policyKey,
          serviceKey: true,
          json: { text: 'x', destination: 'AI_TOOL' },
        });
        expect(stillWorks.status).toBe(200);
      });
    }
  });
});
