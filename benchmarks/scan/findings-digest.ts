/**
 * A digest of every finding the scanner makes on the benchmark corpora and the adversarial
 * inputs, whole and in small chunks (across chunk boundaries): a change meant to keep findings
 * the same must print the same digests before and after.
 * Run: npx tsx benchmarks/scan/findings-digest.ts
 */
import { createHash } from 'node:crypto';
import { createScanner } from '../../packages/core/src/index.js';
import { compileScanner } from '../../packages/core/src/scanner/scanner.js';
import { denseCorpus, mixedCorpus, ordinaryText, promptText, repeated } from './corpus.js';
import { MB } from './measure.js';

const inputs: Record<string, string> = {
  mixed: mixedCorpus(8 * MB),
  prose: ordinaryText(2 * MB),
  dense: denseCorpus(8 * MB),
  prompt: promptText(4096),
  ...Object.fromEntries(['a', '7', 'a@', '1 ', '-', 'a.', 'a:', '1.', '4111 ', 'a:1', '12:34:', 'jane@example.com ', '203.0.113.42 ', '2001:db8::1 ', '(555) 010-4477 ', 'SSN 536-22-8147\n'].map((unit) => [`repeated ${JSON.stringify(unit)}`, repeated(unit, MB / 4)])),
};
const scanners = { whole: createScanner(), 'chunks of 1000': compileScanner({}, 1000) };
for (const [scannerName, scanner] of Object.entries(scanners)) {
  for (const [name, text] of Object.entries(inputs)) {
    // Small chunks cost a scan per thousand units: the large corpora are read in part there.
    const findings = scanner.scan(scannerName === 'whole' ? text : text.slice(0, MB / 2));
    const digest = createHash('sha256').update(JSON.stringify(findings)).digest('hex').slice(0, 16);
    console.log(`${scannerName.padEnd(15)} ${name.padEnd(20)} ${String(findings.length).padStart(6)} ${digest}`);
  }
}
