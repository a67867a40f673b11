import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_CLI = fileURLToPath(new URL('../../server/src/cli.ts', import.meta.url));
/** Fixed, obviously fake administrator key for throwaway test databases only. */
export const TEST_ADMIN_KEY = `pfa_${'FAKEEXAMPLEADMINKEYFORTESTS'.padEnd(40, '0')}`;

export interface ServerProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  restart(): Promise<void>;
}

/** Runs `preflight serve` from source in its own process on a fresh data directory and a free port. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'preflight-client-'));
  let child: ChildProcess;
  let url = '';

  const launch = async (port: string) => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', SERVER_CLI, 'serve', '--port', port, '--host', '127.0.0.1', '--data-dir', dataDir],
      {
        env: { ...process.env, PREFLIGHT_ADMIN_KEY: TEST_ADMIN_KEY, PREFLIGHT_LOG_LEVEL: 'error', PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1]);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    });
  };
  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  await launch('0');
  return {
    get url() {
      return url;
    },
    dataDir,
    async stop() {
      await stopChild();
    },
    async restart() {
      await launch(new URL(url).port);
    },
  } as ServerProcess & { stop(): Promise<void> };
}

export function removeDataDir(server: ServerProcess): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}
