import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';
import { createAuthenticator, CREDENTIAL_CACHE_MS } from './authenticate.js';

/** The harness's store with its policy-key lookups counted. */
function countedLookups() {
  const h = createHarness();
  let lookups = 0;
  const findByKeyHash = h.store.policies.findByKeyHash;
  h.store.policies.findByKeyHash = (hash) => {
    lookups += 1;
    return findByKeyHash(hash);
  };
  return { h, lookups: () => lookups };
}

describe('createAuthenticator', () => {
  it('reuses a resolved key without asking the store again, until the cache time runs out', async () => {
    const { h, lookups } = countedLookups();
    const org = await h.createOrg('Acme');
    let now = 1_000;
    const authenticate = createAuthenticator(h.store, 'unused', () => now);
    const expected = { kind: 'policy', orgId: org.orgId, policyId: org.policyId, actorId: org.policyId };
    expect(await authenticate(org.policyKey)).toEqual(expected);
    expect(await authenticate(org.policyKey)).toEqual(expected);
    expect(lookups()).toBe(1);
    now += CREDENTIAL_CACHE_MS;
    expect(await authenticate(org.policyKey)).toEqual(expected);
    expect(lookups()).toBe(2);
  });

  it('never caches unknown keys', async () => {
    const { h, lookups } = countedLookups();
    const authenticate = createAuthenticator(h.store, 'unused');
    const unknown = `pfp_${'0'.repeat(40)}`;
    expect(await authenticate(unknown)).toBeNull();
    expect(await authenticate(unknown)).toBeNull();
    expect(lookups()).toBe(2);
  });

  it('drops cached keys at once when a key is regenerated or an organization deleted', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const other = await h.createOrg('Globex');
    const check = (key: string) => h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text: 'hi', destination: 'VENDOR' } });
    expect((await check(org.policyKey)).status).toBe(200);
    const regenerated = await h.call('POST', `/api/orgs/${org.orgId}/policies/${org.policyId}/regenerate-key`, { key: h.adminKey });
    expect(regenerated.status).toBe(200);
    expect((await check(org.policyKey)).status).toBe(401);
    expect((await check((await regenerated.json()).api_key)).status).toBe(200);

    expect((await check(other.policyKey)).status).toBe(200);
    expect((await h.call('DELETE', `/api/orgs/${other.orgId}`, { key: h.adminKey })).status).toBe(204);
    expect((await check(other.policyKey)).status).toBe(401);
  });
});
