import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreflightClient, unwrap } from '@preflight/client';
import { removeDataDir, type ServerProcess, startServerProcess, TEST_ADMIN_KEY } from '../../client/test/server-process.js';
import { CHROMIUM } from '../../../test-support/headless-chromium.js';
import { buildExtension } from '../build.js';
import { resolveSettings } from '../src/settings.js';
import type { Activity, PageSettings } from '../src/shared.js';
import { DEFAULT_SITES } from '../src/sites.js';

const AWS_KEY = 'AKIAQYLPMN5HFIQR7XPA';
const EMAIL = 'fake.person@example.com';
const CARDS = ['4111 1111 1111 1111', '5500 0000 0000 0004'];
/** An administrator may name users by e-mail address in audit events. */
const ACTOR = 'tester.one@example.com';
/** An internal chat tool an administrator adds to the guarded sites. */
const ADDED_SITE = 'chat.acme.example';
const PAGES = join(import.meta.dirname, 'pages');
/** Screenshots go to the package's docs with UPDATE_SCREENSHOTS=1, else to a scratch folder removed afterwards. */
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const SCREENSHOTS = UPDATE_SCREENSHOTS ? join(import.meta.dirname, '../docs') : mkdtempSync(join(tmpdir(), 'preflight-extension-shots-'));

let work: string;
let dist: string;
let pages: Server;
let context: BrowserContext;
/** An extension page, to read the extension's storage whether or not its worker runs. */
let extensionPage: Page;
let extensionId: string;
let server: ServerProcess;
let orgId: string;
let licenseKey: string;
let policyPath: { org_id: string; policy_id: string };
const admin = () => createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });

/** A self-signed certificate for the AI tools' host names, made for this run only. */
function testCertificate(dir: string): { key: Buffer; cert: Buffer } {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=chatgpt.com',
    '-addext', `subjectAltName=DNS:chatgpt.com,DNS:claude.ai,DNS:${ADDED_SITE}`,
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** The test pages over HTTPS, with a CSP as strict as the AI tools' own for page scripts. */
function servePages(tls: { key: Buffer; cert: Buffer }): Promise<{ server: Server; port: number }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
  const https = createServer(tls, (req, res) => {
    const name = new URL(req.url ?? '/', 'https://page.invalid').pathname.slice(1);
    if (!/^[a-z]+\.(html|js)$/.test(name)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(name)], 'Content-Security-Policy': "script-src 'self'; object-src 'none'" });
    res.end(readFileSync(join(PAGES, name)));
  });
  return new Promise((resolve) => https.listen(0, '127.0.0.1', () => resolve({ server: https, port: (https.address() as { port: number }).port })));
}

async function settled<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A browser call that never answers fails with its name rather than as the test's time-out. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const stored = <T>(key: string) =>
  within(5_000, `reading ${key}`, extensionPage.evaluate((k) => chrome.storage.local.get(k).then((all) => all[k]), key) as Promise<T>);

async function openChat(path: 'textarea.html' | 'editor.html'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`https://chatgpt.com/${path}`);
  // The content script is ready once it has reported its load for this page.
  await settled(() => stored<Activity | undefined>('activity'), (a) => a?.lastLoad !== undefined);
  return page;
}

