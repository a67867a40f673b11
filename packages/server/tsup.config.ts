import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The dashboard's browser bundle is built here too, so users need no front-end build step.
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'dashboard/app': 'src/dashboard/client/main.ts' },
  format: ['esm'],
  // The page may load only app.js: a chunk shared with the server entries (forwarding presets) would not be served.
  splitting: false,
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
