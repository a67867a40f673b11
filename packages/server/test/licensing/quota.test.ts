import { describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, openHarness, type TestOrg } from '../harness.js';

const checkText = (h: Harness, org: TestOrg, text = 'mail jane.roe@example.com') =>
  h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text, destination: 'AI_TOOL' } });

async function withAllowance(h: Harness, org: TestOrg, max: number | null) {
  const res = await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: max } });
  expect(res.status).toBe(200);
}

const decisions = (h: Harness, orgId: string) =>
  h.rows('SELECT decision, COUNT(*) AS n FROM audit_events WHERE org_id = ? GROUP BY decision ORDER BY decision', orgId);

describe.each(BACKENDS)('monthly quota on %s', (backend) => {
  describe('monthly quota', () => {
    it('admits exactly the allowance out of 50 concurrent checks; the rest answer 429 and are audited as REJECTED', async () => {
      const h = await openHarness(backend);
      const org = await h.createOrg('Acme', { retention_mode: 'FULL' });
      await withAllowance(h, org, 30);
      h.clock.set('2026-03-31T23:59:30.000Z');

      const responses = await Promise.all(Array.from({ length: 50 }, () => checkText(h, org)));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);

      const refused = responses.find((r) => r.status === 429) as Response;
      expect(refused.headers.get('retry-after')).toBe('30');
      const body = await refused.json();
      expect(body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { limit: 30, resets_at: '2026-04-01T00:00:00.000Z' } });
      const stored = await (await h.call('GET', `/api/preflight/${body.error.details.preflight_id}`, { key: h.adminKey })).json();
      expect(stored).toMatchObject({ decision: 'REJECTED', detected: [], masked_content: null });

      expect(await decisions(h, org.orgId)).toEqual([
        { decision: 'ALLOWED_WITH_MASKING', n: 30 },
        { decision: 'REJECTED', n: 20 },
      ]);
      const rejectedContent = await h.rows("SELECT content FROM audit_events WHERE decision = 'REJECTED' AND content IS NOT NULL");
      expect(rejectedContent).toEqual([]);
      const [license] = (await (await h.call('GET', `/api/orgs/${org.orgId}/licenses`, { key: h.adminKey })).json()).items;
      expect(license.checks_this_month).toBe(30);
    });

    it('admits exactly what is left of the trial allowance when 50 checks arrive at once near its end', async () => {
      const h = await openHarness(backend);
      const org = await h.createOrg('Acme');
      for (let i = 0; i < 990; i++) await h.store.licenses.consumeCheck(org.licenseId, '2026-03', 1000);
      const statuses = (await Promise.all(Array.from({ length: 50 }, () => checkText(h, org)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      expect(await h.store.licenses.checksUsed(org.licenseId, '2026-03')).toBe(1000);
    });

    it('renews at the start of the next UTC month and follows a raised allowance at once', async () => {
      const h = await openHarness(backend);
      const org = await h.createOrg('Acme');
      await withAllowance(h, org, 2);
      h.clock.set('2026-03-31T23:59:59.000Z');
      expect((await checkText(h, org)).status).toBe(200);
      expect((await checkText(h, org)).status).toBe(200);
      const refused = await checkText(h, org);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');

      await withAllowance(h, org, 3);
      expect((await checkText(h, org)).status).toBe(200);
      expect((await checkText(h, org)).status).toBe(429);

      h.clock.set('2026-04-01T00:00:00.000Z');
      expect((await checkText(h, org)).status).toBe(200);
    });

    it('counts every organization\'s license apart, never limits unlimited licenses, and gives back failed checks', async () => {
      const h = await openHarness(backend);
      const limited = await h.createOrg('Limited');
      const unlimited = await h.createOrg('Unlimited');
      await withAllowance(h, limited, 1);
      await withAllowance(h, unlimited, null);
      const form = () => {
        const f = new FormData();
        f.set('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff])], 'broken.pdf'));
        f.set('destination', 'VENDOR');
        return f;
      };
      const corrupt = await h.call('POST', '/api/preflight', { key: limited.policyKey, serviceKey: true, body: form() });
      expect(corrupt.status).toBeGreaterThanOrEqual(400);
      expect(corrupt.status).toBeLessThan(429);
      expect((await checkText(h, limited)).status).toBe(200);
      expect((await checkText(h, limited)).status).toBe(429);
      const many = await Promise.all(Array.from({ length: 20 }, () => checkText(h, unlimited)));
      expect(many.every((r) => r.status === 200)).toBe(true);
    });
  });
});
