/**
 * The packages as npm users get them: packed with pnpm (which rewrites `workspace:` ranges, as
 * publishing does), installed from the tarballs with npm in an empty folder (their registry
 * dependencies come from the registry), then loaded with `import` and `require`. Needs a build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'client', 'server'] as const;
/**
 * Core's install with its dependencies (zod, whose types core's declarations name, is about half);
 * the PDF and DOCX parsers are optional peers. The CommonJS build of `core/files` carries the
 * scanner a second time (esbuild splits only ES modules into shared chunks), with its source map;
 * each of the three builds carries the zod/mini functions core runs, about 0.36 MB with their
 * sources in the map, and none of the detectors' example cases.
 */
const CORE_INSTALL_LIMIT_MB = 19;

// The pnpm running the tests when there is one, else the one the README uses.
const pnpm = process.env.npm_execpath?.includes('pnpm') ? [process.execPath, process.env.npm_execpath] : ['npx', '-y', 'pnpm@10'];

let work: string;
let consumer: string;
const tarballs = {} as Record<(typeof PACKAGES)[number], string>;
let coreInstallBytes = 0;

// pnpm's bin shims point NODE_PATH at the workspace's packages, which would let the consumer
// resolve what it never installed.
const { NODE_PATH: _workspacePath, ...env } = process.env;

