import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { SITE_MATCHES } from './src/sites.js';
import { detectorCasesLeftOut } from '../core/scripts/strip-detector-cases.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const STATIC_FILES = ['options.html', 'popup.html', 'ui.css', 'managed-schema.json'];

/** Manifest V3; the content script's match patterns come from the same list it guards. */
export function manifest(version: string) {
  return {
    manifest_version: 3,
    name: 'Preflight',
    description: 'Checks what you type, paste and attach in AI chat tools against your organization\'s policy before it is sent.',
    version,
    minimum_chrome_version: '116',
    permissions: ['storage', 'alarms', 'scripting'],
    host_permissions: [...SITE_MATCHES],
    // Sites an administrator adds (an internal chat tool) are asked for one origin at a time.
    optional_host_permissions: ['https://*/*'],
    background: { service_worker: 'background.js', type: 'module' },
    content_scripts: [{ matches: [...SITE_MATCHES], js: ['content.js'], run_at: 'document_start', all_frames: false }],
    options_ui: { page: 'options.html', open_in_tab: true },
    action: { default_title: 'Preflight', default_popup: 'popup.html' },
    storage: { managed_schema: 'managed-schema.json' },
  };
}

/**
 * Bundles the extension into dist/ (platform browser: a Node built-in anywhere in the graph fails
 * the build). Core and the client go inside; nothing is loaded from elsewhere.
 */
export async function buildExtension(outDir = here('./dist')): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const common = {
    outDir,
    platform: 'browser' as const,
    target: 'chrome116',
    noExternal: [/.*/],
    minify: true,
    esbuildOptions(options: { alias?: Record<string, string> }) {
      options.alias = {
        '@preflight/client': here('../client/src/index.ts'),
        '@preflight/core': here('../core/src/index.ts'),
      };
    },
    esbuildPlugins: [detectorCasesLeftOut],
    silent: true,
    config: false,
  };
  // A content script is a classic script; the worker and the pages are modules.
  await build({ ...common, entry: { content: here('./src/content/index.ts') }, format: ['iife'], outExtension: () => ({ js: '.js' }) });
  await build({
    ...common,
    entry: { background: here('./src/background.ts'), options: here('./src/options.ts'), popup: here('./src/popup.ts') },
    format: ['esm'],
    outExtension: () => ({ js: '.js' }),
    splitting: false,
  });
  for (const file of STATIC_FILES) copyFileSync(here(`./static/${file}`), `${outDir}/${file}`);
  const { version } = (await import('./package.json', { with: { type: 'json' } })).default;
  writeFileSync(`${outDir}/manifest.json`, `${JSON.stringify(manifest(version), null, 2)}\n`);
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`built ${await buildExtension()}\n`);
}
