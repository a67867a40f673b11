import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

const common = { format: ['esm'], sourcemap: true, target: 'node20' } as const;

// Two builds, since the page and the commands want opposite things; `pnpm build` empties dist first
// (tsup runs the two at once, so neither may clean).
export default defineConfig([
  {
    ...common,
    // engine-worker is loaded by the check pool's worker threads (see src/domain/engine-pool.ts).
    entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'engine-worker': 'src/domain/engine-worker.ts' },
    // Shared chunks, so a command loads its own modules, and the packages they import, when it runs:
    // `preflight scan` never loads the HTTP app.
    splitting: true,
    dts: { entry: { index: 'src/index.ts' } },
    external: ['better-sqlite3', '@preflight/core'],
    // Migrations are read at runtime next to the bundle (see store/sqlite/migrate.ts, store/postgres/migrate.ts).
    onSuccess: async () => {
      cpSync('src/store/sqlite/migrations', 'dist/migrations', { recursive: true });
      cpSync('src/store/postgres/migrations', 'dist/postgres-migrations', { recursive: true });
      cpSync('src/dashboard/public', 'dist/dashboard', { recursive: true });
      // The chart library's own stylesheet (legend and cursor), served beside ours.
      cpSync(createRequire(import.meta.url).resolve('uplot/dist/uPlot.min.css'), 'dist/dashboard/uplot.css');
    },
  },
  {
    ...common,
    // The dashboard's browser bundle is built here too, so users need no front-end build step. The
    // page loads only app.js: nothing shared with the server's chunks, and its chart library bundled
    // (the browser cannot resolve package names).
    entry: { 'dashboard/app': 'src/dashboard/client/main.ts' },
    splitting: false,
    noExternal: ['uplot'],
  },
]);
