import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_TIMEOUT_MS } from '../../src/forwarding/probe.js';
import { type Receiver, startReceiver } from '../forwarding/receiver.js';
import { makeTestCertificate } from '../forwarding/tls-fixture.js';
import { type HeadlessChromium, launchHeadlessChromium } from '../../../../test-support/headless-chromium.js';
import { FAKE_ADMIN_KEY, overflowsHorizontally, type RunningServer, startBuiltServer, unlabelledControls } from './browser.js';

/** Screenshots go to docs/screenshots with UPDATE_SCREENSHOTS=1, else to a scratch folder removed afterwards. */
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const SHOTS = UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url))
  : mkdtempSync(join(tmpdir(), 'preflight-shots-'));
const FAKE_HEC_TOKEN = 'fake-EXAMPLE-hec-token-0001';
const ROTATED_TOKEN = 'fake-EXAMPLE-hec-token-0002';

let server: RunningServer;
let receiver: Receiver;
let browser: HeadlessChromium;
let page: Page;
let certificateDir: string;
/** Whether confirm() dialogs are accepted; a test turns it off to check that cancelling changes nothing. */
let acceptDialogs = true;

async function screen(name: string): Promise<void> {
  await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
  expect(await unlabelledControls(page), `unlabelled controls on ${name}`).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function open(section: string): Promise<void> {
  await page.getByRole('link', { name: section, exact: true }).click();
  await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const certificate = makeTestCertificate();
  certificateDir = dirname(certificate.certFile);
  receiver = await startReceiver(certificate);
  server = await startBuiltServer({
    PREFLIGHT_ALLOW_PRIVATE_DESTINATIONS: '1',
    PREFLIGHT_FORWARD_PORTS: 'any',
    PREFLIGHT_FORWARD_CA_FILE: certificate.certFile,
    // A fast worker, so an event dead-letters within the test.
    PREFLIGHT_FORWARD_INTERVAL_MS: '200',
    PREFLIGHT_FORWARD_BACKOFF_MS: '10,10,10',
  });
  browser = await launchHeadlessChromium();
  page = await browser.context.newPage();
  page.setDefaultTimeout(8_000);
  page.on('dialog', (dialog) => void (acceptDialogs ? dialog.accept() : dialog.dismiss()));
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await server?.stop();
  if (!UPDATE_SCREENSHOTS) rmSync(SHOTS, { recursive: true, force: true });
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
});

