import { cpSync } from 'node:fs';
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
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  external: ['better-sqlite3', '@preflight/core'],
  // Migrations are read at runtime next to the bundle (see store/sqlite/migrate.ts).
  onSuccess: async () => {
    cpSync('src/store/sqlite/migrations', 'dist/migrations', { recursive: true });
    cpSync('src/dashboard/public', 'dist/dashboard', { recursive: true });
  },
});
