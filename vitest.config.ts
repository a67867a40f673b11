import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests import the packages by name; resolve them to source so a test never runs stale build output.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@preflight\/core\/files$/, replacement: src('./packages/core/src/files/index.ts') },
      { find: /^@preflight\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@preflight\/server$/, replacement: src('./packages/server/src/index.ts') },
      { find: /^@preflight\/client$/, replacement: src('./packages/client/src/index.ts') },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'benchmarks/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL cluster per run for the suites that run on both databases.
    globalSetup: ['./test-support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
