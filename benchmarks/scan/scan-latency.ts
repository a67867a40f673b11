/**
 * 4 KB prompt latency in a process of its own, so the heaps of the 8 MB scenarios run before it
 * do not weigh on its collections: prints p50 and p99 in microseconds. With an argument N, a full
 * garbage collection runs (untimed) before every Nth scan, as a server's heap does now and then
 * between requests. Run by `run.ts`; the collections need `--expose-gc`.
 */
import { createScanner } from '../../packages/core/src/index.js';
import { promptText } from './corpus.js';
import { latencyMicros } from './measure.js';

const collectEvery = Number(process.argv[2] ?? 0);
const scanner = createScanner();
const prompt = promptText(4096);
function collect(iteration: number): void {
  if (iteration % collectEvery === 0) globalThis.gc?.();
}
console.log(JSON.stringify(latencyMicros(collectEvery > 0 ? 20_000 : 5000, 500, () => scanner.scan(prompt), collectEvery > 0 ? collect : undefined)));
