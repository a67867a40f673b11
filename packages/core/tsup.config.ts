import { defineConfig } from 'tsup';
import { detectorCasesLeftOut } from './scripts/strip-detector-cases.js';

export default defineConfig({
  entry: { index: 'src/index.ts', 'files/index': 'src/files/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Loading either library's hundred modules one by one costs a fresh process tens of milliseconds;
  // bundled, a few (of zod, only the zod/mini functions the policy schemas use).
  noExternal: ['libphonenumber-js', 'zod'],
  esbuildPlugins: [detectorCasesLeftOut],
});
