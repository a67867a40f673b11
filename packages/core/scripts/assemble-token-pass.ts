/**
 * Assembles src/scanner/token-pass.wat into src/scanner/token-pass-binary.ts (the module's bytes
 * as base64), so core ships no toolchain and loads the same way in every runtime.
 * Run: pnpm --filter @preflight/core assemble  (a test fails when the committed bytes are stale)
 */
import { writeFileSync } from 'node:fs';
import { OUTPUT, assembleTokenPass, binaryModuleSource } from './token-pass-assembly.js';

const bytes = await assembleTokenPass();
writeFileSync(OUTPUT, binaryModuleSource(bytes));
console.log(`token-pass.wasm: ${bytes.length} bytes`);
