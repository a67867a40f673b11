import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreflightClient, unwrap } from '@preflight/client';
import { removeDataDir, type ServerProcess, startServerProcess, TEST_ADMIN_KEY } from '../../packages/client/test/server-process.js';
import { type HeadlessChromium, launchHeadlessChromium } from '../../test-support/headless-chromium.js';
import { buildBrowserExample } from './build.js';
import { serveBrowserExample } from './serve.js';

let server: ServerProcess;
let browser: HeadlessChromium;
let dist: string;
let pages: Awaited<ReturnType<typeof serveBrowserExample>>;
beforeAll(async () => {
  dist = await buildBrowserExample();
  // The page has its own origin, as a web app would; the server allows it by CORS.
  pages = await serveBrowserExample(dist, 0);
  server = await startServerProcess({ PREFLIGHT_CORS_ORIGINS: pages.origin });
  browser = await launchHeadlessChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  pages?.server.close();
  if (server) removeDataDir(server);
});

describe('browser example (bundled with platform browser, run in Chromium)', () => {
  it('holds no Node built-in and checks a textarea locally before it is sent', async () => {
    const bundle = readFileSync(join(dist, 'page.js'), 'utf8');
    expect(bundle).not.toMatch(/require\(["'](node:)?(fs|path|crypto|child_process)["']\)|from ["']node:/);

    const admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
    const org = await unwrap(admin.api.POST('/api/orgs', { body: { name: 'Browser Corp' } }));
    // A custom pattern runs on core's RE2 engine, whose wasm the bundle carries inline.
    await unwrap(
      admin.api.PATCH('/api/orgs/{org_id}/policies/{policy_id}', {
        params: { path: { org_id: org.org_id, policy_id: org.default_policy.policy_id } },
        body: { customDetectors: [{ id: 'project-code', type: 'PROJECT_CODE', categories: ['PII'], pattern: 'PRJ-[0-9]{4}' }] },
      }),
    );

    const page = await browser.context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${pages.origin}/?server=${encodeURIComponent(server.url)}`);
    await page.fill('#license', org.license_key);
    await page.click('#connect button');
    await expect.poll(() => page.textContent('#status')).toContain('Connected; policy');

    await page.fill('#text', 'Deploy with key AKIAQ3FAKEKEY7EXMPL2 please');
    await page.click('#prompt button');
    expect(await page.getAttribute('#status', 'data-decision')).toBe('BLOCKED');
    expect(await page.textContent('#sent')).toBe('');
    expect(await page.textContent('#status')).not.toContain('AKIAQ3FAKEKEY7EXMPL2');

    await page.fill('#text', 'Summarise PRJ-2041 for fake.browser@example.com');
    await page.click('#prompt button');
    expect(await page.getAttribute('#status', 'data-decision')).toBe('ALLOWED_WITH_MASKING');
    expect(await page.textContent('#sent')).toBe('Summarise [PROJECT_CODE_1] for [EMAIL_1]');
    expect(await page.inputValue('#text')).toBe('Summarise [PROJECT_CODE_1] for [EMAIL_1]');

    const audit = () => unwrap(admin.api.GET('/api/audit', { params: { query: { org_id: org.org_id } } }));
    await expect.poll(async () => (await audit()).items.map((i) => i.decision).sort(), { timeout: 10_000 }).toEqual([
      'ALLOWED_WITH_MASKING',
      'BLOCKED',
    ]);
    expect(pageErrors).toEqual([]);
  });
});
