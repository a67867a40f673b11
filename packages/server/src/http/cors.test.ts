import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';
import { loadConfig } from '../config.js';

const ALLOWED = 'https://app.example.com';

describe('CORS', () => {
  it.each([
    ['POST', '/api/preflight/text'],
    ['POST', '/api/preflight'],
    ['GET', '/api/preflight/pf_1'],
    ['POST', '/v1/license/validate'],
    ['POST', '/v1/audit/events'],
    ['GET', '/.well-known/jwks.json'],
  ])('answers a preflight for %s %s from an allowed origin', async (method, path) => {
    const h = createHarness({ corsOrigins: [ALLOWED] });
    const res = await h.call('OPTIONS', path, {
      headers: { Origin: ALLOWED, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'x-service-api-key,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-service-api-key');
    expect(res.headers.get('access-control-allow-methods')).toContain(method);
  });

  it('allows the answer itself for an allowed origin, and exposes the request id', async () => {
    const h = createHarness({ corsOrigins: [ALLOWED] });
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', '/api/preflight/text', {
      key: org.policyKey,
      serviceKey: true,
      json: { text: 'hello', destination: 'AI_TOOL' },
      headers: { Origin: ALLOWED },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('gives other origins, management routes and a server without an allow-list no CORS headers', async () => {
    const h = createHarness({ corsOrigins: [ALLOWED] });
    const preflight = (path: string, origin: string, harness = h) =>
      harness.call('OPTIONS', path, { headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect((await preflight('/api/preflight/text', 'https://evil.example.net')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/preflight/text', 'https://app.example.com.evil.example.net')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/orgs', ALLOWED)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/audit', ALLOWED)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/preflight/text', ALLOWED, createHarness())).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads the allow-list from PREFLIGHT_CORS_ORIGINS and refuses anything but origins', () => {
    expect(loadConfig({ PREFLIGHT_CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ PREFLIGHT_CORS_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' }).corsOrigins).toEqual([
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    ]);
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/', 'https://app.example.com/path', 'chrome-extension://abc/x']) {
      expect(() => loadConfig({ PREFLIGHT_CORS_ORIGINS: bad }), bad).toThrow(/PREFLIGHT_CORS_ORIGINS/);
    }
  });
});
