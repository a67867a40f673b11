/**
 * What a compiled scanner holds, in a process of its own: compiles SCANNERS scanners with the
 * built-in detectors (options that do not change their detectors, as policies with different rules
 * would), scans a 4 KB prompt and 2 MB of the mixed corpus with each, keeps them all, and prints
 * the resident memory added per scanner, in MB. Run by `run.ts`; needs `--expose-gc`.
 */
import { createScanner } from '../../packages/core/src/index.js';
import { mixedCorpus, promptText } from './corpus.js';
import { MB } from './measure.js';

const SCANNERS = 50;
const prompt = promptText(4096);
const text = mixedCorpus(2 * MB);
createScanner().scan(prompt);
globalThis.gc?.();
const before = process.memoryUsage().rss;
const scanners = Array.from({ length: SCANNERS }, (_, index) => {
  const scanner = createScanner({ minConfidence: index / 1000 });
  scanner.scan(prompt);
  scanner.scan(text);
  return scanner;
});
globalThis.gc?.();
const after = process.memoryUsage().rss;
console.log(JSON.stringify({ scanners: scanners.length, perScannerMb: (after - before) / SCANNERS / MB }));
