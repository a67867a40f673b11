import { describe, expect, it } from 'vitest';
import { createHarness } from '../harness.js';

describe('SQLite license store: monthly counters', () => {
  it('count up to the limit, per month, never below zero, and without a limit when it is null', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const { licenses } = h.store;
    const consume = (month: string, limit: number | null) => licenses.consumeCheck(org.licenseId, month, limit);

    expect([await consume('2026-03', 2), await consume('2026-03', 2), await consume('2026-03', 2)]).toEqual([true, true, false]);
    expect(await consume('2026-04', 2)).toBe(true);
    expect(await licenses.checksUsed(org.licenseId, '2026-03')).toBe(2);
    expect(await consume('2026-03', null)).toBe(true);
    expect(await licenses.checksUsed(org.licenseId, '2026-03')).toBe(3);
    expect(await consume('2026-05', 0)).toBe(false);
    expect(await licenses.checksUsed(org.licenseId, '2026-05')).toBe(0);

    await licenses.releaseCheck(org.licenseId, '2026-04');
    await licenses.releaseCheck(org.licenseId, '2026-04');
    expect(await licenses.checksUsed(org.licenseId, '2026-04')).toBe(0);
  });

  it('revoke the license and deactivate its policies in one step, leaving other licenses alone', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const other = await h.createOrg('Other');
    expect(await h.store.licenses.revoke(org.licenseId, '2026-03-16T00:00:00.000Z')).toBe(true);
    expect(await h.store.licenses.revoke('lic_missing', '2026-03-16T00:00:00.000Z')).toBe(false);
    expect(await h.store.licenses.get(org.licenseId)).toMatchObject({ status: 'revoked', updatedAt: '2026-03-16T00:00:00.000Z' });
    expect(await h.store.policies.get(org.policyId)).toMatchObject({ isActive: false });
    expect(await h.store.policies.get(other.policyId)).toMatchObject({ isActive: true });
    expect(await h.store.licenses.get(other.licenseId)).toMatchObject({ status: 'active' });
  });
});
