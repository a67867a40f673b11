import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const HOOKS = new URL('./load-log-hooks.mjs', import.meta.url).href;

/** Runs the CLI (from source, or the build), expecting exit code 0, and returns the URLs of the modules it loaded. */
async function modulesLoadedBy(args: string[], cwd: string, built = false): Promise<string[]> {
  const log = join(cwd, 'loaded.txt');
  writeFileSync(log, '');
  const register = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(HOOKS)})`;
  const run = await runCli(args, { cwd, nodeArgs: ['--import', register], env: { ...process.env, PREFLIGHT_LOAD_LOG: log }, built });
  expect(run.code).toBe(0);
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

// What only `serve` or the PDF and DOCX extractors need; a scan of a text file must start without it.
const NOT_FOR_A_TEXT_SCAN = [/\/node_modules\/(\.pnpm\/)?(hono|@hono|@scalar|better-sqlite3|pino|jose|fflate|pdf-parse|mammoth)[@/]/, /\/server\/src\/(app|server|store|routes|http)\b/];

describe('preflight startup', () => {
  // The build keeps each command in a chunk of its own, so the built CLI must start as lightly as the source.
  it.each([
    ['from source', false, /\/cli\/scan/],
    ['built', true, /\/server\/dist\/scan-[^/]+\.js$/],
  ])('a scan of a small text file, %s, loads neither the server nor the document extractors', async (_, built, scanModule) => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-startup-'));
    writeFileSync(join(dir, 'notes.txt'), 'one\nmail fake.reader@example.com\nthree\n');
    const loaded = await modulesLoadedBy(['scan', 'notes.txt', '--fail-on', 'never'], dir, built);
    expect(loaded.some((url) => scanModule.test(url))).toBe(true);
    expect(loaded.filter((url) => NOT_FOR_A_TEXT_SCAN.some((pattern) => pattern.test(url)))).toEqual([]);
  });

  it('usage loads no command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-startup-'));
    const loaded = await modulesLoadedBy(['--help'], dir);
    expect(loaded.filter((url) => /\/cli\/(scan|mask|serve)\.ts$|@preflight\/core/.test(url))).toEqual([]);
  });
});
