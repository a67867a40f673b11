import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreflightClient, PreflightApiError, PreflightNetworkError, unwrap } from '@preflight/client';
import { removeDataDir, type ServerProcess, startServerProcess, TEST_ADMIN_KEY } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe('PreflightClient against a real server process', () => {
  it('manages, checks and reads the audit log with the credential each route needs', async () => {
    const admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
    const org = await unwrap(admin.api.POST('/api/orgs', { body: { name: 'Client Corp' } }));
    expect(org.license_key).toMatch(/^pfl_/);

    const { api_key: managementKey } = await unwrap(
      admin.api.POST('/api/orgs/{org_id}/api-keys', { params: { path: { org_id: org.org_id } }, body: { name: 'client test' } }),
    );
    const policyKey = org.default_policy.api_key;
    const client = createPreflightClient({ baseUrl: server.url, apiKey: managementKey, policyKey });

    const policies = await unwrap(client.api.GET('/api/orgs/{org_id}/policies', { params: { path: { org_id: org.org_id } } }));
    expect(policies.items.map((p) => p.policy_id)).toContain(org.default_policy.policy_id);

    const text = await client.checkText({ text: 'Write to client.person@example.com (fake)', destination: 'AI_TOOL' });
    expect(text.decision).toBe('ALLOWED_WITH_MASKING');
    expect(text.masked_content).not.toContain('client.person@example.com');

    const file = await client.checkFile(new Blob(['name,email\nAda,ada.fake@example.com\n'], { type: 'text/csv' }), {
      filename: 'people.csv',
      destination: 'VENDOR',
    });
    expect(file.detected.map((d) => d.type)).toContain('EMAIL');
    expect(file.masked_file_url).toMatch(/masked-file$/);

    const stored = await unwrap(client.api.GET('/api/preflight/{preflight_id}', { params: { path: { preflight_id: text.preflight_id } } }));
    expect(stored.decision).toBe('ALLOWED_WITH_MASKING');

    const audit = await client.getAudit({ limit: 10 });
    expect(audit.items.map((i) => i.preflight_id)).toEqual(expect.arrayContaining([text.preflight_id, file.preflight_id]));
  });

  it('throws typed errors that carry the server code, status and request id', async () => {
    const anonymous = createPreflightClient({ baseUrl: server.url, retry: { retries: 0 } });
    const unauthenticated = await anonymous.getAudit().catch((e: unknown) => e);
    expect(unauthenticated).toBeInstanceOf(PreflightApiError);
    expect(unauthenticated).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect((unauthenticated as PreflightApiError).requestId).toBeTruthy();

    const admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
    const missing = await unwrap(admin.api.GET('/api/orgs/{org_id}', { params: { path: { org_id: 'no-such-org' } } })).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const invalid = await unwrap(admin.api.POST('/api/orgs', { body: { name: '' } })).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'VALIDATION_FAILED', status: 422 });
  });

  it('reports an unreachable server as a network error after its retries', async () => {
    const closedPort = createPreflightClient({ baseUrl: 'http://127.0.0.1:9', retry: { retries: 1, baseDelayMs: 1 } });
    await expect(unwrap(closedPort.api.GET('/healthz'))).rejects.toBeInstanceOf(PreflightNetworkError);
  });
});
