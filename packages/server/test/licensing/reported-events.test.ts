import { describe, expect, it, vi } from 'vitest';
import { BACKENDS, openHarness, type Harness, type TestOrg } from '../harness.js';

const event = (id: string, extra: Record<string, unknown> = {}) => ({
  event_id: id,
  timestamp: '2026-03-15T09:30:00Z',
  decision: 'BLOCKED',
  destination: 'AI_TOOL',
  source_type: 'BROWSER_EXTENSION',
  input_type: 'text',
  input_size_bytes: 120,
  finding_counts_by_type: { EMAIL: 2, SSN: 1 },
  ...extra,
});

const report = (h: Harness, org: TestOrg, events: unknown[], key = org.licenseKey) =>
  h.call('POST', '/v1/audit/events', { key, json: { events } });

/** Audit rows with `detected` as text, as SQLite keeps it (PostgreSQL hands JSON back parsed). */
const auditRows = async (h: Harness, orgId: string) =>
  (await h.rows('SELECT decision, source_type, actor_id, detected, summary, policy_id FROM audit_events WHERE org_id = ? ORDER BY created_at, preflight_id', orgId)).map(
    (row) => ({ ...row, detected: typeof row.detected === 'string' ? row.detected : JSON.stringify(row.detected) }) as Record<string, string>,
  );

