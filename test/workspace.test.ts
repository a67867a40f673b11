import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'client', 'server'];
const manifest = (name: string) => JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8')) as Record<string, unknown>;

describe('workspace packages', () => {
  // pnpm links bins at install time, before anything is built; a bin inside dist/ fails to link.
  it('have bins that are committed files, not build output', () => {
    for (const name of PACKAGES) {
      for (const bin of Object.values((manifest(name).bin ?? {}) as Record<string, string>)) {
        const path = join('packages', name, bin);
        expect(path).not.toMatch(/\/dist\//);
        expect(() => execFileSync('git', ['ls-files', '--error-unmatch', path], { cwd: ROOT, stdio: 'pipe' }), path).not.toThrow();
      }
    }
  });

  it('declare what npm shows and needs: engines, repository, homepage and the license', () => {
    for (const name of PACKAGES) {
      const pkg = manifest(name);
      expect(pkg.engines, name).toEqual({ node: '>=20.19' });
      expect(pkg.license, name).toBe('Apache-2.0');
      expect(pkg.repository, name).toMatchObject({ type: 'git', directory: `packages/${name}` });
      expect(pkg.homepage, name).toMatch(/^https:\/\//);
      expect(readFileSync(join(ROOT, 'packages', name, 'LICENSE'), 'utf8')).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
    }
  });
});