function run(command: string[], cwd: string): string {
  return execFileSync(command[0], command.slice(1), { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const tarList = (tarball: string) => run(['tar', '-tzf', tarball], work).split('\n').filter(Boolean);
const tarManifest = (tarball: string) => JSON.parse(run(['tar', '-xzOf', tarball, 'package/package.json'], work)) as Record<string, Record<string, string>>;

/** Bytes of every file under a folder (apparent size, so the figure does not depend on the file system). */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

const npmInstall = (specs: string[]) => run(['npm', 'install', '--no-audit', '--no-fund', '--loglevel=error', ...specs], consumer);
/** Runs a script file in the consumer folder: `.mjs` as ESM, `.cjs` as CommonJS, as an application would. */
function runScript(name: string, source: string): string {
  writeFileSync(join(consumer, name), source);
  return run([process.execPath, name], consumer);
}

beforeAll(() => {
  for (const name of PACKAGES) {
    if (!existsSync(join(ROOT, 'packages', name, 'dist'))) throw new Error(`packages/${name} is not built: run pnpm build first`);
  }
  work = mkdtempSync(join(tmpdir(), 'preflight-pack-'));
  for (const name of PACKAGES) {
    run([...pnpm, 'pack', '--pack-destination', work], join(ROOT, 'packages', name));
    tarballs[name] = join(work, `preflight-${name}-0.1.0.tgz`);
  }
  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  // Core alone first, to measure what a text-only user downloads; then the client beside it.
  npmInstall([tarballs.core]);
  coreInstallBytes = folderBytes(join(consumer, 'node_modules'));
  npmInstall([tarballs.core, tarballs.client]);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('packed tarballs', () => {
  it.each(PACKAGES)('%s carries its README, the LICENSE and no workspace: range', (name) => {
    const files = tarList(tarballs[name]);
    expect(files).toEqual(expect.arrayContaining(['package/README.md', 'package/LICENSE', 'package/package.json']));
    expect(files.filter((file) => file.includes('.build-inputs'))).toEqual([]);
    const manifest = tarManifest(tarballs[name]);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) expect(range, `${name}: ${dep}`).not.toMatch(/^workspace:/);
    }
    expect(manifest.engines).toEqual({ node: '>=20.19' });
  });

  it('server carries its bin and the built CLI it runs', () => {
    const files = tarList(tarballs.server);
    expect(tarManifest(tarballs.server).bin).toEqual({ preflight: './bin/preflight.js' });
    expect(files).toEqual(expect.arrayContaining(['package/bin/preflight.js', 'package/dist/cli.js', 'package/dist/index.js']));
  });

  it(`core installs in under ${CORE_INSTALL_LIMIT_MB} MB, without the PDF and DOCX parsers`, () => {
    console.log(`@preflight/core installed with its dependencies: ${(coreInstallBytes / 1e6).toFixed(1)} MB`);
    expect(coreInstallBytes).toBeLessThan(CORE_INSTALL_LIMIT_MB * 1e6);
    for (const heavy of ['pdf-parse', 'pdfjs-dist', 'mammoth', '@napi-rs']) expect(existsSync(join(consumer, 'node_modules', heavy)), heavy).toBe(false);
  });

  const check = `checkText('Deploy with AKIAQ3FAKEKEY7EXMPL2, then mail jane.doe@example.com', { destination: 'AI_TOOL' }).decision`;

  it('core works through import (ESM) and require (CommonJS)', () => {
    expect(runScript('core.mjs', `import { checkText } from '@preflight/core'; console.log(${check});`).trim()).toBe('BLOCKED');
    expect(runScript('core.cjs', `const { checkText } = require('@preflight/core'); console.log(${check});`).trim()).toBe('BLOCKED');
  });

  it('core checks and parses policies without loading zod: the zod/mini functions it uses are bundled', () => {
    const zod = join(consumer, 'node_modules', 'zod');
    renameSync(zod, `${zod}-hidden`);
    try {
      const parse = `[parsePolicy({ name: 'P', rules: [{ name: 'r', dataTypes: ['PII'], destinations: ['AI_TOOL'], action: 'MASK' }] }).rules[0].id.slice(0, 5), (() => { try { parsePolicy({ name: '' }); } catch (error) { return error.issues[0].path; } })()].join()`;
      expect(runScript('no-zod.mjs', `import { checkText, parsePolicy } from '@preflight/core'; console.log(${check}, ${parse});`).trim()).toBe('BLOCKED rule-,name');
      expect(runScript('no-zod.cjs', `const { checkText, parsePolicy } = require('@preflight/core'); console.log(${check}, ${parse});`).trim()).toBe('BLOCKED rule-,name');
    } finally {
      renameSync(`${zod}-hidden`, zod);
    }
  });

  it("core's build leaves out the detectors' example cases, which only the repository's tests read", () => {
    const count = `BUILTIN_DETECTORS.length + ' ' + BUILTIN_DETECTORS.filter((d) => d.truePositives.length + d.falsePositives.length > 0).length`;
    const [detectors, withCases] = runScript('cases.mjs', `import { BUILTIN_DETECTORS } from '@preflight/core'; console.log(${count});`).trim().split(' ').map(Number);
    expect(detectors).toBeGreaterThan(300);
    expect(withCases).toBe(0);
  });

  it('core/files checks text, and names the package to install for a PDF, in ESM and CommonJS', () => {
    const pdf = join(ROOT, 'fixtures/files/report.pdf');
    const script = (load: string) => `${load}
const text = await checkFile(new TextEncoder().encode('mail jane.doe@example.com'), { destination: 'AI_TOOL' });
const pdf = await checkFile(new Uint8Array(readFileSync(${JSON.stringify(pdf)})), { destination: 'AI_TOOL' }).catch((error) => error);
console.log(JSON.stringify([text.decision, pdf.code, pdf.message]));`;
    const expected = ['ALLOWED_WITH_MASKING', 'EXTRACTOR_MISSING', expect.stringContaining('npm install pdf-parse@2.4.5')];
    const esm = runScript('files.mjs', script(`import { readFileSync } from 'node:fs'; import { checkFile } from '@preflight/core/files';`));
    expect(JSON.parse(esm)).toEqual(expected);
    const cjs = runScript('files.cjs', `(async () => { ${script(`const { readFileSync } = require('node:fs'); const { checkFile } = require('@preflight/core/files');`)} })()`);
    expect(JSON.parse(cjs)).toEqual(expected);
  });

  it('core/files reads a PDF once pdf-parse is installed beside it', () => {
    npmInstall(['pdf-parse@2.4.5']);
    const pdf = join(ROOT, 'fixtures/files/report.pdf');
    const script = `import { readFileSync } from 'node:fs'; import { checkFile } from '@preflight/core/files';
const result = await checkFile(new Uint8Array(readFileSync(${JSON.stringify(pdf)})), { destination: 'AI_TOOL' });
console.log(JSON.stringify([result.input.kind, result.findings.length > 0]));`;
    expect(JSON.parse(runScript('pdf.mjs', script))).toEqual(['pdf', true]);
  }, 120_000);

  it('client works through import and require, on the core installed beside it', () => {
    const probe = `[typeof createPreflightClient, typeof Preflight.connect].join()`;
    expect(runScript('client.mjs', `import { createPreflightClient, Preflight } from '@preflight/client'; console.log(${probe});`).trim()).toBe('function,function');
    expect(runScript('client.cjs', `const { createPreflightClient, Preflight } = require('@preflight/client'); console.log(${probe});`).trim()).toBe('function,function');
    expect(existsSync(join(consumer, 'node_modules/@preflight/client/node_modules/@preflight/core'))).toBe(false);
    expect(readFileSync(join(consumer, 'node_modules/@preflight/core/package.json'), 'utf8')).toContain('"version": "0.1.0"');
  });
});
