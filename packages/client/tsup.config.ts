import { defineConfig } from 'tsup';
import { browserCompat } from './browser-build.js';

export default defineConfig([
  // Node and bundlers: core stays a dependency.
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    external: ['@preflight/core'],
  },
  // One browser file with core (and RE2's wasm) inside, for a page or an extension without a bundler.
  {
    entry: { browser: 'src/index.ts' },
    format: ['esm'],
    platform: 'browser',
    sourcemap: true,
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    esbuildPlugins: [browserCompat],
  },
]);
