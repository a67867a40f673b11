/** Timing: every figure is a best-of, a median or a percentile over repeated runs in this process. */

export const MB = 1024 * 1024;

/** Best wall time in milliseconds of `runs` calls (the least disturbed by other work on the machine). */
export function bestMs(runs: number, work: () => unknown): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Runs `work` untimed for about `ms` milliseconds, and at least once. */
function warmUp(ms: number, work: () => unknown): void {
  const started = performance.now();
  do work();
  while (performance.now() - started < ms);
}

/**
 * Wall times in milliseconds of each named job, run in interleaved rounds so that load from
 * other processes on the machine falls on every job alike rather than on whichever ran during it.
 * Each job first runs untimed for `warmupMs`: V8 compiles and optimises code through a job's first
 * runs (a scanner's first 8 MB scans take two to four times as long as later ones, and what it
 * calls once per chunk is optimised only after a dozen scans).
 */
export function timesOfInterleaved(rounds: number, jobs: Record<string, () => unknown>, warmupMs = 0): Record<string, number[]> {
  for (const work of Object.values(jobs)) warmUp(warmupMs, work);
  const times: Record<string, number[]> = {};
  for (const name of Object.keys(jobs)) times[name] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [name, work] of Object.entries(jobs)) times[name].push(bestMs(1, work));
  }
  return times;
}

/** Best wall time in milliseconds of each named job, in interleaved rounds (`timesOfInterleaved`). */
export function bestOfInterleaved(rounds: number, jobs: Record<string, () => unknown>, warmupMs = 0): Record<string, number> {
  const times = timesOfInterleaved(rounds, jobs, warmupMs);
  return Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, Math.min(...ms)]));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function mbPerSecond(chars: number, ms: number): number {
  return chars / MB / (ms / 1000);
}

/** Percentiles in microseconds of `iterations` timed calls after `warmup` untimed ones; `between(i)` runs untimed before call i. */
export function latencyMicros(iterations: number, warmup: number, work: () => unknown, between?: (iteration: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < warmup; i++) work();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    between?.(i);
    const started = performance.now();
    work();
    samples[i] = (performance.now() - started) * 1000;
  }
  samples.sort();
  return { p50: samples[Math.floor(iterations * 0.5)], p99: samples[Math.floor(iterations * 0.99)] };
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
