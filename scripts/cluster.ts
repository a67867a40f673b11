import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalPostgres } from '../test-support/postgres.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

/**
 * `pnpm cluster`: a local PostgreSQL (the OS package, installed when missing; run as an
 * unprivileged user, since PostgreSQL refuses root), three Preflight replicas on consecutive
 * ports after the proxy's, and a round-robin proxy in front. Ctrl-C stops everything and
 * deletes the database. `pnpm cluster --port 9000` moves the ports.
 */
const REPO = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const REPLICAS = 3;

const portArg = process.argv.indexOf('--port');
const basePort = portArg >= 0 ? Number(process.argv[portArg + 1]) : 8080;
if (!Number.isInteger(basePort) || basePort < 1 || basePort + REPLICAS > 65535) {
  process.stderr.write('--port must be a port number with three free ports after it\n');
  process.exit(2);
}

execFileSync('bash', [fileURLToPath(new URL('./ensure-postgres.sh', import.meta.url))], { stdio: 'inherit' });
execFileSync(process.execPath, [fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url))], { cwd: REPO, stdio: 'inherit' });

const database = await startLocalPostgres();
const admin = new pg.Client({ connectionString: database.adminUrl });
await admin.connect();
await admin.query('CREATE DATABASE preflight');
await admin.end();

const adminKey = `pfa_${randomBytes(30).toString('base64url').replace(/[-_]/g, '').slice(0, 40).padEnd(40, '0')}`;
const env = {
  ...process.env,
  PREFLIGHT_DATABASE_URL: database.urlOf('preflight'),
  PREFLIGHT_MASTER_KEY: randomBytes(32).toString('base64'),
  PREFLIGHT_ADMIN_KEY: adminKey,
  PREFLIGHT_HOST: '127.0.0.1',
  PREFLIGHT_BASE_URL: `http://127.0.0.1:${basePort}`,
  PREFLIGHT_LOG_LEVEL: 'warn',
};

function replica(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', String(port)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on/.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the replica on port ${port} exited with ${code}`)));
  });
}

const ports = Array.from({ length: REPLICAS }, (_, i) => basePort + 1 + i);
const children: ChildProcess[] = [];
let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))));
    await database.stop();
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  // One after the other: the first applies the migrations, the others find them applied.
  for (const port of ports) children.push(await replica(port));
  const proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`), basePort);
  process.stdout.write(
    [
      `Preflight cluster: ${REPLICAS} replicas on one PostgreSQL (port ${database.port}), round-robin at ${proxy.url}`,
      ...ports.map((p, i) => `  replica ${i + 1}: http://127.0.0.1:${p}`),
      `API reference: ${proxy.url}/docs`,
      `Administrator key (this cluster only): ${adminKey}`,
      'Ctrl-C stops the replicas and PostgreSQL and deletes the database.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await stop(1);
}
