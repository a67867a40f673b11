import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { browserCompat } from '../../packages/client/browser-build.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Bundles the example page for the browser (platform browser: a Node built-in anywhere in the
 * graph fails the build) into examples/browser/dist with index.html beside it.
 */
export async function buildBrowserExample(outDir = here('./dist')): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  await build({
    entry: { page: here('./page.ts') },
    outDir,
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    esbuildPlugins: [browserCompat],
    esbuildOptions(options) {
      options.alias = {
        '@preflight/client': here('../../packages/client/src/index.ts'),
        '@preflight/core': here('../../packages/core/src/index.ts'),
      };
    },
    silent: true,
    config: false,
  });
  copyFileSync(here('./index.html'), `${outDir}/index.html`);
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`built ${await buildBrowserExample()}\n`);
}
