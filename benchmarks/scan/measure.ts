/** Timing: every figure is a best-of or a percentile over repeated runs in this process. */

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

/**
 * Best wall time in milliseconds of each named job, run in interleaved rounds so that load from
 * other processes on the machine falls on every job alike rather than on whichever ran during it.
 */
export function bestOfInterleaved(rounds: number, jobs: Record<string, () => unknown>): Record<string, number> {
  const best: Record<string, number> = {};
  for (const name of Object.keys(jobs)) best[name] = Infinity;
  for (let round = 0; round < rounds; round++) {
    for (const [name, work] of Object.entries(jobs)) best[name] = Math.min(best[name], bestMs(1, work));
  }
  return best;
}

export function mbPerSecond(chars: number, ms: number): number {
  return chars / MB / (ms / 1000);
}

/** Percentiles in microseconds of `iterations` timed calls after `warmup` untimed ones. */
export function latencyMicros(iterations: number, warmup: number, work: () => unknown): { p50: number; p99: number } {
  for (let i = 0; i < warmup; i++) work();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    work();
    samples[i] = (performance.now() - started) * 1000;
  }
  samples.sort();
  return { p50: samples[Math.floor(iterations * 0.5)], p99: samples[Math.floor(iterations * 0.99)] };
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
