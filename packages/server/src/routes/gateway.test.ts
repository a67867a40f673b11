import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream } from '../../../../test-support/fake-model-provider.js';

const gatewayConfig = (upstream: string, timeoutMs = 2_000) => ({ gateway: { upstream, timeoutMs } });

/** A port that accepts connections and never answers. */
async function silentPort(): Promise<{ url: string; close: () => void }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

describe.each(BACKENDS)('gateway routes on %s', (backend) => {
  it.each<[string, string, number, Record<string, unknown>]>([
    ['/v1/chat/completions', 'unreachable', 502, { error: { type: 'api_connection_error', code: 'upstream_unreachable' } }],
    ['/v1/messages', 'unreachable', 502, { type: 'error', error: { type: 'api_error' } }],
    ['/v1/chat/completions', 'silent', 504, { error: { type: 'timeout', code: 'upstream_timeout' } }],
  ])('%s with an %s provider answers %i in the provider\'s format', async (path, provider, status, body) => {
    const silent = await silentPort();
    const h = await openHarness(backend, gatewayConfig(provider === 'silent' ? silent.url : 'http://127.0.0.1:1', 300));
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', path, { key: org.policyKey, serviceKey: true, json: { model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'hi' }] } });
    silent.close();
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject(body);
  });

  it('answers errors raised before the route (no key, malformed JSON) in the provider\'s format', async () => {
    const h = await openHarness(backend, gatewayConfig('http://127.0.0.1:1'));
    const org = await h.createOrg('Acme');
    const noKey = await h.call('POST', '/v1/messages', { json: { model: 'm', messages: [] }, headers: { Authorization: 'Bearer sk-provider' } });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    const notJson = await h.call('POST', '/v1/chat/completions', { key: org.policyKey, serviceKey: true, body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'preflight_bad_request' } });
  });

  it('uses the configured policy key when the caller sends none, so only the base URL changes', async () => {
    const h = await openHarness(backend, gatewayConfig('http://127.0.0.1:1', 300));
    const org = await h.createOrg('Acme');
    const call = (content: string) => h.call('POST', '/v1/chat/completions', { json: { model: 'm', messages: [{ role: 'user', content }] } });
    expect((await call('hi')).status).toBe(401);
    h.deps.config.gateway.policyKey = org.policyKey;
    // Checked under that key's policy: blocked, or passed on to the (here unreachable) provider.
    expect((await call('Deploy with AKIAQYLPMN5HFIQR7XPA')).status).toBe(400);
    expect((await call('hi')).status).toBe(502);
  });

  it('counts a call against a monthly allowance before the provider sees it', async () => {
    const upstream = await startFakeUpstream();
    const h = await openHarness(backend, gatewayConfig(upstream.url));
    const org = await h.createOrg('Acme');
    await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: 1 } });
    // Both pass the allowance before their scans; only one may be counted.
    const call = () => h.call('POST', '/v1/chat/completions', { key: org.policyKey, serviceKey: true, json: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } });
    const statuses = (await Promise.all([call(), call()])).map((res) => res.status).sort();
    await upstream.close();
    expect(statuses).toEqual([200, 429]);
    expect(upstream.received).toHaveLength(1);
  });

  it('passes on no answer whose audit row was not written', async () => {
    const upstream = await startFakeUpstream();
    const h = await openHarness(backend, gatewayConfig(upstream.url));
    const org = await h.createOrg('Acme');
    await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: null } });
    h.store.audit.recordCheck = () => Promise.reject(new Error('the disk is full'));
    const res = await h.call('POST', '/v1/messages', { key: org.policyKey, serviceKey: true, json: { model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'hi' }] } });
    await upstream.close();
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
  });

  it('has no gateway routes without an upstream', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    expect((await h.call('POST', '/v1/chat/completions', { key: org.policyKey, serviceKey: true, json: {} })).status).toBe(404);
  });

  it('reads its settings from the environment', () => {
    expect(loadConfig({ PREFLIGHT_GATEWAY_UPSTREAM: 'https://api.openai.com', PREFLIGHT_GATEWAY_TIMEOUT_MS: '1000' }).gateway).toEqual({
      upstream: 'https://api.openai.com',
      policyKey: undefined,
      timeoutMs: 1000,
    });
    expect(() => loadConfig({ PREFLIGHT_GATEWAY_UPSTREAM: 'ftp://x' })).toThrow(/PREFLIGHT_GATEWAY_UPSTREAM/);
    expect(() => loadConfig({ PREFLIGHT_GATEWAY_POLICY_KEY: 'sk-not-ours' })).toThrow(/PREFLIGHT_GATEWAY_POLICY_KEY/);
  });
});

describe('gateway in the OpenAPI document', () => {
  it('lists the four operations when an upstream is set, as the provider\'s JSON', async () => {
    const h = await openHarness('sqlite', gatewayConfig('https://api.openai.com'));
    const doc = await (await h.call('GET', '/openapi.json')).json();
    for (const path of ['/v1/chat/completions', '/v1/responses', '/v1/embeddings', '/v1/messages']) {
      expect(doc.paths[path]?.post?.tags, path).toEqual(['Gateway']);
    }
  });
});