describe('dashboard in headless Chromium against the real server', () => {
  it('signs in with the administrator key, after refusing a wrong one', async () => {
    await page.goto(server.url);
    await page.getByLabel('Management or administrator key').fill('pfa_notARealKeyEXAMPLE00000000000000000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('not accepted');
    await page.getByLabel('Management or administrator key').fill(FAKE_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
  });

  it('creates an organization, shows validation messages and saves its settings and license panel', async () => {
    await page.getByLabel('Name', { exact: true }).last().fill('Acme Fake Corp');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('heading', { name: 'Created Acme Fake Corp' }).waitFor();
    expect(await page.getByLabel('License key').inputValue()).toMatch(/^pfl_/);
    await page.getByLabel('Primary colour').fill('blue');
    await page.getByLabel('Administrator e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.locator('[data-field="settings.primary_color"] .field-error').textContent()).toContain('hex colour');
    expect(await page.locator('[data-field="settings.admin_email"] .field-error').textContent()).not.toBe('');
    await page.getByLabel('Primary colour').fill('#0b5cad');
    await page.getByLabel('Administrator e-mail').fill('security@example.com');
    await page.getByLabel('Data region').selectOption('EU');
    await page.getByLabel('Retention mode').selectOption('FULL');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.locator('table').first().textContent()).toContain('FULL');
    const license = await page.getByRole('region', { name: 'License' }).textContent();
    expect(license).toContain('trial');
    expect(license).toContain('0 of 1,000 checks used this month');
    await screen('organizations');
  });

  it('creates a policy and edits its rules: validation, add, reorder', async () => {
    await open('Policies');
    await page.getByLabel('New policy name').fill('Support desk');
    await page.getByRole('button', { name: 'Create policy' }).click();
    await page.getByRole('heading', { name: 'Support desk', level: 2 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Policy API key' }).inputValue()).toMatch(/^pfp_/);

    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule name').fill('Mask contact details');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect.poll(() => page.locator('[data-field="dataTypes"] .field-error').textContent()).not.toBe('');
    await page.getByRole('group', { name: 'Data types' }).getByLabel('PII').check();
    await page.getByRole('group', { name: 'Destinations' }).getByLabel('AI tool').check();
    await page.getByLabel('Action').selectOption('MASK');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText('1. Mask contact details').waitFor();

    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule name').fill('Block secrets');
    await page.getByRole('group', { name: 'Data types' }).getByLabel('API secrets').check();
    for (const d of ['AI tool', 'Vendor', 'Customer']) await page.getByRole('group', { name: 'Destinations' }).getByLabel(d).check();
    await page.getByLabel('Action').selectOption('BLOCK');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText('2. Block secrets').waitFor();
    await page.getByRole('button', { name: 'Move Block secrets up' }).press('Enter');
    await page.getByText('1. Block secrets').waitFor();
    expect(await page.locator('.rule strong').allTextContents()).toEqual(['1. Block secrets', '2. Mask contact details']);
  });

  it('runs a check in "try it" and highlights the masked span', async () => {
    await page.getByLabel('Text to check').fill('Please write to jane.fake@example.com about the refund.');
    await page.getByRole('button', { name: 'Run check' }).click();
    await page.locator('.result').waitFor();
    expect(await page.locator('.result .decision').textContent()).toBe('Allowed with masking');
    expect(await page.locator('.result table').textContent()).toContain('EMAIL');
    expect(await page.locator('pre.masked mark').allTextContents()).toEqual(['[EMAIL_1]']);
    expect(await page.locator('pre.masked').textContent()).toBe('Please write to [EMAIL_1] about the refund.');
    await screen('policies');
  });

  it('regenerates the policy key after confirmation and offers it for copying', async () => {
    // After the rule edits only the key's prefix is known; the full key appears again once regenerated.
    const prefix = (await page.locator('.key-prefix').textContent())?.replace('…', '') ?? '';
    expect(prefix).toMatch(/^pfp_/);
    acceptDialogs = false;
    await page.getByRole('button', { name: 'Regenerate key' }).click();
    expect(await page.locator('.key-prefix').textContent()).toBe(`${prefix}…`);
    acceptDialogs = true;
    await page.getByRole('button', { name: 'Regenerate key' }).click();
    const key = await page.getByRole('textbox', { name: 'Policy API key' }).inputValue();
    expect(key).toMatch(/^pfp_/);
    expect(key.startsWith(prefix)).toBe(false);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
  });

  it('shows the check in the audit log with search and a detail view with content (FULL retention)', async () => {
    await open('Audit log');
    await page.getByLabel('Search').fill('Support desk');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    await page.getByLabel('Search').fill('no such policy');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No checks match.').waitFor();
    await page.getByLabel('Search').fill('');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    await screen('audit-log');
    await page.getByRole('button', { name: /^Details of check/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('pre.masked').waitFor();
    expect(await dialog.locator('pre.masked').textContent()).toContain('[EMAIL_1]');
    await page.screenshot({ path: join(SHOTS, 'audit-detail.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows the check in analytics for each period', async () => {
    await open('Analytics');
    const figures = page.locator('.figures');
    await expect.poll(() => figures.textContent()).toContain('Checks1');
    expect(await figures.textContent()).toContain('Prevented exposures1');
    expect(await page.locator('.chart rect').count()).toBeGreaterThan(0);
    expect(await page.locator('.hbars').textContent()).toContain('1 (100 %)');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.chart-figure details tbody tr').count()).toBe(7);
    await screen('analytics');
  });

  it('adds a Splunk destination with "Save and test" and starts forwarding after the 2xx', async () => {
    await open('Forwarding');
    await page.getByLabel('Log system').selectOption('splunk-hec');
    await page.getByLabel('HEC endpoint URL').fill(receiver.url);
    await page.getByLabel('HEC token').fill(FAKE_HEC_TOKEN);
    await page.getByRole('button', { name: 'Save and test' }).click();
    await page.locator('.probe-ok').waitFor();
    const probe = receiver.requests.at(-1);
    expect(probe?.headers.authorization).toBe(`Splunk ${FAKE_HEC_TOKEN}`);
    expect(JSON.parse(probe?.body ?? '{}').event.dataset).toBe('service.audit_stream.test');
    expect(await page.getByLabel('Start forwarding live events').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.locator('.destination .pill-Active').waitFor();
    expect(await page.content()).not.toContain(FAKE_HEC_TOKEN);
  });

  it('shows a 401 failure with its hint and leaves forwarding off', async () => {
    receiver.behave(() => ({ status: 401 }));
    await page.getByLabel('Log system').selectOption('generic');
    await page.getByLabel('Receiver URL').fill(receiver.url.replace('/ingest', '/other'));
    await page.getByLabel('Header value').fill('Bearer fake-EXAMPLE-expired');
    await page.getByRole('button', { name: 'Save and test' }).click();
    expect(await page.locator('.probe-failed strong').textContent()).toBe('Test failed (HTTP 401).');
    expect(await page.locator('.probe-failed .action-hint').textContent()).toMatch(/credential/i);
    expect(await page.getByLabel('Start forwarding live events').isChecked()).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'forwarding-test-failed.png'), fullPage: true });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.locator('.destination .pill').allTextContents()).toEqual(['Active', 'Disabled']);
  });

  it('shows Failing with the last error once the failing destination is enabled', async () => {
    await page.locator('.destination').nth(1).getByLabel('Forward live events').check();
    await expect.poll(() => page.locator('.destination .pill').allTextContents()).toEqual(['Active', 'Failing']);
    expect(await page.locator('.destination').nth(1).locator('.last-error').textContent()).toMatch(/HTTP 401/);
    await screen('forwarding');
  });

  it('lists dead-lettered events and replays them', async () => {
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(server.url + path, {
        method,
        headers: { Authorization: `Bearer ${FAKE_ADMIN_KEY}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    };
    await api('POST', '/api/preflight/text', { text: 'A fake note for the vendor', destination: 'VENDOR', org_id: 'acme-fake-corp' });
    const { items } = await api<{ items: { destination_id: string; url: string }[] }>('GET', '/api/orgs/acme-fake-corp/forwarding-destinations');
    const failingId = items.find((d) => d.url.endsWith('/other'))?.destination_id;
    await expect
      .poll(async () => (await api<{ total: number }>('GET', `/api/orgs/acme-fake-corp/forwarding-destinations/${failingId}/dead-letters`)).total, { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.reload();
    await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
    const failing = page.locator('.destination').nth(1);
    await failing.locator('summary').click();
    await expect.poll(() => failing.locator('details table caption').textContent()).toMatch(/failed three deliveries$/);
    receiver.behave(() => ({ status: 202 }));
    const before = receiver.requests.length;
    await failing.getByRole('button', { name: 'Replay all' }).click();
    await expect.poll(() => page.locator('#announcer').textContent()).toMatch(/^\d+ events? queued again$/);
    await expect.poll(() => receiver.requests.length, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  it('rotates the first destination\'s credential without ever displaying it', async () => {
    const first = page.locator('.destination').first();
    await first.getByRole('button', { name: 'Rotate credential' }).click();
    await first.getByLabel('New header value').fill(`Splunk ${ROTATED_TOKEN}`);
    await first.getByRole('button', { name: 'Save new credential' }).click();
    await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
    await page.locator('.destination').first().getByRole('button', { name: 'Send test event' }).click();
    // Either outcome, waited for beyond the probe's own time-out, so a failure shows which it was.
    const probe = page.locator('.probe-ok, .probe-failed');
    await probe.waitFor({ timeout: PROBE_TIMEOUT_MS + 5_000 });
    expect(await probe.textContent()).toMatch(/^Test event delivered/);
    expect(receiver.requests.at(-1)?.headers.authorization).toBe(`Splunk ${ROTATED_TOKEN}`);
    expect(await page.content()).not.toContain(ROTATED_TOKEN);
  });

  it('stays readable at a phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const section of ['Policies', 'Audit log', 'Analytics', 'Forwarding']) {
      await open(section);
      expect(await overflowsHorizontally(page), section).toBe(false);
    }
    await page.screenshot({ path: join(SHOTS, 'phone-forwarding.png'), fullPage: true });
  });

  it('signs in with a management key, which sees only its own organization', async () => {
    const res = await fetch(`${server.url}/api/orgs/acme-fake-corp/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${FAKE_ADMIN_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'dashboard test' }),
    });
    const { api_key: managementKey } = (await res.json()) as { api_key: string };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Management or administrator key').fill(managementKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Forwarding', level: 1 }).waitFor();
    await open('Organizations');
    expect(await page.locator('#org-switcher option').allTextContents()).toEqual(['Acme Fake Corp']);
    expect(await page.getByRole('button', { name: 'Create organization' }).count()).toBe(0);
  });
});
