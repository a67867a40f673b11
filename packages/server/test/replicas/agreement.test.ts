import { describe, expect, it } from 'vitest';
import { type Harness, openHarness, type TestOrg } from '../harness.js';

/**
 * Two apps on one PostgreSQL database, as two replicas behind a load balancer: what one of them
 * changes, the other acts on from its very next request.
 */
async function replicas(): Promise<[Harness, Harness]> {
  const a = await openHarness('postgres');
  const b = await openHarness('postgres', {}, { databaseUrl: a.databaseUrl as string, masterKey: a.masterKey });
  return [a, b];
}

const check = (h: Harness, key: string, text = 'mail jane.roe@example.com') =>
  h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text, destination: 'AI_TOOL' } });

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('replicas on one PostgreSQL database', () => {
  it('refuse the next check on B once A revoked the license, deactivated the policy or regenerated its key', async () => {
    const [a, b] = await replicas();
    const org: TestOrg = await a.createOrg('Acme');
    expect((await check(b, org.policyKey)).status).toBe(200);

    const policy = `/api/orgs/${org.orgId}/policies/${org.policyId}`;
    expect((await a.call('PATCH', policy, { key: a.adminKey, json: { is_active: false } })).status).toBe(200);
    const inactive = await check(b, org.policyKey);
    expect([inactive.status, await codeOf(inactive)]).toEqual([403, 'POLICY_INACTIVE']);
    expect((await a.call('PATCH', policy, { key: a.adminKey, json: { is_active: true } })).status).toBe(200);
    expect((await check(b, org.policyKey)).status).toBe(200);

    const regenerated = await (await a.call('POST', `${policy}/regenerate-key`, { key: a.adminKey })).json();
    expect((await check(b, org.policyKey)).status).toBe(401);
    expect((await check(b, regenerated.api_key)).status).toBe(200);

    expect((await a.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: a.adminKey })).status).toBe(204);
    const revoked = await check(b, regenerated.api_key);
    expect(revoked.status).toBe(403);
    expect(['LICENSE_REVOKED', 'POLICY_INACTIVE']).toContain(await codeOf(revoked));
    const validation = await b.call('GET', '/v1/license/validate', { key: org.licenseKey });
    expect([validation.status, await codeOf(validation)]).toEqual([403, 'LICENSE_REVOKED']);
  });

  it('allow a trial exactly its 1,000 checks a month across both under concurrency', async () => {
    const [a, b] = await replicas();
    const org = await a.createOrg('Trial');
    const responses = await Promise.all(Array.from({ length: 1_060 }, (_, i) => check(i % 2 === 0 ? a : b, org.policyKey, 'hello')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1_000);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    expect(await a.store.licenses.checksUsed(org.licenseId, '2026-03')).toBe(1_000);
    expect(await b.rows("SELECT COUNT(*) AS n FROM audit_events WHERE decision = 'REJECTED'")).toEqual([{ n: 60 }]);
  });

  it('share one rate limit per key', async () => {
    const a = await openHarness('postgres', { rateLimitPerMinute: 4 });
    const b = await openHarness('postgres', { rateLimitPerMinute: 4 }, { databaseUrl: a.databaseUrl as string, masterKey: a.masterKey });
    const org = await a.createOrg('Acme');
    const answers = [];
    for (const h of [a, b, a, b, a]) answers.push(await check(h, org.policyKey, 'x'));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0']);
  });

  it('sign with the same shared key, and both see a rotation at once', async () => {
    const [a, b] = await replicas();
    const org = await a.createOrg('Acme');
    const jwks = async (h: Harness) => (await (await h.call('GET', '/.well-known/jwks.json')).json()).keys.map((k: { kid: string }) => k.kid);
    const kidOf = async (h: Harness) => {
      const body = await (await h.call('GET', '/v1/license/validate', { key: org.licenseKey })).json();
      return JSON.parse(Buffer.from(String(body.jwt_token).split('.')[0], 'base64url').toString()).kid as string;
    };
    const first = await kidOf(a);
    expect(await kidOf(b)).toBe(first);
    expect(await jwks(b)).toEqual(await jwks(a));

    expect((await b.call('POST', '/api/signing-keys/rotate', { key: b.adminKey })).status).toBeLessThan(300);
    const rotated = await kidOf(a);
    expect(rotated).not.toBe(first);
    expect(await jwks(a)).toEqual([rotated, first]);
    expect(await jwks(b)).toEqual([rotated, first]);
  });
});
