import { describe, expect, it } from 'vitest';
import type { AuditRecord, LicenseRecord, OrgRecord, PolicyRecord, Store } from './types.js';

/**
 * The behaviour every Store implementation shares (SQLite now, PostgreSQL later). Each
 * implementation's test calls this with a factory for an empty store.
 */
export function describeStoreContract(name: string, openEmpty: () => Promise<Store>): void {
  const T0 = '2026-03-15T10:00:00.000Z';
  const org = (id: string): OrgRecord => ({ orgId: id, name: `Org ${id}`, slug: id, settings: {}, createdAt: T0, updatedAt: T0 });
  const license = (orgId: string): LicenseRecord => ({
    licenseId: `lic_${orgId}`, orgId, keyHash: `lh_${orgId}`, keyPrefix: 'pfl_x', licenseType: 'trial', status: 'active',
    expiresAt: '2026-04-14T10:00:00.000Z', maxChecksPerMonth: 1000, defaultPolicyGroup: `pol_${orgId}`, createdAt: T0, updatedAt: T0,
  });
  const policy = (orgId: string): PolicyRecord => ({
    policyId: `pol_${orgId}`, orgId, licenseId: `lic_${orgId}`, name: 'Default', isActive: true, definition: { rules: [] },
    policyVersion: 'v1', keyHash: `ph_${orgId}`, keyPrefix: 'pfp_x', createdAt: T0, updatedAt: T0,
  });
  const check = (id: string, orgId: string, createdAt: string, decision: AuditRecord['decision'], findings = 0): AuditRecord => ({
    preflightId: id, orgId, policyId: `pol_${orgId}`, policyName: 'Default', policyVersion: 'v1', destination: 'AI_TOOL',
    decision, summary: `${decision} summary`, inputType: 'text', sourceType: 'API', actorId: 'pol', inputSizeBytes: 100,
    detected: findings ? [{ type: 'EMAIL', count: findings, sample: null }] : [], content: null, maskedContent: null,
    maskedFile: null, createdAt,
  });

  async function withTwoOrgs() {
    const store = await openEmpty();
    for (const id of ['a', 'b']) await store.orgs.createWithDefaults(org(id), license(id), policy(id));
    return store;
  }

  describe(`${name} store contract`, () => {
    it('creates an organization with its license and policy, found by id, slug and key hashes', async () => {
      const store = await withTwoOrgs();
      expect(await store.orgs.find('a')).toEqual(org('a'));
      expect((await store.licenses.findByKeyHash('lh_a'))?.licenseId).toBe('lic_a');
      expect((await store.policies.findByKeyHash('ph_b'))?.policyId).toBe('pol_b');
      expect(await store.orgs.find('missing')).toBeNull();
      expect((await store.orgs.list({ limit: 1, offset: 1 })).items.map((o) => o.orgId)).toEqual(['b']);
      await store.close();
    });

    it('records a check and its daily counters together', async () => {
      const store = await withTwoOrgs();
      await store.audit.recordCheck(check('p1', 'a', '2026-03-14T08:00:00.000Z', 'ALLOWED'));
      await store.audit.recordCheck(check('p2', 'a', '2026-03-15T08:00:00.000Z', 'ALLOWED_WITH_MASKING', 2));
      await store.audit.recordCheck(check('p3', 'a', '2026-03-15T09:00:00.000Z', 'BLOCKED', 1));
      await store.audit.recordCheck(check('p4', 'b', '2026-03-15T09:00:00.000Z', 'BLOCKED', 5));
      // Refused by the quota: counted apart, never as a check.
      await store.audit.recordCheck(check('p5', 'a', '2026-03-15T10:00:00.000Z', 'REJECTED'));
      const range = { fromDate: '2026-03-14', toDate: '2026-03-15' };
      expect(await store.analytics.dailyTotals(range, 'a')).toEqual([
        { date: '2026-03-14', checks: 1, allowed: 1, masked: 0, blocked: 0, bytes: 100, preventedExposures: 0, rejected: 0 },
        { date: '2026-03-15', checks: 2, allowed: 0, masked: 1, blocked: 1, bytes: 200, preventedExposures: 3, rejected: 1 },
      ]);
      expect((await store.analytics.dailyTotals(range)).at(-1)?.checks).toBe(3);
      expect(await store.analytics.detectionCounts(range, 'a')).toEqual([{ type: 'EMAIL', count: 3 }]);
      expect(await store.audit.get('p2')).toEqual(check('p2', 'a', '2026-03-15T08:00:00.000Z', 'ALLOWED_WITH_MASKING', 2));
      await expect(store.audit.recordCheck(check('p1', 'a', T0, 'ALLOWED'))).rejects.toThrow();
      expect((await store.analytics.dailyTotals({ fromDate: '2026-03-15', toDate: '2026-03-15' }, 'a'))[0].checks).toBe(2);
      await store.close();
    });

    it("records every other organization's checks while one is deleted, and refuses the deleted one's as not found", async () => {
      const store = await withTwoOrgs();
      const day = '2026-03-15T08:00:00.000Z';
      const recorded = Array.from({ length: 200 }, (_, i) => store.audit.recordCheck(check(`p${i}`, i % 2 === 0 ? 'a' : 'b', day, 'BLOCKED', 1)));
      const deleted = store.orgs.delete('a');
      const later = Array.from({ length: 20 }, (_, i) => store.audit.recordCheck(check(`q${i}`, i % 2 === 0 ? 'a' : 'b', day, 'ALLOWED')));
      const outcomes = await Promise.allSettled([...recorded, ...later]);
      expect(await deleted).toBe(true);
      const ofB = outcomes.filter((_, i) => i % 2 === 1);
      expect(ofB.every((o) => o.status === 'fulfilled')).toBe(true);
      // A check of the deleted organization was recorded before the deletion (and went with it) or is refused as not found.
      for (const o of outcomes.filter((_, i) => i % 2 === 0)) if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'NOT_FOUND' });
      expect(outcomes.slice(200).filter((o, i) => i % 2 === 0 && o.status === 'fulfilled')).toEqual([]);
      expect((await store.analytics.dailyTotals({ fromDate: '2026-03-15', toDate: '2026-03-15' }, 'b'))[0].checks).toBe(110);
      await store.close();
    });

    it('counts checks recorded at the same time once each, leaving out one that fails', async () => {
      const store = await withTwoOrgs();
      const day = '2026-03-15T08:00:00.000Z';
      const outcomes = await Promise.allSettled([
        store.audit.recordCheck(check('p1', 'a', day, 'BLOCKED', 2)),
        store.audit.recordCheck(check('p2', 'a', day, 'ALLOWED_WITH_MASKING', 1)),
        // The same id again: refused alone.
        store.audit.recordCheck(check('p1', 'a', day, 'BLOCKED', 4)),
        store.audit.recordCheck(check('p3', 'b', day, 'ALLOWED')),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const range = { fromDate: '2026-03-15', toDate: '2026-03-15' };
      expect(await store.analytics.dailyTotals(range, 'a')).toEqual([
        { date: '2026-03-15', checks: 2, allowed: 0, masked: 1, blocked: 1, bytes: 200, preventedExposures: 3, rejected: 0 },
      ]);
      expect(await store.analytics.detectionCounts(range, 'a')).toEqual([{ type: 'EMAIL', count: 3 }]);
      expect((await store.analytics.dailyTotals(range, 'b'))[0].checks).toBe(1);
      await store.close();
    });

    it('holds a limit against checks counted at the same time without one', async () => {
      const store = await withTwoOrgs();
      const charge = (limit: number | null, id: string) => ({
        licenseId: 'lic_a', month: '2026-03', limit, rejected: () => check(`${id}_rejected`, 'a', T0, 'REJECTED'),
      });
      const counted = await Promise.all([
        store.audit.recordCheck(check('p1', 'a', T0, 'ALLOWED'), charge(null, 'p1')),
        store.audit.recordCheck(check('p2', 'a', T0, 'ALLOWED'), charge(null, 'p2')),
        store.audit.recordCheck(check('p3', 'a', T0, 'ALLOWED'), charge(2, 'p3')),
      ]);
      expect(counted).toEqual([true, true, false]);
      expect(await store.licenses.checksUsed('lic_a', '2026-03')).toBe(2);
      expect(await store.audit.get('p3_rejected')).not.toBeNull();
      await store.close();
    });

    it('lists the audit log newest first with the same totals by counters and by rows', async () => {
      const store = await withTwoOrgs();
      await store.audit.recordCheck(check('p1', 'a', '2026-03-14T08:00:00.000Z', 'ALLOWED'));
      await store.audit.recordCheck(check('p2', 'a', '2026-03-15T08:00:00.000Z', 'BLOCKED', 1));
      await store.audit.recordCheck(check('p3', 'b', '2026-03-15T09:00:00.000Z', 'BLOCKED', 1));
      const page = await store.audit.list({ limit: 10, offset: 0, orgId: 'a' });
      expect(page.total).toBe(2);
      expect(page.items.map((i) => i.preflightId)).toEqual(['p2', 'p1']);
      expect(page.items[0]).toMatchObject({ orgName: 'Org a', policyName: 'Default', decision: 'BLOCKED' });
      const byDay = await store.audit.list({ limit: 10, offset: 0, from: '2026-03-15T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
      const byTime = await store.audit.list({ limit: 10, offset: 0, from: '2026-03-15T00:00:00.001Z', to: '2026-03-16T00:00:00.000Z' });
      expect(byDay.total).toBe(2);
      expect(byTime.total).toBe(2);
      expect((await store.audit.list({ limit: 10, offset: 0, search: 'blocked' })).total).toBe(2);
      expect((await store.audit.list({ limit: 10, offset: 0, search: '%' })).total).toBe(0);
      await store.close();
    });

    it('counts a search over whole days exactly as counting the rows does, before and after deletions', async () => {
      const store = await withTwoOrgs();
      const days = ['2026-03-13T08:00:00.000Z', '2026-03-14T08:00:00.000Z', '2026-03-15T08:00:00.000Z'];
      let n = 0;
      for (const at of days) {
        for (const decision of ['ALLOWED', 'BLOCKED', 'BLOCKED', 'REJECTED'] as const) {
          await store.audit.recordCheck(check(`pa${++n}`, 'a', at, decision));
          await store.audit.recordCheck(check(`pb${++n}`, 'b', at, decision));
        }
      }
      // Whole-day bounds read the counters; a bound one millisecond inside the day counts rows.
      const totals = async (search: string, orgId?: string) => {
        const byCounters = await store.audit.list({ limit: 1, offset: 0, orgId, search, from: '2026-03-14T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' });
        const byRows = await store.audit.list({ limit: 1, offset: 0, orgId, search, from: '2026-03-13T08:00:00.001Z', to: '2026-03-16T00:00:00.000Z' });
        expect(byCounters.total).toBe(byRows.total);
        return byCounters.total;
      };
      expect(await totals('blocked', 'a')).toBe(4);
      expect(await totals('BLOCK')).toBe(8);
      expect(await totals('ai_tool', 'b')).toBe(8);
      expect(await totals('rejected summary', 'a')).toBe(2);
      expect(await totals('default')).toBe(16);
      expect(await totals('nothing like this')).toBe(0);
      const page = await store.audit.list({ limit: 2, offset: 1, orgId: 'a', search: 'blocked' });
      expect(page.items.map((i) => i.decision)).toEqual(['BLOCKED', 'BLOCKED']);
      await store.orgs.delete('b');
      expect(await totals('BLOCK')).toBe(4);
      await store.close();
    });

    it('deletes an organization with everything it owns, leaving others alone', async () => {
      const store = await withTwoOrgs();
      await store.apiKeys.insert({ keyId: 'k', orgId: 'a', name: 'k', keyHash: 'kh', keyPrefix: 'pfm_x', createdAt: T0 });
      await store.audit.recordCheck(check('p1', 'a', T0, 'ALLOWED'));
      await store.audit.recordCheck(check('p2', 'b', T0, 'ALLOWED'));
      expect(await store.orgs.delete('a')).toBe(true);
      expect(await store.apiKeys.findByHash('kh')).toBeNull();
      expect(await store.policies.get('pol_a')).toBeNull();
      expect(await store.licenses.get('lic_a')).toBeNull();
      expect(await store.audit.get('p1')).toBeNull();
      expect(await store.audit.get('p2')).not.toBeNull();
      expect(await store.orgs.delete('a')).toBe(false);
      await store.close();
    });

    it('reports each destination\'s queued and dead-lettered jobs and its oldest queued one', async () => {
      const store = await withTwoOrgs();
      expect(await store.forwarding.queueStats()).toEqual([]);
      await store.forwarding.insertDestination({
        destinationId: 'fwd_a', orgId: 'a', url: 'https://receiver.example.com/in', authHeaderName: null, authHeaderSealed: null,
        enabled: true, lastError: null, lastSuccessAt: null, lastFailureAt: null, createdAt: T0, updatedAt: T0,
      });
      for (const [id, at] of [['p1', '2026-03-15T08:00:00.000Z'], ['p2', '2026-03-15T09:00:00.000Z'], ['p3', '2026-03-15T09:30:00.000Z']]) {
        await store.audit.recordCheck(check(id as string, 'a', at as string, 'ALLOWED'));
      }
      const nowMs = Date.parse('2026-03-15T12:00:00.000Z');
      const [first] = await store.forwarding.claimDue(nowMs, nowMs + 60_000, 1);
      await store.forwarding.settle([{ jobId: first.jobId, destinationId: 'fwd_a', outcome: 'dead', error: 'HTTP 500' }], T0);
      const [stats] = await store.forwarding.queueStats();
      expect(stats).toMatchObject({ destinationId: 'fwd_a', queued: 2, failed: 1 });
      expect(typeof stats.oldestQueuedAt).toBe('string');
      await store.close();
    });

    it('keeps the first value of a server secret', async () => {
      const store = await openEmpty();
      expect(await store.secrets.get('s')).toBeNull();
      expect(await store.secrets.setIfAbsent('s', 'one', T0)).toBe('one');
      expect(await store.secrets.setIfAbsent('s', 'two', T0)).toBe('one');
      await store.close();
    });
  });
}
