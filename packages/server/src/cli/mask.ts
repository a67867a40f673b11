import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DESTINATIONS, parsePolicy, type Policy } from '@preflight/core';
import { checkFile, FileCheckError } from '@preflight/core/files';
import { loadPolicy, parseDestination } from './policy-option.js';
import { UsageError } from './usage-error.js';
import { MASK_USAGE } from './usage.js';

/** Without a policy file, `mask` masks everything it finds, whatever the category or destination. */
function maskEverything(): Policy {
  return parsePolicy({
    name: 'Mask every finding',
    rules: [{ name: 'Mask all', enabled: true, dataTypes: ['ALL'], destinations: [...DESTINATIONS], action: 'MASK' }],
  });
}

function defaultOutput(input: string, extension: string): string {
  const stem = basename(input, extname(input));
  return join(dirname(input), `${stem}.masked.${extension.replace(/^\./, '')}`);
}

/** `preflight mask`: write the masked version of one file. */
export async function maskCommand(args: string[]): Promise<number> {
  try {
    return await mask(args);
  } catch (error) {
    if (error instanceof UsageError || error instanceof FileCheckError) {
      process.stderr.write(`preflight mask: ${error instanceof FileCheckError ? `${error.code}: ` : ''}${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function mask(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        output: { type: 'string', short: 'o' },
        policy: { type: 'string' },
        destination: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${MASK_USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('name exactly one file');
  const [input] = positionals;
  const policy = values.policy === undefined ? maskEverything() : await loadPolicy(values.policy);
  const bytes = await readFile(input).catch(() => {
    throw new UsageError(`${input}: cannot be read`);
  });
  const result = await checkFile(new Uint8Array(bytes), {
    policy,
    destination: parseDestination(values.destination),
    // The hash style needs a key; one for this run keeps equal values equal within the file.
    maskingKey: policy.masking.style === 'hash' ? randomBytes(32).toString('hex') : undefined,
  });
  if (result.masked_file === null) {
    process.stderr.write(`preflight mask: ${input}: ${result.summary} Nothing written.\n`);
    return 1;
  }
  const masked = result.findings.filter((finding) => finding.action === 'MASK').length;
  if (values.output === '-') {
    process.stdout.write(result.masked_file.bytes);
    return 0;
  }
  const output = values.output ?? defaultOutput(input, result.masked_file.extension);
  await writeFile(output, result.masked_file.bytes);
  process.stderr.write(`${output}: ${masked} value${masked === 1 ? '' : 's'} masked\n`);
  return 0;
}
