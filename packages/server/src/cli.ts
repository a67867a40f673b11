#!/usr/bin/env node
import { GATEWAY_USAGE, MASK_USAGE, SCAN_USAGE, SERVE_USAGE } from './cli/usage.js';

type Run = (args: string[]) => Promise<number>;

/**
 * Subcommands of the `preflight` bin; each takes its own arguments and returns an exit code.
 * A command's modules load only when it runs: `scan` starts without the HTTP server, and
 * neither loads the PDF and DOCX extractors before a file needs them.
 */
const COMMANDS: Record<string, { load: () => Promise<Run>; usage: string }> = {
  serve: { load: async () => (await import('./cli/serve.js')).serveCommand, usage: SERVE_USAGE },
  gateway: { load: async () => (await import('./cli/serve.js')).gatewayCommand, usage: GATEWAY_USAGE },
  scan: { load: async () => (await import('./cli/scan.js')).scanCommand, usage: SCAN_USAGE },
  mask: { load: async () => (await import('./cli/mask.js')).maskCommand, usage: MASK_USAGE },
};

function usage(): string {
  return `Usage: preflight <command> [options]\n\nCommands:\n${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name}\n    ${c.usage.split('\n')[0]}`)
    .join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    process.stderr.write(usage());
    return name === undefined || name === '--help' || name === '-h' ? 0 : 2;
  }
  const run = await command.load();
  return run(args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Config and startup errors carry codes and messages without secrets; anything else shows its name only.
    const e = error as { code?: string; message?: string; name?: string };
    process.stderr.write(`preflight: ${e.code ? `${e.code}: ${e.message}` : (e.name ?? 'Error')}\n`);
    process.exit(1);
  },
);
