/**
 * What policy evaluation and masking add on top of scanning: `scan` alone beside a full check
 * (scan + evaluate + mask + summary) with the default policy, on a 4 KB prompt and an ~8 MB
 * corpus, measured in the same run with interleaved samples. Ratios use the fastest sample of
 * each variant, the one least disturbed by other work on the machine; medians are shown too.
 * "after scan" times exactly what a check does beyond scanning (evaluate, mask, detected types,
 * summary) on the scan's findings: on a busy machine that direct share is the steadier figure.
 * Run: npx tsx benchmarks/check/run.ts
 */
import { checkText, createChecker, createScanner, defaultPolicy, evaluate, mask } from '@preflight/core';
import { detectedTypes } from '../../packages/core/src/check/detected.js';
import { labelsFor } from '../../packages/core/src/check/labels.js';
import { summarize } from '../../packages/core/src/check/summary.js';
import { denseCorpus } from '../scan/corpus.js';
import { corpusText } from './inputs.js';

const TARGET_OVERHEAD = 0.25;

interface Scenario {
  name: string;
  text: string;
  /** Calls per timed sample, so one sample lasts long enough to time reliably. */
  repeat: number;
  samples: number;
}

const policy = defaultPolicy();
// The scanner the checker compiles for the default policy: same detectors, same options.
const scanner = createScanner({ minConfidence: policy.minConfidence, allowList: policy.allowList, customDetectors: policy.customDetectors });
const checker = createChecker({ policy });
const request = { destination: 'AI_TOOL' } as const;
const labelOf = labelsFor(policy.customDetectors);

function timeMs(run: () => unknown, repeat: number): number {
  const startedAt = performance.now();
  for (let i = 0; i < repeat; i++) run();
  return (performance.now() - startedAt) / repeat;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** Returns [after-scan work, end-to-end check − scan], both as fractions of scan time. */
function measure({ name, text, repeat, samples }: Scenario): [number, number] {
  const findings = scanner.scan(text);
  const variants: Record<string, () => unknown> = {
    scan: () => scanner.scan(text),
    'createChecker().check': () => checker.check(text, request),
    checkText: () => checkText(text, { ...request, policy }),
    'after scan': () => {
      const evaluation = evaluate(findings, policy, request);
      const masked = mask(text, evaluation.findings.filter((finding) => finding.action === 'MASK'), policy.masking);
      return [masked, detectedTypes(text, evaluation.findings), summarize(evaluation, request.destination, labelOf)];
    },
  };
  for (const run of Object.values(variants)) run(); // warm-up: JIT and checkText's cache
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((key) => [key, []]));
  // Interleaved, so drift on a shared machine affects every variant alike.
  for (let s = 0; s < samples; s++) {
    for (const [key, run] of Object.entries(variants)) times[key].push(timeMs(run, repeat));
  }
  const result = checker.check(text, request);
  const masked = result.findings.filter((finding) => finding.action === 'MASK').length;
  console.log(`\n${name}: ${(text.length / 1024).toFixed(0)} KiB, ${result.findings.length} findings, ${masked} masked, decision ${result.decision}`);
  const scanMs = sorted(times.scan)[0];
  for (const [key, values] of Object.entries(times)) {
    const [fastest, median] = [sorted(values)[0], sorted(values)[Math.floor(values.length / 2)]];
    const share = key === 'scan' ? '' : key === 'after scan' ? `  = ${((fastest / scanMs) * 100).toFixed(1)}% of scan` : `  overhead vs scan ${((fastest / scanMs - 1) * 100).toFixed(1)}%`;
    const rate = (text.length / 1024 / 1024 / (fastest / 1000)).toFixed(1);
    console.log(`  ${key.padEnd(22)} fastest ${fastest.toFixed(3).padStart(9)} ms  median ${median.toFixed(3).padStart(9)} ms  ${rate.padStart(6)} MB/s${share}`);
  }
  return [sorted(times['after scan'])[0] / scanMs, sorted(times['createChecker().check'])[0] / scanMs - 1];
}

const prompt = measure({ name: '4 KB prompt', text: corpusText(4 * 1024), repeat: 100, samples: 30 });
const corpus = measure({ name: '8 MB corpus', text: corpusText(8 * 1024 * 1024), repeat: 1, samples: 7 });
const verdict = (overhead: number) => (overhead <= TARGET_OVERHEAD ? 'within' : 'OVER');
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}% (${verdict(fraction)})`;
console.log(`\npolicy + masking on top of scan (target <= ${TARGET_OVERHEAD * 100}%):`);
console.log(`  measured directly (after scan):  4 KB prompt ${percent(prompt[0])}   8 MB corpus ${percent(corpus[0])}`);
console.log(`  end to end (check - scan):       4 KB prompt ${percent(prompt[1])}   8 MB corpus ${percent(corpus[1])}`);

/**
 * Latency of one finding-dense 4 KB prompt (about 40 findings), the case where per-finding work
 * dominates: scan and check interleaved call by call, so load on the machine falls on both alike.
 */
const densePrompt = denseCorpus(4 * 1024);
const TARGET_DENSE_P99_US = 250;
const scanLatency: number[] = [];
const checkLatency: number[] = [];
const timeMicros = (work: () => unknown, into: number[]) => {
  const started = performance.now();
  work();
  into.push((performance.now() - started) * 1000);
};
for (let i = 0; i < 2000; i++) {
  scanner.scan(densePrompt);
  checker.check(densePrompt, request);
}
for (let i = 0; i < 10_000; i++) {
  timeMicros(() => scanner.scan(densePrompt), scanLatency);
  timeMicros(() => checker.check(densePrompt, request), checkLatency);
}
const percentile = (values: number[], p: number) => sorted(values)[Math.floor(values.length * p)];
console.log(`\n4 KB dense prompt (${scanner.scan(densePrompt).length} findings; target check p99 < ${TARGET_DENSE_P99_US} us):`);
for (const [name, values] of [['scan', scanLatency], ['createChecker().check', checkLatency]] as const) {
  console.log(`  ${name.padEnd(22)} p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} us  p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} us`);
}
