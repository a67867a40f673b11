import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreflightClient, LicenseTokenError, Preflight, type PreflightClient, unwrap } from '@preflight/client';
import { removeDataDir, type ServerProcess, startServerProcess, TEST_ADMIN_KEY } from './server-process.js';

const EMAIL_TEXT = 'Please reply to sdk.person@example.com (fake address)';

let server: ServerProcess;
let admin: PreflightClient;
beforeAll(async () => {
  server = await startServerProcess();
  admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

async function newOrg(name: string) {
  return unwrap(admin.api.POST('/api/orgs', { body: { name } }));
}

describe('SDK mode against a real server process', () => {
  it('checks locally and uploads metadata-only audit events that appear in the audit log', async () => {
    const org = await newOrg('SDK Audit Corp');
    const sdk = await Preflight.connect({ baseUrl: server.url, licenseKey: org.license_key });
    expect(sdk.orgId).toBe(org.org_id);
    expect(sdk.policyVersion).toBe(org.default_policy.policy_version);

    const masked = sdk.check(EMAIL_TEXT, { destination: 'AI_TOOL' });
    expect(masked.decision).toBe('ALLOWED_WITH_MASKING');
    expect(masked.masked_content).not.toContain('sdk.person@example.com');
    const blocked = sdk.check('key AKIAQ3FAKEKEY7EXMPL2', { destination: 'AI_TOOL' });
    expect(blocked.decision).toBe('BLOCKED');

    const stats = await sdk.close();
    expect(stats).toMatchObject({ queued: 0, sent: 2, dropped: 0 });

    const audit = await unwrap(admin.api.GET('/api/audit', { params: { query: { org_id: org.org_id } } }));
    expect(audit.total).toBe(2);
    expect(audit.items.map((i) => i.decision).sort()).toEqual(['ALLOWED_WITH_MASKING', 'BLOCKED']);
    expect(audit.items.every((i) => i.policy_version === sdk.policyVersion)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('sdk.person@example.com');
    expect(JSON.stringify(audit)).not.toContain('AKIAQ3FAKEKEY7EXMPL2');
  });

  it('picks up a changed policy on refresh', async () => {
    const org = await newOrg('SDK Refresh Corp');
    const sdk = await Preflight.connect({ baseUrl: server.url, licenseKey: org.license_key });
    const before = sdk.policyVersion;
    expect(sdk.check(EMAIL_TEXT, { destination: 'CUSTOMER' }).decision).toBe('ALLOWED');

    await unwrap(
      admin.api.PATCH('/api/orgs/{org_id}/policies/{policy_id}', {
        params: { path: { org_id: org.org_id, policy_id: org.default_policy.policy_id } },
        body: {
          rules: [{ name: 'No personal data anywhere', enabled: true, dataTypes: ['PII'], destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'], action: 'BLOCK' }],
        },
      }),
    );
    await sdk.refresh();
    expect(sdk.policyVersion).not.toBe(before);
    expect(sdk.check(EMAIL_TEXT, { destination: 'CUSTOMER' }).decision).toBe('BLOCKED');
    await sdk.close();
  });

  it('keeps checking from the last policy while the server is down, and uploads once it is back', async () => {
    const org = await newOrg('SDK Offline Corp');
    const errors: unknown[] = [];
    const sdk = await Preflight.connect({
      baseUrl: server.url,
      licenseKey: org.license_key,
      retry: { retries: 0 },
      audit: { retryDelayMs: 60_000 },
      onError: (error) => errors.push(error),
    });
    await server.stop();
    try {
      expect(sdk.check(EMAIL_TEXT, { destination: 'AI_TOOL' }).decision).toBe('ALLOWED_WITH_MASKING');
      await expect(sdk.refresh()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      expect(sdk.check(EMAIL_TEXT, { destination: 'VENDOR' }).decision).toBe('ALLOWED_WITH_MASKING');
      await sdk.flush();
      expect(sdk.auditStats).toMatchObject({ queued: 2, sent: 0 });
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await server.restart();
    }
    expect(await sdk.close()).toMatchObject({ queued: 0, sent: 2 });
    const audit = await unwrap(admin.api.GET('/api/audit', { params: { query: { org_id: org.org_id } } }));
    expect(audit.total).toBe(2);
  });

  it('drops events the server refuses as invalid instead of retrying them forever', async () => {
    const org = await newOrg('SDK Invalid Event Corp');
    const errors: unknown[] = [];
    const sdk = await Preflight.connect({
      baseUrl: server.url,
      licenseKey: org.license_key,
      actorId: 'not an identifier',
      onError: (error) => errors.push(error),
    });
    sdk.check(EMAIL_TEXT, { destination: 'AI_TOOL' });
    expect(await sdk.close()).toMatchObject({ queued: 0, sent: 0, dropped: 1 });
    expect(errors).toEqual([expect.objectContaining({ code: 'VALIDATION_FAILED', status: 422 })]);
  });

  it('stops checking once the server reports the license revoked', async () => {
    const org = await newOrg('SDK Revoked Corp');
    const sdk = await Preflight.connect({ baseUrl: server.url, licenseKey: org.license_key, retry: { retries: 0 } });
    await unwrap(admin.api.POST('/api/licenses/{license_id}/revoke', { params: { path: { license_id: org.license_id } } }));
    await expect(sdk.refresh()).rejects.toMatchObject({ status: 403 });
    expect(() => sdk.check(EMAIL_TEXT, { destination: 'AI_TOOL' })).toThrow(LicenseTokenError);
    await sdk.close();
    await expect(Preflight.connect({ baseUrl: server.url, licenseKey: org.license_key })).rejects.toMatchObject({ status: 403 });
  });
});
