import autocannon from 'autocannon';
import { createPreflightClient, Preflight, unwrap } from '@preflight/client';
import { removeDataDir, startServerProcess, TEST_ADMIN_KEY } from '../../packages/client/test/server-process.js';
import { corpusText } from '../check/inputs.js';

/**
 * SDK mode against the server, in one run on this machine: checks per second of the 4 KB
 * prompt (the same one benchmarks/check uses) made locally by `Preflight.check` (one thread,
 * audit events uploading in the background) and by POST /api/preflight/text (one connection,
 * then 10), with the load generator sharing the machine.
 * Run after `pnpm build`: `pnpm --filter @preflight/benchmarks sdk` (BENCH_DURATION_S, default 10).
 */

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PROMPT = corpusText(4 * 1024);

interface Figures {
  name: string;
  checksPerSecond: number;
  p50Ms: number;
}

/**
 * Checks in a tight loop for `seconds`; the clock is read every 20 checks to keep it out of the
 * loop. The loop never yields, so audit uploads wait until it ends and the bounded queue drops
 * the oldest events beyond its 10,000.
 */
function measureLocal(sdk: Preflight, seconds: number): Figures {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let checks = 0;
  const start = performance.now();
  while (performance.now() < end) {
    const batchStart = performance.now();
    for (let i = 0; i < 20; i++) sdk.check(PROMPT, { destination: 'AI_TOOL' });
    latencies.push((performance.now() - batchStart) / 20);
    checks += 20;
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { name: 'SDK local check (1 thread)', checksPerSecond: Math.round(checks / elapsed), p50Ms: latencies[latencies.length >> 1] };
}

async function measureServer(url: string, policyKey: string, connections: number): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/api/preflight/text`,
    method: 'POST',
    connections,
    duration: DURATION_S,
    headers: { 'X-Service-API-Key': policyKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: PROMPT, destination: 'AI_TOOL' }),
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx + result.errors} failed requests`);
  return { name: `POST /api/preflight/text (${connections} conn.)`, checksPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50 };
}

async function main(): Promise<void> {
  const server = await startServerProcess();
  try {
    const admin = createPreflightClient({ baseUrl: server.url, apiKey: TEST_ADMIN_KEY });
    const org = await unwrap(admin.api.POST('/api/orgs', { body: { name: 'SDK Bench' } }));
    // Unlimited checks: a trial license's monthly allowance would end the run early with 429s.
    await unwrap(admin.api.PATCH('/api/licenses/{license_id}', { params: { path: { license_id: org.license_id } }, body: { license_type: 'enterprise' } }));
    const sdk = await Preflight.connect({ baseUrl: server.url, licenseKey: org.license_key });

    // Warm up both paths (JIT, compiled checkers) before measuring.
    measureLocal(sdk, 1);
    await autocannon({ url: `${server.url}/healthz`, duration: 1 });
    const local = measureLocal(sdk, DURATION_S);
    const audit = await sdk.close();
    const one = await measureServer(server.url, org.default_policy.api_key, 1);
    const ten = await measureServer(server.url, org.default_policy.api_key, 10);

    console.log(`4 KB prompt (${PROMPT.length} chars), ${DURATION_S} s per figure, Node ${process.version}\n`);
    console.log('scenario                              checks/s   p50 ms');
    for (const f of [local, one, ten]) console.log(`${f.name.padEnd(36)} ${String(f.checksPerSecond).padStart(9)}   ${f.p50Ms.toFixed(2).padStart(6)}`);
    console.log(`\nSDK local vs server, 1 connection:   ${(local.checksPerSecond / one.checksPerSecond).toFixed(1)}x`);
    console.log(`SDK local vs server, 10 connections: ${(local.checksPerSecond / ten.checksPerSecond).toFixed(1)}x`);
    console.log(`SDK audit events: ${audit.sent} uploaded, ${audit.dropped} dropped by the bounded queue, ${audit.queued} unsent`);
  } finally {
    await server.stop();
    removeDataDir(server);
  }
}

await main();
