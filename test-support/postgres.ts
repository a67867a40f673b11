import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's postgresql package puts each major version's binaries here; scripts/ensure-postgres.sh installs it. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
/** The account the cluster runs as when this process is root: PostgreSQL refuses to run as root. */
const UNPRIVILEGED_USER = 'nobody';

export interface LocalPostgres {
  /** Superuser connection URL of the `postgres` database. */
  adminUrl: string;
  /** The URL of another database of the same cluster. */
  urlOf(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** Durability settings off (fsync, synchronous_commit): for throw-away test clusters only. */
  fast?: boolean;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
  /** Keep the data here instead of a fresh temporary folder (it is created when missing, never removed). */
  dataDir?: string;
  port?: number;
}

/** The newest installed major version's bin folder, found at run time (Debian installs one folder per version). */
export function postgresBinDir(): string {
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT).filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    : [];
  if (versions.length === 0) {
    throw new Error(`PostgreSQL is not installed (no ${DEBIAN_ROOT}/<version>/bin/initdb): run scripts/ensure-postgres.sh`);
  }
  const newest = versions.map(Number).sort((a, b) => b - a)[0];
  return join(DEBIAN_ROOT, String(newest), 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the unprivileged user when we are root, else as ourselves. */
function runAsOwner(binary: string, args: string[]): void {
  const [command, argv] = isRoot() ? ['runuser', ['-u', UNPRIVILEGED_USER, '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${binary.split('/').pop()} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

function giveToOwner(path: string): void {
  if (!isRoot()) return;
  const uid = Number(execFileSync('id', ['-u', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
  chownSync(path, uid, gid);
}

/**
 * Starts a PostgreSQL cluster of our own: `initdb` on a temporary folder, `pg_ctl start` on a
 * free loopback port, password authentication, no Unix socket outside that folder. As root it
 * runs as `nobody`, since the server refuses to run as root.
 */
export async function startLocalPostgres(options: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const bin = postgresBinDir();
  const root = options.dataDir ?? mkdtempSync(join(tmpdir(), 'preflight-pg-'));
  const owned = options.dataDir === undefined;
  const data = join(root, 'data');
  const passwordFile = join(root, 'superuser-password');
  chmodSync(root, 0o700);
  giveToOwner(root);
  let password: string;
  if (!existsSync(data)) {
    password = randomBytes(18).toString('base64url');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    giveToOwner(passwordFile);
    runAsOwner(join(bin, 'initdb'), [
      '-D', data, '-U', 'postgres', '--pwfile', passwordFile, '--auth', 'scram-sha-256', '-E', 'UTF8', '--locale', 'C',
      ...(options.fast ? ['--no-sync'] : []),
    ]);
  } else {
    password = readFileSync(passwordFile, 'utf8').trim();
  }
  const port = options.port ?? (await freePort());
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: root,
    // Test files open a pool per app they start, several at once.
    max_connections: '400',
    ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  };
  const serverOptions = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(root, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
  const urlOf = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      if (owned) rmSync(root, { recursive: true, force: true });
    },
  };
}
