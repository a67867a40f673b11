import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChecker, defaultPolicy } from '@preflight/core';
import { startProcess, stopProcess } from '../http/processes.js';

/**
 * The gateway's cost: the same model calls sent straight to a fake provider on loopback and
 * through `preflight gateway` in front of it, in one run — a 4 KB prompt with findings,
 * non-streaming (whole answer) and streaming (time to the first text event). Three loads: one
 * call at a time (alternating sides, back to back); paced (10 clients, each calling each side
 * every PACE_MS, the two interleaved, well within what both sustain, so the latency added is the
 * gateway's own work); saturated (10 clients calling back to back, one side after the other, so
 * the throughput shows what one gateway process sustains on this machine). The run ends with two
 * floors of what the gateway adds, a proxy that only passes calls on (pass-through.ts) under the
 * paced load and the time of the check alone, and between them the provider against itself under
 * the same load (the same calls on both sides: how far a difference of two p99s moves when nothing
 * is added).
 * Run after `pnpm build`: `pnpm bench:gateway`.
 */

const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const PROVIDER = fileURLToPath(new URL('./provider.ts', import.meta.url));
const PASS_THROUGH = fileURLToPath(new URL('./pass-through.ts', import.meta.url));
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 8) * 1000;
const CONCURRENCY = 10;
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 100);
// Fixed example administrator key for the benchmark's throwaway database only.
const ADMIN_KEY = `pfa_${'BENCHMARKONLYEXAMPLEKEY'.padEnd(40, '0')}`;

/** About 4 KB of a support conversation with two e-mail addresses and a phone number (fake values). */
const PROMPT = (
  'Customer planning.lead@example.com wrote about the renewal and asked us to call +1 415 555 0134. ' +
  'Please draft a reply that copies ops.desk@example.org and summarises the open items. '
).padEnd(4096, 'The roadmap review covers onboarding, billing clean-up and the support backlog. ');

interface Sample {
  total: number;
  firstText: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One call; for a stream, also when its first text event arrived. */
async function call(url: string, headers: Record<string, string>, stream: boolean): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-fake-benchmark', ...headers },
    body: JSON.stringify({ model: 'fake-model', stream, messages: [{ role: 'user', content: PROMPT }] }),
  });
  if (!res.ok || res.body === null) throw new Error(`answered ${res.status}: ${await res.text()}`);
  let firstText = Number.NaN;
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (Number.isNaN(firstText) && (!stream || decoder.decode(next.value, { stream: true }).includes('"content":"N'))) {
      firstText = performance.now() - started;
    }
  }
  return { total: performance.now() - started, firstText };
}

/** What a call's latency is: its whole time, or for a stream the time to its first text. */
const latencyOf = (stream: boolean) => (s: Sample) => (stream ? s.firstText : s.total);

/** How much later `through` answers than `base` at percentile `p`, in ms. */
const addedAt = (p: number, stream: boolean, base: Sample[], through: Sample[]) =>
  (percentile(through.map(latencyOf(stream)), p) - percentile(base.map(latencyOf(stream)), p)).toFixed(2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * `clients` clients for DURATION_MS, each calling the targets in turn, spread evenly: every
 * target gets a call from each client every `paceMs` (0: back to back). Calls to several targets
 * interleave, so a burst of other work on the machine falls on all of them alike.
 */
async function load(targets: Target[], stream: boolean, paceMs: number, durationMs = DURATION_MS, clients = CONCURRENCY): Promise<Sample[][]> {
  const samples: Sample[][] = targets.map(() => []);
  const end = performance.now() + durationMs;
  const everyMs = paceMs / targets.length;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      await sleep((client * everyMs) / clients);
      for (let turn = client; performance.now() < end; turn++) {
        const started = performance.now();
        const target = turn % targets.length;
        (samples[target] as Sample[]).push(await call(targets[target]!.url, targets[target]!.headers, stream));
        await sleep(Math.max(0, everyMs - (performance.now() - started)));
      }
    }),
  );
  return samples;
}

