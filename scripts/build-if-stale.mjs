#!/usr/bin/env node
/**
 * Builds the packages only when something their build reads has changed since the last build.
 * The inputs (every file of each package but its dist, node_modules and test folders, plus the
 * lockfile and the shared TypeScript settings) are hashed, and the root build script writes the
 * hash into every package's dist once all packages are built (`--stamp`); a start that finds
 * the same hash in every dist skips the build. Content rather than modification times, so a
 * checkout that rewrites files unchanged does not rebuild, and a deleted or half-built dist
 * (tsup empties it first) always does.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP = '.build-inputs';
const SKIPPED = new Set(['dist', 'node_modules', 'test']);
const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json'];

/** Package folders under packages/ that have a build script. */
export function buildablePackages(root) {
  const base = join(root, 'packages');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'package.json')))
    .map((entry) => join(base, entry.name))
    .filter((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.build !== undefined)
    .sort();
}

function inputFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) inputFiles(join(dir, entry.name), out);
    } else if (entry.isFile()) out.push(join(dir, entry.name));
  }
  return out;
}

/** SHA-256 over the inputs' paths (relative, with /) and contents, in a stable order. */
export function inputsHash(root) {
  const files = buildablePackages(root).flatMap((dir) => inputFiles(dir, []));
  for (const name of SHARED_INPUTS) if (existsSync(join(root, name))) files.push(join(root, name));
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(root, path).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** True when every package's dist carries the current inputs' hash. */
export function isFresh(root) {
  const hash = inputsHash(root);
  return buildablePackages(root).every((dir) => {
    const stamp = join(dir, 'dist', STAMP);
    return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  });
}

export function removeStamps(root) {
  for (const dir of buildablePackages(root)) rmSync(join(dir, 'dist', STAMP), { force: true });
}

export function writeStamps(root) {
  const hash = inputsHash(root);
  for (const dir of buildablePackages(root)) writeFileSync(join(dir, 'dist', STAMP), hash);
}

function main(args) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // The root build script ends with this, so any full build (pnpm build, pnpm test) counts.
  if (args.includes('--stamp')) {
    writeStamps(root);
    return 0;
  }
  if (isFresh(root)) {
    process.stderr.write('Build is up to date (no source changed since the last build).\n');
    return 0;
  }
  removeStamps(root);
  // The pnpm that runs this script (npm_execpath) builds; run by hand, the one the README uses.
  const pnpm = process.env.npm_execpath?.includes('pnpm') ? [process.execPath, process.env.npm_execpath] : ['npx', '-y', 'pnpm@10'];
  const build = spawnSync(pnpm[0], [...pnpm.slice(1), 'run', 'build'], { cwd: root, stdio: 'inherit' });
  return build.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