const sent = (page: Page) => page.evaluate(() => (window as unknown as { chat: { sent: string[] } }).chat.sent);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'preflight-extension-'));
  dist = await buildExtension(join(work, 'extension'));
  const served = await servePages(testCertificate(work));
  pages = served.server;
  context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 900, height: 640 },
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--ignore-certificate-errors',
      // The real match patterns apply: the browser believes it talks to chatgpt.com.
      `--host-resolver-rules=${['chatgpt.com', 'claude.ai', ADDED_SITE].map((host) => `MAP ${host} 127.0.0.1:${served.port}`).join(',')}`,
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      '--disable-features=DisableLoadExtensionCommandLineSwitch',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
  extensionPage = await context.newPage();
  await extensionPage.goto(`chrome-extension://${extensionId}/popup.html`);
  // The server lets the extension's origin upload audit events (CORS), as a deployment would.
  server = await startServerProcess({ PREFLIGHT_CORS_ORIGINS: `chrome-extension://${extensionId}` });
  const org = await unwrap(admin().api.POST('/api/orgs', { body: { name: 'Extension Corp' } }));
  orgId = org.org_id;
  licenseKey = org.license_key;
  policyPath = { org_id: orgId, policy_id: org.default_policy.policy_id };
  const policy = await unwrap(admin().api.GET('/api/orgs/{org_id}/policies/{policy_id}', { params: { path: policyPath } }));
  // Card numbers are masked by default; this organization blocks them to AI tools.
  const blockCards = { id: 'block-financial-to-ai', name: 'Block financial data to AI tools', enabled: true, dataTypes: ['FINANCIAL' as const], destinations: ['AI_TOOL' as const], action: 'BLOCK' as const };
  await unwrap(admin().api.PATCH('/api/orgs/{org_id}/policies/{policy_id}', { params: { path: policyPath }, body: { rules: [blockCards, ...(policy.rules as (typeof blockCards)[])] } }));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  pages?.close();
  if (server) removeDataDir(server);
  if (work) rmSync(work, { recursive: true, force: true });
  if (!UPDATE_SCREENSHOTS) rmSync(SCREENSHOTS, { recursive: true, force: true });
});

