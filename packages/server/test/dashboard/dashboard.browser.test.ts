import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_TIMEOUT_MS } from '../../src/forwarding/probe.js';
import { type Receiver, startReceiver } from '../forwarding/receiver.js';
import { makeTestCertificate } from '../forwarding/tls-fixture.js';
import { type HeadlessChromium, launchHeadlessChromium } from '../../../../test-support/headless-chromium.js';
import {
  FAKE_ADMIN_KEY,
  overflowsHorizontally,
  type RunningServer,
  seriousAccessibilityViolations,
  startBuiltServer,
  unlabelledControls,
} from './browser.js';

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
/** Issued in the dashboard by the administrator, then used to sign in. */
let managementKey = '';
/** Whether confirm() dialogs are accepted; a test turns it off to check that cancelling changes nothing. */
let acceptDialogs = true;

async function screen(name: string): Promise<void> {
  await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
  expect(await unlabelledControls(page), `unlabelled controls on ${name}`).toEqual([]);
  expect(await seriousAccessibilityViolations(page), `accessibility on ${name}`).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * True when the chart's canvas is drawn for the width it is shown at, so its 12 px labels stay
 * 12 px (a picture drawn wide and scaled down to a phone shrank them to about 5 px) and nothing
 * is cut off at the right.
 */
function chartDrawnAtItsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const holder = document.querySelector('.chart') as HTMLElement;
    const canvas = holder.querySelector('canvas') as HTMLCanvasElement;
    const drawn = canvas.width / devicePixelRatio;
    return Math.abs(drawn - holder.clientWidth) <= 1 && canvas.getBoundingClientRect().right <= holder.getBoundingClientRect().right + 1;
  });
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
    await page.getByLabel('Management or administrator key').waitFor();
    expect(await seriousAccessibilityViolations(page), 'accessibility of the sign-in page').toEqual([]);
    await page.getByLabel('Management or administrator key').fill('pfa_notARealKeyEXAMPLE00000000000000000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('not accepted');
    await page.getByLabel('Management or administrator key').fill(FAKE_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    // The empty list says what to do next and leads there.
    expect(await page.getByRole('region', { name: 'Organization list' }).textContent()).toContain('No organizations yet');
    await page.getByRole('button', { name: 'Create the first one' }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');
    await open('Forwarding');
    expect(await page.getByRole('link', { name: 'Create an organization' }).getAttribute('href')).toBe('#organizations');
    await open('Organizations');
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

    // Emptying the e-mail and choosing "Not set" clear the stored values.
    await page.getByLabel('Administrator e-mail').fill('');
    await page.getByLabel('Data region').selectOption('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.locator('table').first().locator('tbody td').nth(2).textContent()).toBe('—');
    await page.reload();
    await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    expect(await page.getByLabel('Administrator e-mail').inputValue()).toBe('');
    expect(await page.getByLabel('Data region').inputValue()).toBe('');
    expect(await page.getByLabel('Retention mode').inputValue()).toBe('FULL');
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
    await expect.poll(() => page.locator('[data-field="dataTypes"] .field-error').textContent()).toBe('must include at least one data type');
    expect(await page.locator('[data-field="destinations"] .field-error').textContent()).toBe('must include at least one destination');
    expect(await page.locator('section[aria-labelledby="rules-heading"] .form-status').textContent()).toBe('Correct the marked fields.');
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
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.getByRole('button', { name: 'Move Block secrets up' }).press('Enter');
    await page.getByText('1. Block secrets').waitFor();
    // The focus stays with the moved rule: on "down" once it is first and "up" is disabled.
    await expect.poll(focused).toBe('Move Block secrets down');
    await page.keyboard.press('Enter');
    await page.getByText('2. Block secrets').waitFor();
    await expect.poll(focused).toBe('Move Block secrets up');
    await page.keyboard.press('Enter');
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
    // A slow answer: the old screen is dimmed and a visible line says what is loading.
    await page.route('**/api/audit?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await expect.poll(() => page.locator('#loading').textContent()).toBe('Loading Audit log…');
    expect(await page.locator('#loading').isVisible()).toBe(true);
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
    expect(await page.locator('#loading').isVisible()).toBe(false);
    await page.unroute('**/api/audit?**');
    expect(await page.locator('tbody td').first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    await page.getByLabel('Search').fill('Support desk');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    await page.getByLabel('Search').fill('no such policy');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No checks match these filters.').waitFor();
    await page.getByLabel('Search').fill('');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    // Facets: by decision, destination, detected type and source.
    await page.getByLabel('Decision').selectOption('ALLOWED_WITH_MASKING');
    await page.getByLabel('Detected type').selectOption('EMAIL');
    await page.getByLabel('Source').selectOption('API');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    await page.getByLabel('Destination').selectOption('CUSTOMER');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No checks match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(() => page.locator('.pager span').textContent()).toBe('1–1 of 1');
    expect(await page.getByLabel('Decision').inputValue()).toBe('');
    // The export holds what the filters select, metadata only.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^preflight-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^preflight_id,created_at,/);
    expect(csv).toContain(',AI_TOOL,ALLOWED_WITH_MASKING,');
    expect(csv).not.toContain('jane.fake');
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
    await page.locator('.chart canvas').first().waitFor();
    // Hovering a day shows its numbers (uPlot's live legend).
    const plot = page.locator('.chart .u-over');
    const box = await plot.boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    const today = new Date().toISOString().slice(0, 10);
    await expect.poll(() => page.locator('.chart .u-legend').textContent()).toContain(today);
    await expect.poll(() => page.locator('.chart-tip').textContent()).toBe(`${today}Allowed: 0Masked: 1Blocked: 0`);
    expect(await page.locator('.chart-tip').isVisible()).toBe(true);
    expect(await chartDrawnAtItsWidth(page)).toBe(true);
    expect(await page.locator('.hbars').textContent()).toContain('1 (100 %)');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.chart-figure details tbody tr').count()).toBe(7);
    const week = await page.locator('.chart .u-over').boundingBox();
    await page.mouse.move((week?.x ?? 0) + (week?.width ?? 0) - 4, (week?.y ?? 0) + (week?.height ?? 0) / 2);
    await page.locator('.chart-tip').waitFor();
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

  it('shows a 401 failure with its hint, keeps the form for a corrected retry of the same destination, and leaves forwarding off', async () => {
    receiver.behave(() => ({ status: 401 }));
    const receiverUrl = page.getByLabel('Receiver URL');
    await page.getByLabel('Log system').selectOption('generic');
    await receiverUrl.fill(receiver.url.replace('/ingest', '/wrong'));
    await page.getByLabel('Header value').fill('Bearer fake-EXAMPLE-expired');
    await page.getByRole('button', { name: 'Save and test' }).click();
    expect(await page.locator('.probe-failed strong').textContent()).toBe('Test failed (HTTP 401).');
    expect(await receiverUrl.inputValue()).toMatch(/\/wrong$/);
    expect(await page.getByLabel('Header value').inputValue()).toBe('Bearer fake-EXAMPLE-expired');
    // The retry with a corrected URL updates the destination saved by the first attempt.
    await receiverUrl.fill(receiver.url.replace('/ingest', '/other'));
    await page.getByRole('button', { name: 'Save and test' }).click();
    await page.locator('.probe-failed').waitFor();
    expect(receiver.requests.at(-1)?.path).toBe('/other');
    expect(await page.locator('.probe-failed .action-hint').textContent()).toMatch(/credential/i);
    expect(await page.getByLabel('Start forwarding live events').isChecked()).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'forwarding-test-failed.png'), fullPage: true });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.locator('.destination .pill').allTextContents()).toEqual(['Active', 'Disabled']);
    expect(await page.locator('.destination h3').allTextContents()).toEqual([receiver.url, receiver.url.replace('/ingest', '/other')]);
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
    // The card counts what was delivered and when the last delivery succeeded.
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('main[aria-busy]').waitFor({ state: 'detached' });
        return page.locator('.destination').nth(1).locator('.facts').textContent();
      }, { timeout: 10_000 })
      .toMatch(/Delivered[1-9]\d* events?Waiting0Dead-lettered0Last success\d{4}-/);
  });

  it('rotates the Splunk destination\'s credential with its scheme word, without ever displaying it', async () => {
    const first = page.locator('.destination').first();
    await first.getByRole('button', { name: 'Rotate credential' }).click();
    // The preset is remembered: the token alone is typed, "Splunk " is put before it.
    await first.getByLabel('New HEC token').fill(ROTATED_TOKEN);
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
    await open('Analytics');
    await page.locator('.chart canvas').first().waitFor();
    expect(await chartDrawnAtItsWidth(page)).toBe(true);
    await open('Policies');
    // A result with samples and a blocked secret once made the page 400 and 428 px wide.
    for (const text of [
      'Card 4111 1111 1111 1111 and IBAN DE89370400440532013000 for jane.fake@example.com, phone +49 30 12345678, SSN 078-05-1120',
      'key AKIAQ3FAKEKEY7EXMPL2 and jane.fake@example.com',
    ]) {
      await page.getByLabel('Text to check').fill(text);
      // Marks the previous result, so the wait below is for this check's.
      await page.evaluate(() => document.querySelector('.result')?.setAttribute('data-previous', ''));
      await page.getByRole('button', { name: 'Run check' }).click();
      await page.locator('.result:not([data-previous]) .decision').waitFor();
      expect(await overflowsHorizontally(page), `try it: ${text}`).toBe(false);
    }
    for (const section of ['Policies', 'Audit log', 'Analytics', 'Forwarding']) {
      await open(section);
      expect(await overflowsHorizontally(page), section).toBe(false);
    }
    await page.screenshot({ path: join(SHOTS, 'phone-forwarding.png'), fullPage: true });
  });

  it('renames and deletes a policy, revokes a license, deletes an organization and issues a management key', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open('Policies');
    await page.getByLabel('New policy name').fill('Temporary');
    await page.getByRole('button', { name: 'Create policy' }).click();
    await page.getByRole('heading', { name: 'Temporary', level: 2 }).waitFor();
    await page.getByLabel('Policy name', { exact: true }).fill('Temporary renamed');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('heading', { name: 'Temporary renamed', level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Policies' }).textContent()).toContain('Temporary renamed');
    await page.getByRole('button', { name: 'Delete policy' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Policies' }).textContent()).not.toContain('Temporary');
    // The default policy group of a license cannot go; the banner says why.
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('button', { name: 'Default policy' }).click();
    await page.getByRole('button', { name: 'Delete policy' }).click();
    await expect.poll(() => page.locator('#problem').textContent()).toMatch(/default/i);

    await open('Organizations');
    await page.getByRole('form', { name: 'New organization' }).getByLabel('Name', { exact: true }).fill('Short-lived Fake Org');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('heading', { name: 'Created Short-lived Fake Org' }).waitFor();
    await page.getByRole('button', { name: 'Revoke license' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'License' }).textContent()).toContain('revoked');
    await page.getByRole('button', { name: 'Delete Short-lived Fake Org' }).click();
    await expect.poll(() => page.locator('#org-switcher option').allTextContents()).toEqual(['Acme Fake Corp']);
    await expect.poll(() => page.getByRole('region', { name: 'Organization list' }).textContent()).not.toContain('Short-lived');

    await page.getByLabel('Key name').fill('dashboard test');
    await page.getByRole('button', { name: 'Issue management key' }).click();
    managementKey = await page.getByRole('textbox', { name: 'Management key "dashboard test"' }).inputValue();
    expect(managementKey).toMatch(/^pfm_/);
    await expect.poll(() => page.getByRole('region', { name: 'Management keys' }).textContent()).toContain('dashboard test');
    await screen('organizations-admin');
  });

  it('signs in with a management key, which sees only its own organization', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Management or administrator key').fill(managementKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    expect(await page.locator('#org-switcher option').allTextContents()).toEqual(['Acme Fake Corp']);
    // What only the administrator may do is not offered.
    for (const name of ['Create organization', 'Revoke license', 'Delete Acme Fake Corp', 'Issue management key']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
  });

  it('offers to try again when the server cannot be reached, on a screen and in a form', async () => {
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    const failed = page.locator('main [role=alert]');
    await expect.poll(() => failed.textContent()).toContain('Could not reach the Preflight server');
    expect(await failed.textContent()).not.toContain('Failed to fetch');
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.figures').waitFor();

    await open('Policies');
    // Loaded before the connection drops, so only the form's request fails.
    await page.getByLabel('New policy name').waitFor();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('New policy name').fill('Retried policy');
    await page.getByRole('button', { name: 'Create policy' }).click();
    await expect.poll(() => page.locator('.form-status').first().textContent()).toContain('Could not reach the Preflight server');
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Retried policy', level: 2 }).waitFor();
  });

  it('follows the system\'s dark mode, with no critical or serious accessibility violations', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const section of ['Organizations', 'Policies', 'Audit log', 'Analytics', 'Forwarding']) {
      await open(section);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background, section).toBe('rgb(13, 17, 23)');
      expect(await seriousAccessibilityViolations(page), `dark ${section}`).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, 'dark-forwarding.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
