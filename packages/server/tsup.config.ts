import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The dashboard's browser bundle is built here too, so users need no front-end build step.
  // engine-worker is loaded by the check pool's worker threads (see src/domain/engine-pool.ts).
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'engine-worker': 'src/domain/engine-worker.ts',
    'dashboard/app': 'src/dashboard/client/main.ts',
  },
  format: ['esm'],
  // The page may load only app.js: a chunk shared with the server entries (forwarding presets) would not be served.
  splitting: false,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  external: ['better-sqlite3', '@preflight/core'],
  // The page's chart library is bundled into app.js: the browser cannot resolve package names.
  noExternal: ['uplot'],
  // Migrations are read at runtime next to the bundle (see store/sqlite/migrate.ts, store/postgres/migrate.ts).
  onSuccess: async () => {
    cpSync('src/store/sqlite/migrations', 'dist/migrations', { recursive: true });
    cpSync('src/store/postgres/migrations', 'dist/postgres-migrations', { recursive: true });
    cpSync('src/dashboard/public', 'dist/dashboard', { recursive: true });
    // The chart library's own stylesheet (legend and cursor), served beside ours.
    cpSync(createRequire(import.meta.url).resolve('uplot/dist/uPlot.min.css'), 'dist/dashboard/uplot.css');
  },
});
