/**
 * How long `preflight scan` takes, start to exit, on a 3-line text file, beside the floor of
 * starting Node at all (`node -e ''`) measured in the same interleaved rounds. A third process
 * times what the scan's first check costs on its own (compiling the default policy's scanner and
 * its first scan, cold), which belongs to the scanner rather than to how the CLI starts; the
 * start-up figure the target is about is the scan's time less that cost.
 * Run after a build: npx tsx benchmarks/cli/run.ts   (BENCH_CLI_ROUNDS, default 15)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_MS = 300;
const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 15);
const SERVER = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const CLI = join(SERVER, 'bin/preflight.js');
const TEXT = 'Meeting notes\nSend the draft to fake.reader@example.com\nNothing else.\n';

// Runs in the server package, where @preflight/core resolves to its build as the CLI's does.
const FIRST_CHECK = `
const started = performance.now();
const { createChecker } = await import('@preflight/core');
const imported = performance.now();
createChecker().check(${JSON.stringify(TEXT)}, { destination: 'AI_TOOL' });
process.stdout.write(JSON.stringify({ importMs: imported - started, firstCheckMs: performance.now() - imported }));
`;

function wallMs(args: string[], cwd: string): { ms: number; stdout: string } {
  const startedAt = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, stdout: run.stdout };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-cli-'));
const file = join(dir, 'notes.txt');
writeFileSync(file, TEXT);
const times = { floor: [] as number[], scan: [] as number[], help: [] as number[], coreImport: [] as number[], firstCheck: [] as number[] };
try {
  wallMs([CLI, 'scan', file, '--fail-on', 'never'], dir); // warm the file cache
  for (let round = 0; round < ROUNDS; round++) {
    times.floor.push(wallMs(['-e', ''], dir).ms);
    times.scan.push(wallMs([CLI, 'scan', file, '--fail-on', 'never'], dir).ms);
    times.help.push(wallMs([CLI, 'scan', '--help'], dir).ms);
    const probe = JSON.parse(wallMs(['--input-type=module', '-e', FIRST_CHECK], SERVER).stdout) as { importMs: number; firstCheckMs: number };
    times.coreImport.push(probe.importMs);
    times.firstCheck.push(probe.firstCheckMs);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const floor = median(times.floor);
const scan = median(times.scan);
const firstCheck = median(times.firstCheck);
const startup = scan - firstCheck;
console.log(`preflight scan of a 3-line text file, medians of ${ROUNDS} interleaved rounds (wall time, process start to exit):`);
console.log(`  node -e ''                      ${fmt(floor)}`);
console.log(`  preflight scan --help           ${fmt(median(times.help))}  (${(median(times.help) / floor).toFixed(2)}x the floor)`);
console.log(`  preflight scan notes.txt        ${fmt(scan)}  (${(scan / floor).toFixed(2)}x the floor)`);
console.log(`  of which, in a process of its own: importing @preflight/core ${fmt(median(times.coreImport))}; first check (compile + scan, cold) ${fmt(firstCheck)}`);
console.log(`  scan less its first check       ${fmt(startup)}  target < ${TARGET_MS} ms: ${startup < TARGET_MS ? 'met' : 'NOT met'}`);
