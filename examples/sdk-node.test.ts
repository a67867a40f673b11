import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreflightClient, unwrap } from '@preflight/client';
import { removeDataDir, type ServerProcess, startServerProcess, TEST_ADMIN_KEY } from '../packages/client/test/server-process.js';
import { EXAMPLE_PROMPTS, runSdkExample } from './sdk-node.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe('examples/sdk-node', () => {
  it('checks the prompts locally and reports every decision to the audit log', async () => {
    const admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
    const org = await unwrap(admin.api.POST('/api/orgs', { body: { name: 'SDK Example Corp' } }));
    const lines: string[] = [];
    await runSdkExample({ baseUrl: server.url, licenseKey: org.license_key, log: (line) => lines.push(line) });

    expect(lines[0]).toMatch(new RegExp(`^Connected to ${org.org_id}; policy v1-`));
    expect(lines.slice(1, 4)).toEqual([
      `ALLOWED              ${EXAMPLE_PROMPTS[0]}`,
      'ALLOWED_WITH_MASKING Reply to [EMAIL_1] that her refund was approved.',
      'BLOCKED              (not sent)',
    ]);
    expect(lines[4]).toBe('Audit events sent: 3, still queued: 0');
    const audit = await unwrap(admin.api.GET('/api/audit', { params: { query: { org_id: org.org_id } } }));
    expect(audit.total).toBe(3);
  });
});