describe('browser extension in Chromium, on chatgpt.com mapped to a local page', () => {
  it('is configured from its options page, the same way a policy file configures it, and connects', async () => {
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.fill('[name=serverUrl]', server.url);
    await options.fill('[name=licenseKey]', licenseKey);
    await options.fill('[name=actorId]', ACTOR);
    await options.click('button[type=submit]');
    await expect.poll(() => options.textContent('#status'), { timeout: 15_000 }).toContain(`Connected to ${orgId}`);
    await options.close();

    // What the options page stored resolves exactly as the same values from managed storage
    // (a policy file) do, and the worker published that to the pages.
    const policyFile = { serverUrl: server.url, licenseKey, actorId: ACTOR };
    const fromOptions = resolveSettings({}, await stored('settings'), 'unused');
    const fromPolicy = resolveSettings(policyFile, {}, 'unused');
    expect(fromOptions.settings).toEqual(fromPolicy.settings);
    const published = await stored<PageSettings>('pageSettings');
    expect(published).toEqual({ enforcementMode: 'enforce', sites: fromPolicy.settings.sites, unsupportedFiles: 'block' });
  });

  it('blocks a message with an AWS key and explains why next to the editor, without the value', async () => {
    const page = await openChat('textarea.html');
    await page.fill('#prompt', `Deploy with ${AWS_KEY} now`);
    await page.press('#prompt', 'Enter');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('1 AWS access key');
    const text = await alert.textContent();
    expect(text).toContain('Preflight stopped this message');
    expect(text).toContain('policy does not allow');
    expect(text).not.toContain(AWS_KEY);
    expect(await sent(page)).toEqual([]);
    // Clicking the send button is stopped the same way.
    await page.click('#send');
    expect(await sent(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'blocked.png') });
    await page.close();
  });

  it('masks an e-mail pasted into a rich editor, and the page sends the masked text', async () => {
    const page = await openChat('editor.html');
    await page.click('#prompt');
    await page.keyboard.type('Write to ');
    await page.evaluate((email) => {
      const data = new DataTransfer();
      data.setData('text/plain', email);
      document.getElementById('prompt')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, EMAIL);
    await expect.poll(() => page.innerText('#prompt')).toContain('[EMAIL_1]');
    expect(await page.innerText('#prompt')).not.toContain(EMAIL);
    expect(await page.getByRole('status').textContent()).toContain('1 email address masked');
    await page.screenshot({ path: join(SCREENSHOTS, 'masked.png') });
    await page.click('#send');
    expect(await sent(page)).toEqual(['Write to [EMAIL_1]']);
    await page.close();
  });

  it('masks on submit in a textarea, and Undo puts the original back', async () => {
    const page = await openChat('textarea.html');
    await page.fill('#prompt', `Reply to ${EMAIL}`);
    await page.press('#prompt', 'Enter');
    expect(await sent(page)).toEqual(['Reply to [EMAIL_1]']);
    await page.fill('#prompt', `Ask ${EMAIL}`);
    await page.click('#send');
    expect((await sent(page))[1]).toBe('Ask [EMAIL_1]');
    await page.close();
  });

  it('blocks a dropped CSV with card numbers', async () => {
    const page = await openChat('textarea.html');
    await page.evaluate((cards) => {
      const data = new DataTransfer();
      data.items.add(new File([`name,card\nA,${cards[0]}\nB,${cards[1]}\n`], 'customers.csv', { type: 'text/csv' }));
      document.getElementById('drop')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, CARDS);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('2 credit card numbers');
    expect(await alert.textContent()).toContain('Preflight stopped this file');
    expect(await page.evaluate(() => (window as unknown as { chat: { files: unknown[] } }).chat.files)).toEqual([]);

    // A clean text file passes to the page as it was.
    await page.setInputFiles('#upload', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Agenda: roadmap review') });
    await expect.poll(() => page.evaluate(() => (window as unknown as { chat: { files: unknown[] } }).chat.files)).toEqual([
      { name: 'notes.txt', text: 'Agenda: roadmap review' },
    ]);
    // A file it cannot read is blocked under the default setting.
    await page.setInputFiles('#upload', { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect.poll(() => alert.textContent()).toContain("can't check this file type (.png)");
    await page.close();
  });

  it('lets an allowed prompt through untouched, and times each 4 KB check it makes in the page', async () => {
    const page = await openChat('editor.html');
    await page.click('#prompt');
    await page.keyboard.type('What is the capital of France?');
    await page.keyboard.press('Enter');
    expect(await sent(page)).toEqual(['What is the capital of France?']);
    expect(await page.getByRole('alert').count()).toBe(0);

    const filler = 'The quarterly planning notes cover hiring, budgets and the product roadmap for next year. ';
    const prompt = filler.repeat(Math.ceil(4096 / filler.length)).slice(0, 4096);
    const times: number[] = [];
    for (let n = 0; n < 10; n++) {
      await page.evaluate((text) => {
        const element = document.getElementById('prompt')!;
        element.focus();
        document.execCommand('selectAll');
        document.execCommand('insertText', false, text);
      }, prompt);
      await page.keyboard.press('Enter');
      const activity = await settled(() => stored<Activity>('activity'), (a) => a.recent.length > 0 && a.recent[0].checkMs !== undefined);
      times.push(activity.recent[0].checkMs);
    }
    expect((await sent(page)).length).toBe(11);
    const inOrder = times.map((ms) => ms.toFixed(1)).join(', ');
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const load = (await stored<Activity>('activity')).lastLoad!;
    // Figures to read, not bounds to hold: the suite makes no timing assertions.
    process.stdout.write(
      `4 KB check in the page: median ${median.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (in order: ${inOrder})\n` +
        `content script: started ${load.startedMs.toFixed(1)} ms after the first byte; from there listening in ${load.listeningMs.toFixed(1)} ms, ` +
        `storage read in hand at ${load.storageMs.toFixed(1)} ms, compile ${load.compileMs.toFixed(1)} ms, checker ready at ${load.readyMs.toFixed(1)} ms\n`,
    );
    expect(times.every((ms) => Number.isFinite(ms) && ms > 0)).toBe(true);
    await page.close();
  });

  const audit = (source?: 'BROWSER_EXTENSION') => unwrap(admin().api.GET('/api/audit', { params: { query: { org_id: orgId, limit: 100, source } } }));
  const outboxSize = () => stored<unknown[] | undefined>('auditOutbox').then((pending) => pending?.length ?? 0);

  it('reports each decision to the server as a BROWSER_EXTENSION event without any value', async () => {
    await settled(outboxSize, (n) => n === 0);
    const items = await settled(() => audit('BROWSER_EXTENSION'), (a) => a.items.some((i) => i.decision === 'BLOCKED') && a.items.length >= 5, 15_000);
    expect(items.items.length).toBeGreaterThanOrEqual(5);
    // Every event of this organization came from the extension.
    expect((await audit()).items.length).toBe(items.items.length);
    expect(new Set(items.items.map((i) => i.decision))).toEqual(new Set(['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED']));
    const json = JSON.stringify(items);
    for (const value of [AWS_KEY, EMAIL, ...CARDS, 'capital of France']) expect(json).not.toContain(value);
  });

  it('keeps an audit event in storage when Chromium stops the worker before its upload, and the next worker uploads it', async () => {
    const before = (await audit('BROWSER_EXTENSION')).items.length;
    const page = await openChat('textarea.html');
    await page.fill('#prompt', `Key ${AWS_KEY}`);
    await page.press('#prompt', 'Enter');
    await settled(outboxSize, (n) => n > 0, 2_000);
    const cdp = await context.newCDPSession(extensionPage);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    expect(await outboxSize()).toBe(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await outboxSize()).toBe(1);
    expect((await audit('BROWSER_EXTENSION')).items.length).toBe(before);

    // Any event starts a new worker, which first uploads what the last one left.
    await extensionPage.evaluate(() => chrome.runtime.sendMessage({ kind: 'wake' }).catch(() => undefined));
    await settled(outboxSize, (n) => n === 0);
    expect(await outboxSize()).toBe(0);
    const after = await settled(() => audit('BROWSER_EXTENSION'), (a) => a.items.length > before);
    expect(after.items.length).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ decision: 'BLOCKED', summary: expect.stringContaining('AWS access key') });
    await cdp.detach();
    await page.close();
  });

  it('shows the organization, policy, counts and last decisions in the popup, types and counts only, and records a false positive as metadata', async () => {
    // The popup lists the last 8 decisions; a fresh block puts one that can be reported on top.
    const chat = await openChat('textarea.html');
    await chat.fill('#prompt', `Key ${AWS_KEY}`);
    await chat.press('#prompt', 'Enter');
    await chat.close();
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 380, height: 600 });
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect.poll(() => popup.textContent('#org')).toBe(orgId);
    expect(await popup.textContent('#policy')).toMatch(/\S{8,}/);
    expect(Number(await popup.textContent('td[data-decision=BLOCKED]'))).toBeGreaterThanOrEqual(3);
    const recent = await popup.textContent('#recent');
    expect(recent).not.toContain(EMAIL);
    await popup.screenshot({ path: join(SCREENSHOTS, 'popup.png') });
    await popup.getByRole('button', { name: 'Report a false positive' }).first().click({ timeout: 5_000 });
    await expect.poll(() => popup.textContent('#fp-status')).toContain('Reported');
    const activity = await stored<Activity>('activity');
    expect(activity.falsePositives).toHaveLength(1);
    expect(Object.keys(activity.falsePositives[0]).sort()).toEqual(['at', 'decision', 'site', 'types']);
    expect(activity.falsePositives[0].types).toEqual({ AWS_ACCESS_KEY: 1 });
    // The organization sees it too, as metadata.
    const listed = await settled(
      () => unwrap(admin().api.GET('/api/orgs/{org_id}/false-positives', { params: { path: { org_id: orgId } } })),
      (page) => page.total > 0,
    );
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ decision: 'BLOCKED', source_type: 'BROWSER_EXTENSION', actor_id: ACTOR, finding_counts_by_type: { AWS_ACCESS_KEY: 1 }, note: null });
    await popup.close();
  });

  it('applies a policy with a custom detector and an allow-list pattern, in the page, without eval', async () => {
    await unwrap(admin().api.PATCH('/api/orgs/{org_id}/policies/{policy_id}', {
      params: { path: policyPath },
      body: {
        customDetectors: [{ id: 'acme-build-key', type: 'ACME_BUILD_KEY', label: 'Acme build key', categories: ['API_SECRETS'], pattern: 'ACME-(?:INT|SEC)-[0-9]{6}' }],
        // The documented example value may be shared.
        allowList: { patterns: ['ACME-INT-0{6}'] },
      },
    }));
    const before = (await stored<{ policyVersion: string }>('grant')).policyVersion;
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.evaluate(() => chrome.runtime.sendMessage({ kind: 'reconnect' }));
    await options.close();
    await settled(() => stored<{ policyVersion: string }>('grant'), (grant) => grant.policyVersion !== before);

    const page = await openChat('textarea.html');
    await page.fill('#prompt', 'Use ACME-SEC-482913 for the nightly build');
    await page.press('#prompt', 'Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Acme build key');
    expect(await sent(page)).toEqual([]);
    await page.fill('#prompt', 'The docs use ACME-INT-000000 as the example');
    await page.press('#prompt', 'Enter');
    expect(await sent(page)).toEqual(['The docs use ACME-INT-000000 as the example']);
    await page.close();
  });

  // Several browser and server round trips: more than the default timeout on a busy machine. Every
  // browser call has its own limit and name, so a call that never answers says which.
  it('guards a site the administrator adds, once the browser has granted its origin', { timeout: 60_000 }, async () => {
    // Headless Chromium cannot show the browser's permission prompt. The test grants the origin
    // where a user can too, in the site access of the extension's details page; the options
    // page's request then finds it granted.
    const details = await within(10_000, 'opening a page', context.newPage());
    await within(15_000, 'the extension\'s details page', details.goto(`chrome://extensions/?id=${extensionId}`));
    const siteAccess = (hostAccess: string, origin?: string) =>
      within(10_000, `site access ${hostAccess}`, details.evaluate(
        async ({ id, hostAccess, origin }) => {
          const developer = (chrome as unknown as { developerPrivate: Record<string, (...args: unknown[]) => Promise<void>> }).developerPrivate;
          await developer.updateExtensionConfiguration({ extensionId: id, hostAccess });
          if (origin) await developer.addHostPermission(id, origin);
        },
        { id: extensionId, hostAccess, origin },
      ));
    await siteAccess('ON_SPECIFIC_SITES', `https://${ADDED_SITE}/*`);

    const options = await within(10_000, 'opening a page', context.newPage());
    await within(15_000, 'the options page', options.goto(`chrome-extension://${extensionId}/options.html`));
    await within(10_000, 'filling in the sites', options.fill('[name=sites]', [...DEFAULT_SITES, ADDED_SITE].join('\n')));
    await within(10_000, 'saving the options', options.click('button[type=submit]'));
    await expect
      .poll(() => options.textContent('#status'), { timeout: 10_000 })
      .toMatch(/Saved\. Connecting|Connected to/);
    await within(10_000, 'closing the options page', options.close());
    await expect
      .poll(() => within(5_000, 'the registered scripts', extensionPage.evaluate(() => chrome.scripting.getRegisteredContentScripts())), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ id: 'preflight-added-sites', matches: [`https://${ADDED_SITE}/*`], js: ['content.js'] })]);
    // Back to the built-in sites' access for the tests after this one.
    await siteAccess('ON_ALL_SITES');
    await within(10_000, 'closing the details page', details.close());

    const page = await within(10_000, 'opening a page', context.newPage());
    await within(15_000, 'the added site\'s page', page.goto(`https://${ADDED_SITE}/textarea.html`));
    await settled(() => stored<Activity>('activity'), (a) => a.lastLoad?.site === ADDED_SITE);
    await within(10_000, 'typing the prompt', page.fill('#prompt', `Deploy with ${AWS_KEY} now`));
    await within(10_000, 'pressing Enter', page.press('#prompt', 'Enter'));
    await expect.poll(() => within(5_000, 'the block message', page.getByRole('alert').textContent())).toContain('1 AWS access key');
    expect(await within(5_000, 'reading what the page sent', sent(page))).toEqual([]);
    await within(10_000, 'closing the page', page.close());
  });
});
mkdirSync(SCREENSHOTS, { recursive: true });
