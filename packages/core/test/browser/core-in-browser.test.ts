import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkText, scan } from '@preflight/core';
import { bundleCoreForBrowser } from './bundle.js';
import { launchHeadlessChromium } from '../../../../test-support/headless-chromium.js';
import { servePage } from './page-server.js';

/** Fake values only: example domain, a reserved-range SSN area, the documented test card number. */
const TEXT = 'Fake record: write to jane.fake@example.com, SSN 536-22-8147, card 4111 1111 1111 1111, from 203.0.113.42.';

/** Long enough for the pass to cross 64-unit blocks and its slices of 64 K units many times. */
const LONG_TEXT = Array.from({ length: 2000 }, (_, row) => `${TEXT} Row ${row}, ref 2026-03-05T12:34:56Z.`).join('\n');

/** What the page returns: plain data, so it crosses from the browser as JSON. */
interface PageOutcome {
  findings: unknown;
  longFindings: unknown;
  check: { decision: string; summary: string; masked_content: string; detected: unknown };
  customPattern: { name: string; code: string; isTypedError: boolean; message: string };
}

/** Runs the bundle in the page: built-in scanning and checking, then a custom pattern that needs RE2. */
async function runInPage(page: Page, text: string, longText: string): Promise<PageOutcome> {
  await page.waitForFunction(() => 'preflightCore' in window);
  return page.evaluate(([input, longInput]) => {
    const core = (window as unknown as { preflightCore: typeof import('@preflight/core') }).preflightCore;
    const findings = core.scan(input);
    const longFindings = core.scan(longInput);
    const { decision, summary, masked_content, detected } = core.checkText(input, { destination: 'AI_TOOL' });
    let customPattern = { name: 'none', code: 'none', isTypedError: false, message: '' };
    try {
      core.createScanner({ customDetectors: [{ id: 'ticket', type: 'TICKET', categories: ['PII'], pattern: 'TCK-[0-9]{6}' }] });
    } catch (error) {
      const typed = error as { name: string; code: string; message: string };
      customPattern = { name: typed.name, code: typed.code, isTypedError: error instanceof core.PatternEngineUnavailableError, message: typed.message };
    }
    return { findings, longFindings, check: { decision, summary, masked_content, detected }, customPattern };
  }, [text, longText]);
}

describe('core main entry in a browser', () => {
  let bundle: { code: string; warnings: string[] };
  let outcome: PageOutcome;
  const pageErrors: string[] = [];
  let teardown: () => Promise<void> = async () => {};

  beforeAll(async () => {
    bundle = await bundleCoreForBrowser();
    const server = await servePage(bundle.code);
    const browser = await launchHeadlessChromium();
    teardown = async () => {
      await browser.close();
      await server.close();
    };
    const page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.origin}/`);
    outcome = await runInPage(page, TEXT, LONG_TEXT);
  });

  afterAll(() => teardown());

  it('bundles for platform browser without warnings and without the RE2 engine', () => {
    expect(bundle.warnings).toEqual([]);
    expect(bundle.code).not.toMatch(/require\(["'](?:fs|path)["']\)|re2\.wasm/);
  });

  it('finds exactly what Node finds', () => {
    expect(outcome.findings).toEqual(JSON.parse(JSON.stringify(scan(TEXT))));
    expect((outcome.findings as { type: string }[]).map((finding) => finding.type)).toEqual(['EMAIL', 'SSN', 'CREDIT_CARD', 'IP_ADDRESS']);
    expect(outcome.longFindings).toEqual(JSON.parse(JSON.stringify(scan(LONG_TEXT))));
    expect(outcome.longFindings).toHaveLength(8000);
  });

  it('checks and masks with the default policy as Node does', () => {
    const inNode = checkText(TEXT, { destination: 'AI_TOOL' });
    expect(outcome.check).toEqual({ decision: inNode.decision, summary: inNode.summary, masked_content: inNode.masked_content, detected: inNode.detected });
    expect(outcome.check.masked_content).not.toContain('536-22-8147');
  });

  it('refuses custom patterns with a typed error that names no pattern or input', () => {
    expect(outcome.customPattern).toMatchObject({ name: 'PatternEngineUnavailableError', code: 'PATTERN_ENGINE_UNAVAILABLE', isTypedError: true });
    expect(outcome.customPattern.message).not.toContain('TCK-');
  });

  it('raises no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
