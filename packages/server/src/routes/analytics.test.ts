import { describe, expect, it } from 'vitest';
import { type Backend, BACKENDS, openHarness, type Harness } from '../../test/harness.js';

const text = (h: Harness, key: string, body: string) =>
  h.call('POST', '/api/preflight/text', { key, serviceKey: true, json: { text: body, destination: 'AI_TOOL' } });

const DAY = 86_400_000;

async function seeded(backend: Backend) {
  const h = await openHarness(backend);
  const acme = await h.createOrg('Acme');
  const globex = await h.createOrg('Globex');
  h.clock.set('2026-03-01T12:00:00.000Z');
  await text(h, acme.policyKey, 'hello'); // 5 bytes, allowed
  h.clock.set('2026-03-14T09:00:00.000Z');
  await text(h, acme.policyKey, 'a@example.com b@example.com'); // 27 bytes, masked, 2 findings
  h.clock.set('2026-03-15T09:00:00.000Z');
  await text(h, acme.policyKey, 'fake key AKIAQ3FAKEKEY7EXMPL2'); // 29 bytes, blocked, 1 finding
  await text(h, globex.policyKey, 'hi'); // 2 bytes, allowed
  h.clock.set('2026-03-15T10:00:00.000Z');
  return { h, acme, globex };
}

describe.each(BACKENDS)('analytics routes on %s', (backend) => {
  it('summarizes an organization over 30 days by default', async () => {
    const { h, acme } = await seeded(backend);
    const res = await h.call('GET', `/api/orgs/${acme.orgId}/analytics`, { key: await h.managementKey(acme.orgId) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      org_id: acme.orgId,
      org_name: 'Acme',
      total_checks: 3,
      bytes_protected: 61,
      allowed: 1,
      masked: 1,
      blocked: 1,
      safe_share_rate: 66.67,
      prevented_exposures: 3,
      rejected: 0,
      from_date: '2026-02-14',
      to_date: '2026-03-15',
    });
  });

  it('limits the period to 7 days and refuses unknown periods', async () => {
    const { h, acme } = await seeded(backend);
    const week = await (await h.call('GET', `/api/orgs/${acme.orgId}/analytics?period=7d`, { key: h.adminKey })).json();
    expect(week).toMatchObject({ total_checks: 2, from_date: '2026-03-09', to_date: '2026-03-15', safe_share_rate: 50 });
    expect((await h.call('GET', `/api/orgs/${acme.orgId}/analytics?period=1y`, { key: h.adminKey })).status).toBe(422);
  });

  it('gives a day-by-day series with zero days filled in', async () => {
    const { h, acme } = await seeded(backend);
    const body = await (await h.call('GET', `/api/orgs/${acme.orgId}/analytics/timeseries?period=7d`, { key: h.adminKey })).json();
    expect(body.org_id).toBe(acme.orgId);
    expect(body.period).toBe('7d');
    expect(body.data).toHaveLength(7);
    expect(body.data[0]).toEqual({ date: '2026-03-09', checks_total: 0, allowed: 0, masked: 0, blocked: 0, bytes_processed: 0, rejected: 0 });
    expect(body.data.slice(5)).toEqual([
      { date: '2026-03-14', checks_total: 1, allowed: 0, masked: 1, blocked: 0, bytes_processed: 27, rejected: 0 },
      { date: '2026-03-15', checks_total: 1, allowed: 0, masked: 0, blocked: 1, bytes_processed: 29, rejected: 0 },
    ]);
    const ninety = await (await h.call('GET', `/api/orgs/${acme.orgId}/analytics/timeseries?period=90d`, { key: h.adminKey })).json();
    expect(ninety.data).toHaveLength(90);
  });

  it('breaks detections down by type with labels and percentages', async () => {
    const { h, acme } = await seeded(backend);
    const body = await (await h.call('GET', `/api/orgs/${acme.orgId}/analytics/detections`, { key: h.adminKey })).json();
    expect(body).toEqual({
      org_id: acme.orgId,
      total_detections: 3,
      types: [
        { type: 'EMAIL', label: expect.stringMatching(/e-?mail/i), count: 2, percentage: 66.67 },
        { type: 'AWS_ACCESS_KEY', label: expect.any(String), count: 1, percentage: 33.33 },
      ],
      from_date: '2026-02-14',
      to_date: '2026-03-15',
    });
  });

  it('gives platform-wide totals to the administrator only', async () => {
    const { h, acme } = await seeded(backend);
    const res = await h.call('GET', '/api/analytics?period=90d', { key: h.adminKey });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      organizations: 2,
      total_checks: 4,
      bytes_protected: 63,
      allowed: 2,
      masked: 1,
      blocked: 1,
      safe_share_rate: 75,
      prevented_exposures: 3,
      rejected: 0,
      from_date: '2025-12-16',
      to_date: '2026-03-15',
    });
    expect((await h.call('GET', '/api/analytics', { key: await h.managementKey(acme.orgId) })).status).toBe(403);
    expect((await h.call('GET', '/api/analytics')).status).toBe(401);
  });

  it('reports zeros (and a 0 safe-share rate) for an organization without checks', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Quiet');
    h.clock.advance(DAY);
    const body = await (await h.call('GET', `/api/orgs/${org.orgId}/analytics`, { key: h.adminKey })).json();
    expect(body).toMatchObject({ total_checks: 0, safe_share_rate: 0, prevented_exposures: 0 });
    const detections = await (await h.call('GET', `/api/orgs/${org.orgId}/analytics/detections`, { key: h.adminKey })).json();
    expect(detections).toMatchObject({ total_detections: 0, types: [] });
    for (const path of ['analytics', 'analytics/timeseries', 'analytics/detections']) {
      expect((await h.call('GET', `/api/orgs/nobody/${path}`, { key: h.adminKey })).status).toBe(404);
      expect((await h.call('GET', `/api/orgs/${org.orgId}/${path}`)).status).toBe(401);
      expect((await h.call('GET', `/api/orgs/${org.orgId}/${path}`, { key: org.policyKey, serviceKey: true })).status).toBe(403);
    }
  });

  it('keeps checks the quota refused out of total_checks, bytes and the safe-share rate, counting them as rejected', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: 1 } });
    expect((await text(h, org.policyKey, 'hello')).status).toBe(200);
    expect((await text(h, org.policyKey, 'a@example.com')).status).toBe(429);
    expect((await text(h, org.policyKey, 'b@example.com')).status).toBe(429);

    const summary = await (await h.call('GET', `/api/orgs/${org.orgId}/analytics`, { key: h.adminKey })).json();
    expect(summary).toMatchObject({ total_checks: 1, allowed: 1, bytes_protected: 5, safe_share_rate: 100, rejected: 2 });
    const platform = await (await h.call('GET', '/api/analytics', { key: h.adminKey })).json();
    expect(platform).toMatchObject({ total_checks: 1, safe_share_rate: 100, rejected: 2 });
    const series = await (await h.call('GET', `/api/orgs/${org.orgId}/analytics/timeseries?period=7d`, { key: h.adminKey })).json();
    expect(series.data.at(-1)).toEqual({ date: '2026-03-15', checks_total: 1, allowed: 1, masked: 0, blocked: 0, bytes_processed: 5, rejected: 2 });
    // The audit log still lists every request, refused ones included.
    const audit = await (await h.call('GET', `/api/audit?org_id=${org.orgId}&from=2026-03-15&to=2026-03-15`, { key: h.adminKey })).json();
    expect(audit.total).toBe(3);
  });
});
