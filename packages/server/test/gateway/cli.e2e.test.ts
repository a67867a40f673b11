import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeUpstream } from '../../../../test-support/fake-model-provider.js';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const ADMIN_KEY = `pfa_${'GATEWAYCLIEXAMPLEKEY'.padEnd(40, '0')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'preflight-gateway-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('preflight gateway (real process)', () => {
  it('refuses to start without an upstream, then guards calls to the one it is given', async () => {
    const missing = spawn(process.execPath, [CLI, 'gateway', '--port', '0', '--data-dir', dataDir], { env: { ...process.env, PREFLIGHT_GATEWAY_UPSTREAM: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    missing.stderr?.on('data', (chunk) => (err += chunk));
    expect(await new Promise((resolve) => missing.once('exit', resolve))).toBe(2);
    expect(err).toContain('--upstream');

    const upstream = await startFakeUpstream();
    const child = spawn(process.execPath, [CLI, 'gateway', '--upstream', upstream.url, '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
      env: { ...process.env, PREFLIGHT_ADMIN_KEY: ADMIN_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      child.stdout?.on('data', (chunk) => (out += chunk));
      await expect.poll(() => /Model gateway to/.test(out), { timeout: 20_000 }).toBe(true);
      const url = /listening on (\S+)/.exec(out)?.[1] as string;
      expect(out).toContain(`OpenAI clients use base URL ${url}/v1`);
      const org = await (await fetch(`${url}/api/orgs`, { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' }, body: '{"name":"Cli"}' })).json();
      const res = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Service-API-Key': org.default_policy.api_key, Authorization: 'Bearer sk-fake' },
        body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'mail cli.person@example.com' }] }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).choices[0].message.content).toBe('Noted: cli.person@example.com.');
      expect(upstream.received.at(-1)?.body).not.toContain('cli.person@example.com');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await upstream.close();
    }
  });
});
