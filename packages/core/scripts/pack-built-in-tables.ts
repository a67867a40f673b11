/**
 * Works out what compiling the built-in detectors needs (the `digits` patterns' automaton, each
 * pattern's shape) and writes it into src/scanner/built-in-tables.ts, so a fresh process unpacks
 * it instead of working it out.
 * Run: pnpm --filter @preflight/core pack-tables  (a test fails when the committed tables are
 * stale; a pattern they do not hold is read at run time, so they only ever cost speed)
 */
import { writeFileSync } from 'node:fs';
import { OUTPUT, builtInTablesSource } from './built-in-tables-source.js';

const source = builtInTablesSource();
writeFileSync(OUTPUT, source);
console.log(`built-in-tables.ts: ${source.length} characters`);
