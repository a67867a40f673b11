import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// Stands in for an install of core without its optional parsers: resolving them fails as Node does.
vi.mock('node:module', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:module')>();
  const createRequire = (from: string | URL) => {
    const require = real.createRequire(from);
    const resolve = (id: string) => {
      if (id === 'pdf-parse' || id === 'mammoth') throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
      return require.resolve(id);
    };
    return Object.assign(require, { resolve });
  };
  return { ...real, createRequire, default: { ...real, createRequire } };
});

const { checkFile, EXTRACTOR_PACKAGES, ExtractorMissingError } = await import('@preflight/core/files');

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
const readFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../fixtures/files/${name}`, import.meta.url)));

describe('PDF and DOCX parsers are optional peer dependencies', () => {
  it('are declared as such, with the versions the error message names', () => {
    expect(manifest.peerDependencies).toEqual(EXTRACTOR_PACKAGES);
    for (const name of Object.keys(EXTRACTOR_PACKAGES)) {
      expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
      expect(manifest.dependencies).not.toHaveProperty(name);
    }
  });

  it.each([
    ['report.pdf', 'PDF', 'pdf-parse'],
    ['memo.docx', 'DOCX', 'mammoth'],
  ])('%s without its parser fails naming the package to install', async (name, format, packageName) => {
    const failure = checkFile(readFixture(name), { destination: 'AI_TOOL' });
    await expect(failure).rejects.toBeInstanceOf(ExtractorMissingError);
    await expect(failure).rejects.toMatchObject({
      code: 'EXTRACTOR_MISSING',
      packageName,
      message: expect.stringContaining(`Reading ${format} files needs the package ${packageName}`) as unknown,
    });
    await expect(failure).rejects.toThrow(`npm install ${packageName}@${EXTRACTOR_PACKAGES[packageName as keyof typeof EXTRACTOR_PACKAGES]}`);
  });

  it('text files need neither', async () => {
    const result = await checkFile(new TextEncoder().encode('mail fake.reader@example.com'), { destination: 'AI_TOOL' });
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
  });
});
