import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

describe('quota counting of checks', () => {
  it('happens in the audit write itself: a check makes no separate quota write', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    h.store.licenses.consumeCheck = () => Promise.reject(new Error('a separate quota write'));
    h.store.licenses.releaseCheck = () => Promise.reject(new Error('a separate quota write'));
    const res = await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: 'hi', destination: 'VENDOR' } });
    expect(res.status).toBe(200);
    expect(await h.store.licenses.checksUsed(org.licenseId, '2026-03')).toBe(1);
  });

  it('leaves the allowance untouched when the check fails before it is recorded', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', '/api/preflight', {
      key: org.policyKey,
      serviceKey: true,
      body: (() => {
        const form = new FormData();
        form.set('file', new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xff])], 'broken.docx'));
        form.set('destination', 'VENDOR');
        return form;
      })(),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await h.store.licenses.checksUsed(org.licenseId, '2026-03')).toBe(0);
  });
});
