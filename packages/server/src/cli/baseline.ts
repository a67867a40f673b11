import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { FINGERPRINT_NAME, fingerprintsOf, normalisePath } from './finding-fingerprint.js';
import { decisionOf, type FileReport } from './scan-target.js';
import { UsageError } from './usage-error.js';

/**
 * A baseline file: the findings a team has accepted, by fingerprint, so a scan reports only
 * what is new. Type and path are kept for people reviewing the file; values never are, and
 * neither are lines, which move with every edit above a finding.
 */
export interface BaselineEntry {
  readonly fingerprint: string;
  readonly type: string;
  readonly path: string;
}

export interface BaselineFile {
  readonly version: 1;
  readonly fingerprint: typeof FINGERPRINT_NAME;
  readonly findings: readonly BaselineEntry[];
}

/**
 * Paths in a baseline are relative to the baseline file's folder, so the file keeps working
 * from whichever folder, or checkout location, the scan runs.
 */
function pathFor(baselineFile: string, path: string): string {
  return normalisePath(relative(dirname(resolve(baselineFile)), resolve(path)));
}

/** Every finding of the reports as baseline entries, sorted so the file diffs well. */
export function baselineEntries(baselineFile: string, reports: readonly FileReport[]): BaselineEntry[] {
  const entries = reports.flatMap((report) => {
    const path = pathFor(baselineFile, report.path);
    const fingerprints = fingerprintsOf(path, report.findings);
    return report.findings.map((finding, i) => ({ fingerprint: fingerprints[i], type: finding.type, path }));
  });
  const order = (e: BaselineEntry) => `${e.path}\u0000${e.type}\u0000${e.fingerprint}`;
  return entries.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

export async function writeBaseline(file: string, reports: readonly FileReport[]): Promise<ReadonlySet<string>> {
  const findings = baselineEntries(file, reports);
  const document: BaselineFile = { version: 1, fingerprint: FINGERPRINT_NAME, findings };
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return new Set(findings.map((entry) => entry.fingerprint));
}

/** A baseline that cannot be used: a CI job must fail loudly rather than report everything or nothing. */
export class BaselineError extends UsageError {
  constructor(file: string, problem: string) {
    super(`baseline ${file}: ${problem}`);
  }
}

/** The fingerprints a baseline file accepts; throws a BaselineError naming the problem. */
export async function readBaseline(file: string): Promise<ReadonlySet<string>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BaselineError(file, error.code === 'ENOENT' ? 'no such file (write one with --write-baseline)' : `cannot be read (${error.code})`);
  });
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new BaselineError(file, `not JSON (${(error as Error).message})`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) throw new BaselineError(file, 'not a JSON object');
  const { version, fingerprint, findings } = document as Record<string, unknown>;
  if (version !== 1) throw new BaselineError(file, `version must be 1 (found ${JSON.stringify(version)})`);
  if (fingerprint !== FINGERPRINT_NAME) throw new BaselineError(file, `fingerprint must be "${FINGERPRINT_NAME}" (found ${JSON.stringify(fingerprint)})`);
  if (!Array.isArray(findings)) throw new BaselineError(file, 'findings must be an array');
  const fingerprints = new Set<string>();
  findings.forEach((entry: unknown, i) => {
    const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).fingerprint : undefined;
    if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value)) throw new BaselineError(file, `findings[${i}].fingerprint must be 64 lowercase hex digits`);
    fingerprints.add(value);
  });
  return fingerprints;
}

/** The reports without the findings the baseline accepts, counted per file as suppressed. */
export function applyBaseline(baselineFile: string, accepted: ReadonlySet<string>, reports: readonly FileReport[]): FileReport[] {
  return reports.map((report) => {
    const fingerprints = fingerprintsOf(pathFor(baselineFile, report.path), report.findings);
    const findings = report.findings.filter((_, i) => !accepted.has(fingerprints[i]));
    if (findings.length === report.findings.length) return report;
    return { ...report, findings, decision: report.decision && decisionOf(findings), suppressed: { ...report.suppressed, baseline: report.findings.length - findings.length } };
  });
}
