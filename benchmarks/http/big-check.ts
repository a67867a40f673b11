import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopProcess } from './processes.js';

/**
 * Does one large check starve the others? Measures, against a real server process on loopback,
 * the latency of GET /healthz and of 1 KB text checks (one client each, back to back) while
 * nothing else runs, then while 10 MB text checks run one after another, and how long a body of
 * nested arrays takes to be refused. Run after `pnpm build`: `pnpm bench:big-check`.
 */

const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 8_000);
// Fixed example administrator key for the benchmark's throwaway database only.
const ADMIN_KEY = `pfa_${'BENCHMARKONLYEXAMPLEKEY'.padEnd(40, '0')}`;

const SMALL = 'Please send the revised forecast to planning.lead@example.com before Friday. '.padEnd(1000, 'The roadmap review covers billing. ');
/** About 10 MB of prose with a finding every ~1,000 characters (fake example values). */
const LARGE = SMALL.repeat(10_000);

interface Latencies {
  samples: number[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One client sending `request` back to back until `until` resolves, timing each answer. */
async function probe(request: () => Promise<Response>, until: Promise<unknown>): Promise<Latencies> {
  let done = false;
  void until.then(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`probe answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return { samples };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error('Build first: pnpm build');
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-bench-'));
  const env = { PREFLIGHT_ADMIN_KEY: ADMIN_KEY, PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0', PREFLIGHT_HOST: '127.0.0.1' };
  const server = await startProcess(process.execPath, [CLI, 'serve', '--port', '0', '--data-dir', dataDir], env);
  try {
    const admin = { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' };
    const org = await (await fetch(`${server.url}/api/orgs`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Bench' }) })).json();
    // The trial allowance (1,000 checks a month) would run out within the first phase.
    await fetch(`${server.url}/api/licenses/${org.license_id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ license_type: 'enterprise' }) });
    const headers = { 'X-Service-API-Key': org.default_policy.api_key, 'Content-Type': 'application/json' };
    const check = (text: string) => fetch(`${server.url}/api/preflight/text`, { method: 'POST', headers, body: JSON.stringify({ text, destination: 'AI_TOOL' }) });
    const health = () => fetch(`${server.url}/healthz`);

    // Warm up: compiled checker on the main thread and in a pool thread.
    for (let i = 0; i < 200; i++) await (await check(SMALL)).arrayBuffer();
    await (await check(LARGE)).arrayBuffer();

    const phase = async (withLarge: boolean) => {
      const large: number[] = [];
      const stop = withLarge
        ? (async () => {
            const end = performance.now() + PHASE_MS;
            while (performance.now() < end) {
              const started = performance.now();
              const res = await check(LARGE);
              await res.arrayBuffer();
              if (!res.ok) throw new Error(`10 MB check answered ${res.status}`);
              large.push(performance.now() - started);
            }
          })()
        : sleep(PHASE_MS);
      const [h, c] = await Promise.all([probe(health, stop), probe(() => check(SMALL), stop)]);
      return { h, c, large };
    };

    const idle = await phase(false);
    const busy = await phase(true);

    const deep = `{"text": "x", "destination": "AI_TOOL", "context": ${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    const deepStarted = performance.now();
    const deepRes = await fetch(`${server.url}/api/preflight/text`, { method: 'POST', headers, body: deep });
    const deepMs = performance.now() - deepStarted;

    const row = (name: string, l: Latencies) => ({
      scenario: name,
      requests: l.samples.length,
      'p50 ms': percentile(l.samples, 50).toFixed(1),
      'p99 ms': percentile(l.samples, 99).toFixed(1),
      'max ms': Math.max(...l.samples).toFixed(1),
    });
    console.log(`\nOne large check beside small ones: ${PHASE_MS / 1000} s per phase, one client per probe`);
    console.table([
      row('GET /healthz, nothing else running', idle.h),
      row('1 KB check, nothing else running', idle.c),
      row('GET /healthz, 10 MB checks running', busy.h),
      row('1 KB check, 10 MB checks running', busy.c),
      row('10 MB check', { samples: busy.large }),
    ]);
    console.log(`p99 under the 10 MB checks: /healthz ${percentile(busy.h.samples, 99).toFixed(1)} ms, 1 KB check ${percentile(busy.c.samples, 99).toFixed(1)} ms (target < 100 ms)`);
    console.log(`p99 ratio busy / idle: /healthz ${(percentile(busy.h.samples, 99) / percentile(idle.h.samples, 99)).toFixed(1)}×, 1 KB check ${(percentile(busy.c.samples, 99) / percentile(idle.c.samples, 99)).toFixed(1)}×`);
    console.log(`2 MB body of 10⁶ nested arrays: ${deepRes.status} in ${deepMs.toFixed(1)} ms`);
  } finally {
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
