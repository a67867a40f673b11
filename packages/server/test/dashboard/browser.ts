import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Obviously fake administrator key for the test server. */
export const FAKE_ADMIN_KEY = 'pfa_FAKEdashboardEXAMPLEadminKey000000000000';

export interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built server (`preflight serve`) on a free port with `env` and waits for its banner. */
export function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(CLI)) throw new Error('build the server package first (pnpm build)');
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-dashboard-'));
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
    env: { ...process.env, PREFLIGHT_ADMIN_KEY: FAKE_ADMIN_KEY, PREFLIGHT_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    const poll = setInterval(() => {
      const url = /listening on (http:\/\/\S+)/.exec(out);
      if (!url) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ url: url[1], output: () => out, stop });
    }, 50);
  });
}

/** Form controls without a label or aria-label, by name; a non-empty answer is an accessibility fault. */
export function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'))
      .filter((c) => c.type !== 'hidden' && c.labels?.length === 0 && !c.getAttribute('aria-label'))
      .map((c) => c.name || c.id || c.outerHTML.slice(0, 60)),
  );
}

/** True when the page is wider than the window, i.e. a phone user has to scroll sideways. */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's critical and serious accessibility violations by axe-core, one line each (rule,
 * impact, how many elements, the first one). Evaluated through the browser's protocol, so the
 * page's Content-Security-Policy does not stop the injected engine.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length, first: JSON.stringify(v.nodes[0]?.target) }));
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}, ${v.count}×, e.g. ${v.first}): ${v.help}`);
}
