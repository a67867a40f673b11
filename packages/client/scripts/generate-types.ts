import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Regenerates src/generated/openapi.ts from the server's own /openapi.json, so the client's
 * request and response types are the server's zod schemas, never written a second time.
 * Run: `pnpm --filter @preflight/client generate` (starts a throwaway server from source).
 */

const SERVER_CLI = fileURLToPath(new URL('../../server/src/cli.ts', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = `/**
 * Generated from the server's /openapi.json by scripts/generate-types.ts; do not edit.
 * Regenerate after changing a route: pnpm --filter @preflight/client generate
 */
`;

export async function fetchServerDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-openapi-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER_CLI, 'serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
    { env: { ...process.env, PREFLIGHT_ADMIN_KEY: '', PREFLIGHT_LOG_LEVEL: 'error' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const response = await fetch(`${url}/openapi.json`);
    return await response.json();
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function renderTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await renderTypes(await fetchServerDocument());
  writeFileSync(OUTPUT, source);
  process.stdout.write(`wrote ${OUTPUT.split('/packages/')[1]}\n`);
}
