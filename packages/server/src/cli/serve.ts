import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { privateFile } from '../data-dir.js';
import { startServer } from '../server.js';
import { SERVE_USAGE } from './usage.js';

const ADMIN_KEY_FILE = 'admin-key.txt';

/**
 * Where a newly generated administrator key goes: to a terminal, shown once; otherwise (stdout
 * is a log collector) into a file only this user can read, which the line names, so the key never
 * enters a log stream.
 */
function adminKeyNotice(key: string, dataDir: string): string {
  if (process.stdout.isTTY) return `Administrator key (shown only now; keep it safe): ${key}`;
  const file = join(dataDir, ADMIN_KEY_FILE);
  privateFile(file);
  writeFileSync(file, `${key}\n`);
  return `Administrator key written to ${file} (mode 0600); store it safely, then delete the file`;
}

/** `preflight serve`: start, print where to reach the API (and a new administrator key once), stop on a signal. */
export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'base-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${SERVE_USAGE}\n`);
    return 0;
  }
  const env = { ...process.env };
  if (values.port !== undefined) env.PREFLIGHT_PORT = values.port;
  if (values.host !== undefined) env.PREFLIGHT_HOST = values.host;
  if (values['data-dir'] !== undefined) env.PREFLIGHT_DATA_DIR = values['data-dir'];
  if (values['base-url'] !== undefined) env.PREFLIGHT_BASE_URL = values['base-url'];
  const config = loadConfig(env);
  const running = await startServer(config);

  const lines = [`Preflight is listening on ${running.url}`, `API reference: ${running.docsUrl}`];
  if (running.generatedAdminKey) lines.push(adminKeyNotice(running.generatedAdminKey, config.dataDir));
  process.stdout.write(`${lines.join('\n')}\n`);

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running.close();
  return 0;
}
