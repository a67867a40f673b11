import { type ChildProcess, spawn } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  url: string;
}

/** Spawns a server process and resolves with the URL it prints once listening. */
export function startProcess(command: string, args: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        child.stdout?.off('data', onData);
        // Keep draining output (request logs) so the child never blocks on a full pipe.
        child.stdout?.resume();
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