/** A 4 KB check of the prompt alone, in this process: what no gateway call can cost less than. */
function checkFloorMs(): number {
  const checker = createChecker({ policy: defaultPolicy() });
  const times: number[] = [];
  for (let i = 0; i < 3_000; i++) {
    const started = performance.now();
    checker.check(PROMPT, { destination: 'AI_TOOL' });
    if (i >= 1_000) times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error('Build first: pnpm build');
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-bench-gateway-'));
  const provider = await startProcess(process.execPath, ['--import', 'tsx', PROVIDER]);
  const gateway = await startProcess(process.execPath, [CLI, 'gateway', '--upstream', provider.url, '--port', '0', '--data-dir', dataDir], {
    PREFLIGHT_ADMIN_KEY: ADMIN_KEY,
    PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0',
    PREFLIGHT_HOST: '127.0.0.1',
  });
  try {
    const admin = { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' };
    const org = await (await fetch(`${gateway.url}/api/orgs`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Bench' }) })).json();
    await fetch(`${gateway.url}/api/licenses/${org.license_id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ license_type: 'enterprise' }) });
    const viaGateway = { 'X-Service-API-Key': org.default_policy.api_key as string };
    const direct = { url: `${provider.url}/v1/chat/completions`, headers: {} };
    const guarded = { url: `${gateway.url}/v1/chat/completions`, headers: viaGateway };

    // Warm up both paths (JIT, the compiled checker).
    await load([direct], true, 0, 1_500);
    await load([guarded], true, 0, 1_500);

    const rows = [];
    const summary: string[] = [];
    const scenarios = [
      { loadName: 'one call at a time', clients: 1, paceMs: 0, interleaved: true },
      { loadName: `paced, a call every ${PACE_MS} ms per client`, clients: CONCURRENCY, paceMs: PACE_MS, interleaved: true },
      { loadName: 'saturated, back to back', clients: CONCURRENCY, paceMs: 0, interleaved: false },
    ];
    for (const { loadName, clients, paceMs, interleaved } of scenarios) {
      for (const stream of [false, true]) {
        // Interleaved for the latency; one side after the other for the throughput.
        const [base = [], through = []] = interleaved
          ? await load([direct, guarded], stream, paceMs, DURATION_MS, clients)
          : [...(await load([direct], stream, paceMs)), ...(await load([guarded], stream, paceMs))];
        const metric = latencyOf(stream);
        const row = (name: string, samples: Sample[]) => ({
          scenario: `${loadName}: ${name}, ${stream ? 'streaming (time to first text)' : 'non-streaming'}`,
          'req/s': Math.round((samples.length / DURATION_MS) * 1000),
          'p50 ms': percentile(samples.map(metric), 50).toFixed(2),
          'p99 ms': percentile(samples.map(metric), 99).toFixed(2),
        });
        rows.push(row('provider directly', base), row('through the gateway', through));
        summary.push(
          `${loadName}, ${stream ? 'streaming, time to first text' : 'non-streaming'}: the gateway adds p50 ${addedAt(50, stream, base, through)} ms, p99 ${addedAt(99, stream, base, through)} ms` +
            (interleaved ? '' : `; throughput ${((through.length / base.length) * 100).toFixed(0)}% of direct`),
        );
      }
    }
    const passThrough = await startProcess(process.execPath, ['--import', 'tsx', PASS_THROUGH, provider.url]);
    try {
      const proxied = { url: `${passThrough.url}/v1/chat/completions`, headers: {} };
      await load([proxied], true, 0, 1_500);
      for (const stream of [false, true]) {
        const [base = [], through = []] = await load([direct, proxied], stream, PACE_MS);
        summary.push(
          `a proxy that only passes calls on, paced, ${stream ? 'streaming, time to first text' : 'non-streaming'}: it adds p50 ${addedAt(50, stream, base, through)} ms, p99 ${addedAt(99, stream, base, through)} ms`,
        );
      }
    } finally {
      await stopProcess(passThrough.child);
    }
    for (const stream of [false, true]) {
      const [base = [], same = []] = await load([direct, direct], stream, PACE_MS);
      summary.push(
        `the provider against itself, paced, ${stream ? 'streaming, time to first text' : 'non-streaming'}: the second side "adds" p50 ${addedAt(50, stream, base, same)} ms, p99 ${addedAt(99, stream, base, same)} ms`,
      );
    }
    console.log(`\nModel gateway: 4 KB prompt with three findings, ${DURATION_MS / 1000} s per scenario, ${CONCURRENCY} concurrent clients (one in "one call at a time")`);
    console.table(rows);
    for (const line of summary) console.log(line);
    console.log(`one 4 KB check of the prompt alone, in this process: p50 ${checkFloorMs().toFixed(2)} ms`);
    console.log('target: added p99 under 2 ms at 10 concurrent streams (paced load)');
  } finally {
    await stopProcess(gateway.child);
    await stopProcess(provider.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
