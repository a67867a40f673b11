import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeadlessChromium, launchHeadlessChromium } from '../../../../test-support/headless-chromium.js';
import { type RunningServer, seriousAccessibilityViolations, startBuiltServer } from './browser.js';

let server: RunningServer;
let browser: HeadlessChromium;
let page: Page;
/** Every request the page made to another origin. */
const foreign: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer({});
  browser = await launchHeadlessChromium();
  page = await browser.context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${server.url}/`) && !url.startsWith('data:')) foreign.push(url);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openDocs(): Promise<void> {
  await page.goto(`${server.url}/docs`);
  await page.getByRole('heading', { name: 'Preflight API', level: 1 }).waitFor();
  // Every group open, so each operation's method colour, parameters and examples are checked too.
  const closed = page.getByRole('button', { name: /^Open Group - / });
  while ((await closed.count()) > 0) await closed.first().click();
  await page.locator('.sidebar-heading-type--delete').first().waitFor();
}

describe('API reference at /docs in headless Chromium', () => {
  it('offers no assistant, MCP generator, share or deploy, and talks to no other host', async () => {
    const response = await page.goto(`${server.url}/docs`);
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
    await openDocs();
    for (const name of ['Ask AI', 'Ask AI Agent', 'Generate MCP', 'Share', 'Deploy', 'Developer Tools']) {
      expect(await page.getByText(name, { exact: true }).count(), name).toBe(0);
    }
    expect(foreign).toEqual([]);
  });

  it('declares its language and has no critical or serious accessibility violations', async () => {
    await openDocs();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('has none in dark mode either', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openDocs();
    expect(await page.evaluate(() => document.body.classList.contains('dark-mode'))).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
