import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { privateFile } from '../data-dir.js';
import { startServer } from '../server.js';
import { GATEWAY_USAGE, SERVE_USAGE } from './usage.js';

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

/** Flags and the settings they override. */
const SERVER_FLAGS = {
  port: 'PREFLIGHT_PORT',
  host: 'PREFLIGHT_HOST',
  'data-dir': 'PREFLIGHT_DATA_DIR',
  'base-url': 'PREFLIGHT_BASE_URL',
  'database-url': 'PREFLIGHT_DATABASE_URL',
};
const GATEWAY_FLAGS = { ...SERVER_FLAGS, upstream: 'PREFLIGHT_GATEWAY_UPSTREAM', 'policy-key': 'PREFLIGHT_GATEWAY_POLICY_KEY' };

/** `preflight serve`: start, print where to reach the API (and a new administrator key once), stop on a signal. */
export const serveCommand = (args: string[]) => run(args, SERVER_FLAGS, SERVE_USAGE);

/** `preflight gateway`: the same server with the model gateway in front of `--upstream`. */
export const gatewayCommand = (args: string[]) => run(args, GATEWAY_FLAGS, GATEWAY_USAGE);

async function run(args: string[], flags: Record<string, string>, usage: string): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: { ...Object.fromEntries(Object.keys(flags).map((flag) => [flag, { type: 'string' as const }])), help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const env = { ...process.env };
  for (const [flag, setting] of Object.entries(flags)) {
    const value = values[flag];
    if (typeof value === 'string') env[setting] = value;
  }
  const config = loadConfig(env);
  if (flags === GATEWAY_FLAGS && config.gateway.upstream === undefined) {
    process.stderr.write(`preflight gateway: name the model provider with --upstream (or PREFLIGHT_GATEWAY_UPSTREAM)\n\n${usage}\n`);
    return 2;
  }
  const running = await startServer(config);

  const lines = [`Preflight is listening on ${running.url}`, `API reference: ${running.docsUrl}`];
  if (config.gateway.upstream !== undefined) {
    lines.push(
      `Model gateway to ${config.gateway.upstream}: OpenAI clients use base URL ${running.baseUrl}/v1, Anthropic clients ${running.baseUrl}`,
    );
  }
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
