import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFresh, removeStamps, writeStamps } from '../scripts/build-if-stale.mjs';

/** A workspace of two buildable packages (one with a test folder) and one without a build. */
function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'preflight-stale-'));
  const files: Record<string, string> = {
    'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
    'packages/a/package.json': JSON.stringify({ scripts: { build: 'tsup' } }),
    'packages/a/src/index.ts': 'export const a = 1;\n',
    'packages/a/test/a.test.ts': 'test\n',
    'packages/a/dist/index.js': 'built\n',
    'packages/b/package.json': JSON.stringify({ scripts: { build: 'tsup' } }),
    'packages/b/src/index.ts': 'export const b = 1;\n',
    'packages/b/dist/index.js': 'built\n',
    'packages/docs/package.json': JSON.stringify({ scripts: {} }),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('build-if-stale', () => {
  it('is stale before the first build and fresh after it', () => {
    const root = workspace();
    expect(isFresh(root)).toBe(false);
    writeStamps(root);
    expect(isFresh(root)).toBe(true);
  });

  it('is stale again when a source, a package manifest or the lockfile changes', () => {
    const changes: Record<string, string> = {
      'packages/b/src/index.ts': 'export const b = 2;\n',
      'packages/a/package.json': JSON.stringify({ scripts: { build: 'tsup --minify' } }),
      'pnpm-lock.yaml': 'lockfileVersion: 9.1\n',
      'packages/a/src/new.ts': 'export const c = 3;\n',
    };
    for (const [path, text] of Object.entries(changes)) {
      const root = workspace();
      writeStamps(root);
      writeFileSync(join(root, path), text);
      expect(isFresh(root), path).toBe(false);
    }
  });

  it('stays fresh when only tests change or a file is rewritten with the same content', () => {
    const root = workspace();
    writeStamps(root);
    writeFileSync(join(root, 'packages/a/test/a.test.ts'), 'another test\n');
    writeFileSync(join(root, 'packages/a/src/index.ts'), 'export const a = 1;\n');
    expect(isFresh(root)).toBe(true);
  });

  it('is stale when a dist was deleted or a build began (stamps removed) and did not finish', () => {
    const root = workspace();
    writeStamps(root);
    rmSync(join(root, 'packages/b/dist'), { recursive: true });
    expect(isFresh(root)).toBe(false);
    const other = workspace();
    writeStamps(other);
    removeStamps(other);
    expect(isFresh(other)).toBe(false);
  });
});
