import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const BUILT_BIN = fileURLToPath(new URL('../../bin/preflight.js', import.meta.url));
// Resolved here, so the bin runs from any working directory.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
export const FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the `preflight` bin in its own process, as a user would: from source, or the build (`built`, which needs `pnpm build`). */
export function runCli(
  args: string[],
  options: { cwd?: string; stdin?: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv; built?: boolean } = {},
): Promise<CliRun> {
  const entry = options.built ? [BUILT_BIN] : ['--import', TSX_LOADER, CLI];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * A scratch copy of fixtures/cli/project plus the files its .gitignore excludes; those are made
 * here because the repository itself would not keep them.
 */
export function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'preflight-cli-'));
  const project = join(root, 'project');
  cpSync(join(FIXTURES, 'cli/project'), project, { recursive: true });
  mkdirSync(join(project, 'ignored'));
  writeFileSync(join(project, 'ignored/leak.txt'), 'Ignored folder: fake.ignored@example.com\n');
  writeFileSync(join(project, 'debug.log'), 'Ignored pattern: fake.log@example.com\n');
  return project;
}

/** Raw values in the fixture project (all fake); none may appear in output without --show-values. */
export const FIXTURE_VALUES = ['AKIAQ3FAKEKEY7EXMPL2', 'fake.reviewer@example.com', '078-05-1120', 'DE89370400440532013000'];
