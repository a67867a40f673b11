import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { createChecker, type Policy } from '@preflight/core';
import { API_VERSION } from '../version.js';
import { applyBaseline, readBaseline, writeBaseline } from './baseline.js';
import { fails, parseFailOn } from './fail-on.js';
import { formatJson } from './format-json.js';
import { formatSarif } from './format-sarif.js';
import { formatTable } from './format-table.js';
import { loadPolicy, parseDestination } from './policy-option.js';
import { createProgress } from './progress.js';
import { collectSources, STDIN_NAME } from './scan-sources.js';
import { type FileReport, scanBytes, type ScanSettings } from './scan-target.js';
import { UsageError } from './usage-error.js';
import { SCAN_USAGE } from './usage.js';

const FORMATS = ['table', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

/** The hash masking style needs a key; a scan only reports, so a key for this run alone will do. */
function checkerFor(policy: Policy, explain: boolean) {
  return createChecker({ policy, maskingKey: policy.masking.style === 'hash' ? randomBytes(32).toString('hex') : undefined, explain });
}

/** `preflight scan`: check files, folders or standard input and report the findings. */
export async function scanCommand(args: string[]): Promise<number> {
  try {
    return await scan(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`preflight scan: ${error.message}\n`);
    return 2;
  }
}

async function scan(args: string[]): Promise<number> {
  const { values, positionals } = parseArgsOrUsage(args);
  if (values.help) {
    process.stdout.write(`${SCAN_USAGE}\n`);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('name at least one file or folder, or - for standard input');
  const format = (values.format ?? 'table') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format takes ${FORMATS.join(', ')}`);
  const failOn = parseFailOn(values['fail-on'] ?? 'BLOCK');
  const policy = await loadPolicy(values.policy);
  const settings: ScanSettings = {
    checker: checkerFor(policy, values.explain ?? false),
    policy,
    destination: parseDestination(values.destination),
    showValues: values['show-values'] ?? false,
    inlineAllow: !values['no-inline-allow'],
  };
  // Read before scanning, so a broken baseline fails the run at once.
  const accepted = values.baseline === undefined ? null : await readBaseline(values.baseline);

  const sources = await collectSources(positionals, { respectGitignore: !values['no-gitignore'], excludes: values.exclude ?? [] });
  for (const path of sources.missing) process.stderr.write(`preflight scan: ${path}: no such file or folder\n`);
  const progress = createProgress(process.stderr, sources.files.length);
  const scanned: FileReport[] = [];
  for (const path of sources.files) {
    const bytes = new Uint8Array(path === '-' ? await buffer(process.stdin) : await readFile(path));
    scanned.push(await scanBytes(path === '-' ? STDIN_NAME : path, bytes, settings));
    progress.tick();
  }
  progress.done();

  // A baseline just written accepts every current finding, so the run reports as if it applied.
  let reports = scanned;
  if (values['write-baseline'] !== undefined) {
    const written = await writeBaseline(values['write-baseline'], scanned);
    process.stderr.write(`preflight scan: wrote ${written.size} finding${written.size === 1 ? '' : 's'} to ${values['write-baseline']}\n`);
    reports = applyBaseline(values['write-baseline'], written, scanned);
  } else if (accepted && values.baseline !== undefined) {
    reports = applyBaseline(values.baseline, accepted, scanned);
  }

  const run = { destination: settings.destination, policyVersion: settings.checker.policyVersion };
  const output =
    format === 'sarif'
      ? formatSarif(reports, { ...run, toolVersion: API_VERSION })
      : format === 'json'
        ? formatJson(reports, run)
        : formatTable(reports, settings.showValues, values.explain ?? false);
  if (values.output) await writeFile(values.output, output);
  else process.stdout.write(output);

  if (reports.some((report) => report.findings.some((finding) => fails(failOn, finding)))) return 1;
  return sources.missing.length > 0 || reports.some((report) => report.status === 'error') ? 2 : 0;
}

function parseArgsOrUsage(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        destination: { type: 'string' },
        policy: { type: 'string' },
        'fail-on': { type: 'string' },
        'show-values': { type: 'boolean' },
        explain: { type: 'boolean' },
        'no-gitignore': { type: 'boolean' },
        exclude: { type: 'string', multiple: true },
        baseline: { type: 'string' },
        'write-baseline': { type: 'string' },
        'no-inline-allow': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