describe.each(BACKENDS)('SDK-reported decisions on %s', (backend) => {
  it('are audited through the one audit write, counted, and shown in analytics', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const write = vi.spyOn(h.store.audit, 'recordCheck');
    const res = await report(h, org, [event('evt-1'), event('evt-2', { decision: 'ALLOWED', finding_counts_by_type: {}, actor_id: 'device-42' })]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accepted: ['evt-1', 'evt-2'], duplicates: [], rejected: [] });
    expect(write).toHaveBeenCalledTimes(2);

    const rows = await auditRows(h, org.orgId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      decision: 'BLOCKED',
      source_type: 'BROWSER_EXTENSION',
      actor_id: org.licenseId,
      policy_id: org.policyId,
      summary: 'Reported by BROWSER_EXTENSION: BLOCKED, 3 findings (EMAIL, SSN)',
    });
    expect(JSON.parse(rows[0]?.detected ?? '[]')).toEqual([{ type: 'EMAIL', count: 2, sample: null }, { type: 'SSN', count: 1, sample: null }]);
    expect(rows[1]).toMatchObject({ decision: 'ALLOWED', actor_id: 'device-42' });

    const [license] = (await (await h.call('GET', `/api/orgs/${org.orgId}/licenses`, { key: h.adminKey })).json()).items;
    expect(license.checks_this_month).toBe(2);
    const analytics = await (await h.call('GET', `/api/orgs/${org.orgId}/analytics?period=7d`, { key: h.adminKey })).json();
    expect(analytics).toMatchObject({ total_checks: 2, blocked: 1, allowed: 1 });
  });

  it('take an administrator-chosen e-mail address as the actor id: identity metadata, stored as it is', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const res = await report(h, org, [event('evt-1', { actor_id: 'jane.roe@example.com' }), event('evt-2', { actor_id: 'ops.team+ai@acme-corp.example' })]);
    expect(res.status).toBe(200);
    expect((await auditRows(h, org.orgId)).map((row) => row.actor_id)).toEqual(['jane.roe@example.com', 'ops.team+ai@acme-corp.example']);
  });

  it('are idempotent on the event id: a retried batch is neither stored nor counted twice', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const batch = Array.from({ length: 500 }, (_, i) => event(`evt-${i}`));
    expect((await report(h, org, batch)).status).toBe(200);
    const [again, concurrent] = await Promise.all([report(h, org, batch), report(h, org, [...batch.slice(0, 3), event('evt-new')])]);
    expect(await again.json()).toMatchObject({ accepted: [], rejected: [] });
    expect((await concurrent.json()).accepted).toEqual(['evt-new']);
    const repeatedInside = await (await report(h, org, [event('evt-x'), event('evt-x')])).json();
    expect(repeatedInside).toEqual({ accepted: ['evt-x'], duplicates: ['evt-x'], rejected: [] });

    expect(await auditRows(h, org.orgId)).toHaveLength(502);
    const [license] = (await (await h.call('GET', `/api/orgs/${org.orgId}/licenses`, { key: h.adminKey })).json()).items;
    expect(license.checks_this_month).toBe(502);
    // The same event id in another organization is another event.
    const other = await h.createOrg('Other');
    expect(await (await report(h, other, [event('evt-1')])).json()).toMatchObject({ accepted: ['evt-1'] });
  });

  it('refuse raw content with 422 and write nothing', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const refusals = [
      [event('a', { text: 'mail jane.roe@example.com' })],
      [event('a', { content: 'anything' })],
      [event('a', { summary: 'Blocked SSN 078-05-1120 (fake)' })],
      [event('a', { finding_counts_by_type: { 'jane.roe@example.com': 1 } })],
      [event('ok'), event('b', { detected: [{ type: 'EMAIL', sample: 'j***@example.com' }] })],
      [event('a', { 'jane.roe@example.com': 1 })],
      // Shaped like identifiers or type names, but values a detector finds, or no type at all
      [event('a', { actor_id: 'AKIAQYLPMN5HFIQR7XPA' })],
      [event('a', { actor_id: '4111111111111111' })],
      // An e-mail address is taken as the actor, but not one whose parts hold a detected value
      [event('a', { actor_id: 'AKIAQYLPMN5HFIQR7XPA@example.com' })],
      [event('a', { actor_id: 'card-4111111111111111@example.com' })],
      [event('a', { actor_id: 'ops@10.20.30.40' })],
      [event('a', { actor_id: 'jane roe@example.com' })],
      [event('a', { actor_id: '"AKIAQYLPMN5HFIQR7XPA"@example.com' })],
      [event('a', { policy_version: 'AKIAQYLPMN5HFIQR7XPA' })],
      [event('a', { policy_version: '4111111111111111' })],
      [event('a', { finding_counts_by_type: { AKIAQYLPMN5HFIQR7XPA: 1 } })],
      [event('a', { finding_counts_by_type: { EMAIL: 1, NOT_A_DETECTOR_TYPE: 1 } })],
    ];
    const withExtraField = h.call('POST', '/v1/audit/events', { key: org.licenseKey, json: { events: [event('a')], 'jane.roe@example.com': 1 } });
    expect((await withExtraField).status).toBe(422);
    expect(await (await withExtraField).text()).not.toContain('jane.roe');
    for (const events of refusals) {
      const res = await report(h, org, events);
      expect(res.status, JSON.stringify(events)).toBe(422);
      const body = await res.text();
      expect(body).not.toContain('078-05-1120');
      expect(body).not.toContain('jane.roe');
      expect(body).not.toContain('AKIAQYLPMN5HFIQR7XPA');
      expect(body).not.toContain('4111111111111111');
    }
    expect(await auditRows(h, org.orgId)).toEqual([]);
  });

  it('refuse oversized batches, unknown policy groups, implausible timestamps and other keys', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const other = await h.createOrg('Other');
    expect((await report(h, org, Array.from({ length: 501 }, (_, i) => event(`e${i}`)))).status).toBe(422);
    expect((await report(h, org, [])).status).toBe(422);
    expect((await report(h, org, [event('a', { policy_id: other.policyId })])).status).toBe(422);
    expect((await report(h, org, [event('a', { timestamp: '2026-03-15T11:00:00Z' })])).status).toBe(422);
    expect((await report(h, org, [event('a', { timestamp: '2026-01-01T00:00:00Z' })])).status).toBe(422);
    expect((await report(h, org, [event('a', { source_type: 'EMAIL_GATEWAY' })])).status).toBe(422);
    expect((await report(h, org, [event('a')], org.policyKey)).status).toBe(403);
    expect((await report(h, org, [event('a')], h.adminKey)).status).toBe(403);
    expect(await auditRows(h, org.orgId)).toEqual([]);

    expect((await h.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: h.adminKey })).status).toBe(204);
    const revoked = await report(h, org, [event('a')]);
    expect(revoked.status).toBe(403);
    expect((await revoked.json()).error.details).toMatchObject({ valid: false, status: 'revoked' });
  });

  it('count against the monthly quota: past it they are audited as REJECTED, answered 429, and accepted next month', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { max_checks_per_month: 3 } });
    expect((await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'hi', destination: 'AI_TOOL' } })).status).toBe(200);

    const batch = ['e1', 'e2', 'e3', 'e4'].map((id) => event(id));
    const res = await report(h, org, batch);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String((Date.parse('2026-04-01T00:00:00Z') - Date.parse('2026-03-15T10:00:00Z')) / 1000));
    expect((await res.json()).error.details).toMatchObject({ accepted: ['e1', 'e2'], duplicates: [], rejected: ['e3', 'e4'] });
    const decisions = (await auditRows(h, org.orgId)).map((r) => r.decision);
    expect(decisions.filter((d) => d === 'REJECTED')).toHaveLength(2);

    h.clock.set('2026-04-01T00:00:01.000Z');
    const retry = await report(h, org, batch.map((e) => ({ ...e, timestamp: '2026-03-31T23:00:00Z' })));
    expect(await retry.json()).toEqual({ accepted: ['e3', 'e4'], duplicates: ['e1', 'e2'], rejected: [] });
  });
});
