#!/usr/bin/env node
import { MASK_USAGE, maskCommand } from './cli/mask.js';
import { SCAN_USAGE, scanCommand } from './cli/scan.js';
import { serveCommand, SERVE_USAGE } from './cli/serve.js';

/** Subcommands of the `preflight` bin; each takes its own arguments and returns an exit code. */
const COMMANDS: Record<string, { run: (args: string[]) => Promise<number>; usage: string }> = {
  serve: { run: serveCommand, usage: SERVE_USAGE },
  scan: { run: scanCommand, usage: SCAN_USAGE },
  mask: { run: maskCommand, usage: MASK_USAGE },
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
  return command.run(args);
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
