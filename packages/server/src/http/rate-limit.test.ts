import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness } from '../../test/harness.js';

describe.each(BACKENDS)('per-key rate limit on %s', (backend) => {
  describe('per-key rate limit', () => {
    it('answers 429 with Retry-After past the limit, per key, and resets the next minute', async () => {
      const h = await openHarness(backend, { rateLimitPerMinute: 3 });
      h.clock.set('2026-03-15T10:00:15.000Z');
      const a = await h.createOrg('A');
      const b = await h.createOrg('B');
      const getOrg = (orgId: string) => h.call('GET', `/api/orgs/${orgId}`, { key: h.adminKey });
      // The administrator key made 2 requests creating the orgs; one more is allowed.
      const last = await getOrg(a.orgId);
      expect(last.status).toBe(200);
      expect(Object.fromEntries(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((n) => [n, last.headers.get(n)]))).toEqual({
        'ratelimit-limit': '3', 'ratelimit-remaining': '0', 'ratelimit-reset': '45',
      });
      const limited = await getOrg(a.orgId);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('45');
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');
      expect((await limited.json()).error.code).toBe('RATE_LIMITED');
      // Another key has its own budget.
      const check = await h.call('POST', '/api/preflight/text', { key: b.policyKey, serviceKey: true, json: { text: 'x', destination: 'VENDOR' } });
      expect(check.status).toBe(200);
      expect(check.headers.get('ratelimit-remaining')).toBe('2');
      h.clock.set('2026-03-15T10:01:00.000Z');
      expect((await getOrg(b.orgId)).status).toBe(200);
    });

    it('is off when the limit is 0', async () => {
      const h = await openHarness(backend, { rateLimitPerMinute: 0 });
      for (let i = 0; i < 5; i++) expect((await h.call('GET', '/api/orgs', { key: h.adminKey })).status).toBe(200);
    });
  });
});
