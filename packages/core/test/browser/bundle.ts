import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The part of esbuild's API this test uses (esbuild is tsup's dependency, not the workspace's). */
interface Bundler {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[]; warnings: { text: string }[] }>;
}

/** esbuild as tsup installs it (the workspace's one bundler), so the test bundles as a consumer would. */
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup'));
const esbuild = requireFromTsup('esbuild') as Bundler;

const coreEntry = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

/** Core's main entry bundled for a browser as one ES module; esbuild fails on any Node-only import. */
export async function bundleCoreForBrowser(): Promise<{ code: string; warnings: string[] }> {
  const result = await esbuild.build({
    entryPoints: [coreEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].text, warnings: result.warnings.map((warning) => warning.text) };
}
