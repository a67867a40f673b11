import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';
import { SERVE_USAGE } from './usage.js';

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
  const running = await startServer(loadConfig(env));

  const lines = [`Preflight is listening on ${running.url}`, `API reference: ${running.docsUrl}`];
  if (running.generatedAdminKey) {
    lines.push(`Administrator key (shown only now; keep it safe): ${running.generatedAdminKey}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running.close();
  return 0;
}
