/**
 * 4 KB prompt latency in a process of its own, so the heaps of the 8 MB scenarios run before it
 * do not weigh on its collections: prints p50 and p99 in microseconds. Run by `run.ts`.
 */
import { createScanner } from '../../packages/core/src/index.js';
import { promptText } from './corpus.js';
import { latencyMicros } from './measure.js';

const scanner = createScanner();
const prompt = promptText(4096);
console.log(JSON.stringify(latencyMicros(5000, 500, () => scanner.scan(prompt))));
