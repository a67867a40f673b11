import { createHash } from 'node:crypto';
import type { ReportedFinding } from './scan-target.js';

/** Version of the recipe below, named in SARIF's `partialFingerprints` and in baseline files. */
export const FINGERPRINT_NAME = 'preflightFindingHash/v1';

/**
 * A path as fingerprints see it: forward slashes, no `./` segments, so the same file gives the
 * same fingerprint on Windows and Unix and whichever way the path was typed.
 */
export function normalisePath(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/**
 * One fingerprint per finding of a file, in order: SHA-256 over the recipe's name, the type,
 * the normalised path, the SHA-256 of the value and which occurrence of that type and value in
 * the file it is (0 for the first). No line numbers, so a finding keeps its fingerprint when
 * lines above it are added or removed; the occurrence keeps a second copy of a value apart
 * from the first. The value itself is never part of the output.
 */
export function fingerprintsOf(path: string, findings: readonly ReportedFinding[]): string[] {
  const file = normalisePath(path);
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const key = `${finding.type}\u0000${finding.valueDigest}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash('sha256').update([FINGERPRINT_NAME, finding.type, file, finding.valueDigest, String(occurrence)].join('\u0000')).digest('hex');
  });
}
