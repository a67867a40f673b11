import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's package installs it here; scripts/ensure-browser.sh installs it when missing. */
export const CHROMIUM = '/usr/bin/chromium';

export interface HeadlessChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Headless Chromium with a fresh profile and nothing that reaches the network on its own:
 * without the background-networking flags it keeps dialling out, and a closed network refuses it.
 */
export async function launchHeadlessChromium(viewport = { width: 1280, height: 900 }): Promise<HeadlessChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'preflight-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
