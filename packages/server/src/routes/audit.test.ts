import { describe, expect, it } from 'vitest';
import { type Backend, BACKENDS, type Harness, openHarness } from '../../test/harness.js';

const text = (h: Harness, key: string, body: string, destination = 'AI_TOOL') =>
  h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text: body, destination } });

async function seeded(backend: Backend) {
  const h = await openHarness(backend);
  const acme = await h.createOrg('Acme');
  const globex = await h.createOrg('Globex');
  await text(h, acme.policyKey, 'nothing sensitive here');
  h.clock.advance(86_400_000);
  await text(h, acme.policyKey, 'mail jane.doe@example.com', 'VENDOR');
  h.clock.advance(86_400_000);
  await text(h, acme.policyKey, 'fake key AKIAQ3FAKEKEY7EXMPL2');
  await text(h, globex.policyKey, 'hello from globex');
  return { h, acme, globex };
}

describe.each(BACKENDS)('audit routes on %s', (backend) => {
  describe('GET /api/audit', () => {
    it('lists checks newest first in the {items, limit, offset, total} envelope', async () => {
      const { h, acme } = await seeded(backend);
      const res = await h.call('GET', '/api/audit', { key: h.adminKey });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ limit: 50, offset: 0, total: 4 });
      expect(body.items[2]).toEqual({
        preflight_id: expect.any(String),
        created_at: '2026-03-16T10:00:00.000Z',
        destination: 'VENDOR',
        decision: 'ALLOWED_WITH_MASKING',
        summary: expect.any(String),
        policy_version: expect.any(String),
        policy_name: 'Default policy',
        org_id: acme.orgId,
        org_name: 'Acme',
      });
      const page = await (await h.call('GET', '/api/audit?limit=2&offset=1', { key: h.adminKey })).json();
      expect(page).toMatchObject({ limit: 2, offset: 1, total: 4 });
      expect(page.items).toEqual(body.items.slice(1, 3));
    });

    it('pages by cursor through the same rows as by offset, with the filter\'s total on every page', async () => {
      const { h, acme } = await seeded(backend);
      const list = async (query: string) => (await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).json();
      const all = await list('limit=10');
      const first = await list('limit=3');
      expect(first.items).toEqual(all.items.slice(0, 3));
      expect(first.next_cursor).toEqual(expect.any(String));
      const second = await list(`limit=3&cursor=${first.next_cursor}`);
      expect(second).toMatchObject({ total: 4, offset: 0, next_cursor: null });
      expect(second.items).toEqual(all.items.slice(3));
      // With a filter, the cursor continues within it.
      const acmeFirst = await list(`org_id=${acme.orgId}&limit=1`);
      const acmeNext = await list(`org_id=${acme.orgId}&limit=2&cursor=${acmeFirst.next_cursor}`);
      expect([...acmeFirst.items, ...acmeNext.items].map((i: { org_id: string }) => i.org_id)).toEqual([acme.orgId, acme.orgId, acme.orgId]);
      expect(acmeNext.total).toBe(3);

      for (const query of ['cursor=not-a-cursor', `cursor=${first.next_cursor}&offset=3`]) {
        const res = await h.call('GET', `/api/audit?${query}`, { key: h.adminKey });
        expect(res.status, query).toBe(422);
        expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('filters by organization (id or slug), search term and date range', async () => {
      const { h, acme } = await seeded(backend);
      const list = async (query: string) => (await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).json();
      expect((await list(`org_id=${acme.orgId}`)).total).toBe(3);
      expect((await list('org_id=acme')).total).toBe(3);
      expect((await list('search=blocked')).items.map((i: { decision: string }) => i.decision)).toEqual(['BLOCKED']);
      expect((await list('search=vendor')).total).toBe(1);
      expect((await list('search=default%20POLICY')).total).toBe(4);
      expect((await list('search=100%25')).total).toBe(0);
      expect((await list('from=2026-03-16')).total).toBe(3);
      expect((await list('to=2026-03-16')).total).toBe(2);
      expect((await list('from=2026-03-16&to=2026-03-16')).total).toBe(1);
      expect((await list('from=2026-03-16T10:00:00.000Z&to=2026-03-16T10:00:00.000Z')).total).toBe(1);
      expect((await list('from=2026-03-16T11:00:00%2B01:00&to=2026-03-16T11:00:00%2B01:00')).total).toBe(1);
    });

    it('reads the furthest dates as no bound at all', async () => {
      const { h } = await seeded(backend);
      const list = async (query: string) => (await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).json();
      for (const query of ['to=9999-12-31', 'to=9999-12-30', 'to=9999-12-31T23:59:59.999Z', 'from=0000-01-01', 'from=0000-01-01&to=9999-12-31']) {
        expect((await list(query)).total, query).toBe(4);
      }
      expect((await list('from=9999-12-31')).total).toBe(0);
    });

    it('shows a management key only its own organization', async () => {
      const { h, acme, globex } = await seeded(backend);
      const mgmt = await h.managementKey(globex.orgId);
      const own = await (await h.call('GET', '/api/audit', { key: mgmt })).json();
      expect(own.total).toBe(1);
      expect(own.items[0].org_id).toBe(globex.orgId);
      expect((await h.call('GET', `/api/audit?org_id=${acme.orgId}`, { key: mgmt })).status).toBe(404);
    });

    it('answers 401, 403 for policy and license keys, 404 for an unknown org, 422 for bad parameters', async () => {
      const { h, acme } = await seeded(backend);
      expect((await h.call('GET', '/api/audit')).status).toBe(401);
      expect((await h.call('GET', '/api/audit', { key: acme.policyKey, serviceKey: true })).status).toBe(403);
      expect((await h.call('GET', '/api/audit', { key: acme.licenseKey })).status).toBe(403);
      expect((await h.call('GET', '/api/audit?org_id=nobody', { key: h.adminKey })).status).toBe(404);
      for (const query of [
        'limit=0', 'limit=501', 'offset=-1', 'from=yesterday', 'to=2026-13-45', 'to=2026-02-30', 'from=2026-03-16T10:00:00',
        'to=2026-03-16Tnoon', 'to=+010000-01-01', 'from=2026-03-17&to=2026-03-16',
      ]) {
        expect((await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).status, query).toBe(422);
      }
    });

    it('filters by decision, destination, detected type and source, with totals that match', async () => {
      const { h, acme } = await seeded(backend);
      const list = async (query: string) => (await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).json();
      expect((await list('decision=BLOCKED')).items.map((i: { summary: string }) => i.summary)).toEqual([expect.stringContaining('AWS')]);
      expect((await list('decision=ALLOWED')).total).toBe(2);
      expect((await list('destination=VENDOR')).total).toBe(1);
      expect((await list('type=EMAIL')).items.map((i: { destination: string }) => i.destination)).toEqual(['VENDOR']);
      expect((await list('type=EMAIL&destination=AI_TOOL')).total).toBe(0);
      expect((await list('source=API')).total).toBe(4);
      expect((await list('source=SDK')).total).toBe(0);
      // Whole-day bounds with a facet still count only the matching rows.
      expect((await list(`org_id=${acme.orgId}&decision=ALLOWED&from=2026-03-15&to=2026-03-17`)).total).toBe(1);
      for (const query of ['decision=MAYBE', 'destination=MARS', 'type=EMAIL%20OR%201', 'source=FAX']) {
        expect((await h.call('GET', `/api/audit?${query}`, { key: h.adminKey })).status, query).toBe(422);
      }
    });
  });

  describe('GET /api/audit/export', () => {
    it('streams the filtered checks as CSV with a header line, metadata only', async () => {
      const { h, acme } = await seeded(backend);
      const res = await h.call('GET', `/api/audit/export?org_id=${acme.orgId}`, { key: h.adminKey });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="preflight-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'preflight_id,created_at,org_id,org_name,policy_name,policy_version,destination,decision,summary,input_type,source_type,input_size_bytes,detected',
      );
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(',BLOCKED,');
      expect(lines[2]).toMatch(/,VENDOR,ALLOWED_WITH_MASKING,.*,text,API,\d+,EMAIL:1$/);
      const all = lines.join('\n');
      expect(all).not.toContain('jane.doe');
      expect(all).not.toContain('AKIAQ3FAKEKEY7EXMPL2');
    });

    it('exports JSON, in batches past the first, with the same filters and access rules as the list', async () => {
      const { h, acme, globex } = await seeded(backend);
      for (let i = 0; i < 600; i++) await text(h, globex.policyKey, `note ${i}`);
      const res = await h.call('GET', '/api/audit/export?format=json', { key: h.adminKey });
      expect(res.headers.get('content-type')).toContain('application/json');
      const rows = (await res.json()) as { preflight_id: string; created_at: string; detected: { type: string; count: number }[] }[];
      expect(rows).toHaveLength(604);
      expect(new Set(rows.map((r) => r.preflight_id)).size).toBe(604);
      const order = rows.map((r) => r.created_at);
      expect(order).toEqual([...order].sort().reverse());
      expect(rows.find((r) => r.detected.length > 0)?.detected).toEqual([expect.objectContaining({ type: expect.any(String), count: expect.any(Number) })]);
      expect(JSON.stringify(rows)).not.toMatch(/sample|jane\.doe|AKIAQ3FAKEKEY7EXMPL2/);

      const blocked = (await (await h.call('GET', '/api/audit/export?format=json&decision=BLOCKED', { key: h.adminKey })).json()) as unknown[];
      expect(blocked).toHaveLength(1);
      const mgmt = await h.managementKey(globex.orgId);
      const own = (await (await h.call('GET', '/api/audit/export?format=json', { key: mgmt })).json()) as { org_id: string }[];
      expect(own).toHaveLength(601);
      expect(own.every((r) => r.org_id === globex.orgId)).toBe(true);
      expect((await h.call('GET', `/api/audit/export?org_id=${acme.orgId}`, { key: mgmt })).status).toBe(404);
      expect((await h.call('GET', '/api/audit/export', { key: acme.policyKey, serviceKey: true })).status).toBe(403);
      expect((await h.call('GET', '/api/audit/export?format=xml', { key: h.adminKey })).status).toBe(422);
    });

    it('keeps a spreadsheet from running a user-typed name as a formula', async () => {
      const { csvCell } = await import('../domain/audit-export.js');
      expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
      expect(csvCell('plain, with comma')).toBe('"plain, with comma"');
      expect(csvCell(-5)).toBe('-5');
    });
  });
});
