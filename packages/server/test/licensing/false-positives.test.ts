import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness, type Harness, type TestOrg } from '../harness.js';

const report = (id: string, extra: Record<string, unknown> = {}) => ({
  report_id: id,
  reported_at: '2026-03-15T09:31:00Z',
  decision: 'BLOCKED',
  source_type: 'BROWSER_EXTENSION',
  finding_counts_by_type: { AWS_ACCESS_KEY: 1 },
  ...extra,
});

const send = (h: Harness, org: TestOrg, body: unknown, key = org.licenseKey) => h.call('POST', '/v1/false-positives', { key, json: body });
const list = async (h: Harness, org: TestOrg, key = h.adminKey, query = '') =>
  h.call('GET', `/api/orgs/${org.orgId}/false-positives${query}`, { key });

describe.each(BACKENDS)('false-positive reports on %s', (backend) => {
  it('are stored as metadata and listed for the organization, newest first', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const first = await send(h, org, report('fp-1', { actor_id: 'jane.roe@example.com', note: 'This is the documentation example key' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ recorded: true });
    expect((await send(h, org, report('fp-2', { reported_at: '2026-03-15T09:45:00Z', decision: 'ALLOWED_WITH_MASKING', finding_counts_by_type: { EMAIL: 2 } }))).status).toBe(200);

    const res = await list(h, org);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(page.items[0]).toMatchObject({ decision: 'ALLOWED_WITH_MASKING', finding_counts_by_type: { EMAIL: 2 }, actor_id: org.licenseId, note: null });
    expect(page.items[1]).toEqual({
      report_id: expect.stringMatching(/^fpr_[0-9a-f]{32}$/),
      reported_at: '2026-03-15T09:31:00.000Z',
      received_at: '2026-03-15T10:00:00.000Z',
      decision: 'BLOCKED',
      policy_id: org.policyId,
      policy_version: expect.stringMatching(/^v1-[0-9a-f]{8,}$/),
      source_type: 'BROWSER_EXTENSION',
      actor_id: 'jane.roe@example.com',
      finding_counts_by_type: { AWS_ACCESS_KEY: 1 },
      note: 'This is the documentation example key',
    });
    expect((await (await list(h, org, h.adminKey, '?limit=1&offset=1')).json()).items.map((i: { decision: string }) => i.decision)).toEqual(['BLOCKED']);
  });

  it('are idempotent on the report id', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const once = await (await send(h, org, report('fp-1'))).json();
    const again = await (await send(h, org, report('fp-1'))).json();
    expect(again).toEqual({ report_id: once.report_id, recorded: false });
    expect((await (await list(h, org)).json()).total).toBe(1);
    // The same report id in another organization is another report.
    const other = await h.createOrg('Other');
    expect(await (await send(h, other, report('fp-1'))).json()).toMatchObject({ recorded: true });
  });

  it('refuse content in any field with 422, without echoing it, and store nothing', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const refusals = [
      report('a', { note: 'It flagged AKIAQYLPMN5HFIQR7XPA, which is a test key' }),
      report('a', { note: 'mail jane.roe@example.com about it' }),
      report('a', { text: 'the prompt' }),
      report('a', { actor_id: 'AKIAQYLPMN5HFIQR7XPA@example.com' }),
      report('a', { actor_id: '4111111111111111' }),
      report('a', { finding_counts_by_type: { AKIAQYLPMN5HFIQR7XPA: 1 } }),
      report('a', { finding_counts_by_type: { NOT_A_DETECTOR_TYPE: 1 } }),
      report('a', { policy_version: '4111111111111111' }),
      report('a', { reported_at: '2026-01-01T00:00:00Z' }),
      report('a', { decision: 'REJECTED' }),
    ];
    for (const body of refusals) {
      const res = await send(h, org, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const text = await res.text();
      for (const value of ['AKIAQYLPMN5HFIQR7XPA', 'jane.roe', '4111111111111111']) expect(text).not.toContain(value);
    }
    expect((await (await list(h, org)).json()).total).toBe(0);
  });

  it('take a license key to report and a manager\'s key to read, each for its own organization only', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const other = await h.createOrg('Other');
    expect((await send(h, org, report('a'), org.policyKey)).status).toBe(403);
    expect((await send(h, org, report('a'), h.adminKey)).status).toBe(403);
    expect((await send(h, org, report('a'), 'pfl_not_a_key')).status).toBe(401);
    expect((await send(h, org, report('a', { policy_id: other.policyId }))).status).toBe(422);
    expect((await send(h, org, report('a'))).status).toBe(200);

    expect((await list(h, org, org.licenseKey)).status).toBe(403);
    expect((await list(h, org, org.policyKey)).status).toBe(403);
    expect((await list(h, org, await h.managementKey(other.orgId))).status).toBe(404);
    expect((await (await list(h, org, await h.managementKey(org.orgId))).json()).total).toBe(1);

    // Gone with the organization.
    expect((await h.call('DELETE', `/api/orgs/${org.orgId}`, { key: h.adminKey })).status).toBe(204);
    expect(await h.rows('SELECT report_id FROM false_positive_reports WHERE org_id = ?', org.orgId)).toEqual([]);
  });
});
