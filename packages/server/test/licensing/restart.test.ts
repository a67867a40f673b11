import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startServer } from '../../src/server.js';

// A fake administrator key for this test only.
const ADMIN_KEY = 'pfa_EXAMPLEfakeAdminKeyForTheRestartTest0000';
const dataDir = mkdtempSync(join(tmpdir(), 'preflight-licensing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () =>
  loadConfig({ PREFLIGHT_PORT: '0', PREFLIGHT_DATA_DIR: dataDir, PREFLIGHT_ADMIN_KEY: ADMIN_KEY, PREFLIGHT_LOG_LEVEL: 'silent' });

async function call(base: string, path: string, init: { key?: string; method?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = init.key ? { Authorization: `Bearer ${init.key}` } : {};
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return res.json();
}

describe('token signing key across restarts (real server, key file in the data dir)', () => {
  it('is created once, sealed with the master key file, and verifies tokens issued before the restart', async () => {
    const first = await startServer(config());
    const org = await call(first.url, '/api/orgs', { key: ADMIN_KEY, method: 'POST', json: { name: 'Acme' } });
    const { jwt_token: token } = await call(first.url, '/v1/license/validate', { key: org.license_key });
    const before = await call(first.url, '/.well-known/jwks.json');
    await first.close();
    expect(statSync(join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);

    const second = await startServer(config());
    try {
      const after = await call(second.url, '/.well-known/jwks.json');
      expect(after).toEqual(before);
      const { payload } = await jwtVerify(token, createLocalJWKSet(after), { issuer: first.url });
      expect(payload.sub).toBe(org.org_id);
      const again = await call(second.url, '/v1/license/validate', { key: org.license_key });
      const { protectedHeader } = await jwtVerify(again.jwt_token, createLocalJWKSet(after), { issuer: second.url });
      expect(protectedHeader.kid).toBe(before.keys[0].kid);
    } finally {
      await second.close();
    }
  });
});
