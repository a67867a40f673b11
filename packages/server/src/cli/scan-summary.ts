import type { Action } from '@preflight/core';
import type { FileReport } from './scan-target.js';

export interface ScanSummary {
  readonly files: number;
  readonly scanned: number;
  readonly skipped: number;
  readonly errors: number;
  readonly findings: number;
  readonly filesWithFindings: number;
  readonly byAction: Readonly<Record<Action, number>>;
  /** Findings left out by `preflight:allow` comments and by the baseline. */
  readonly suppressed: { readonly inline: number; readonly baseline: number };
}

export function summarize(reports: readonly FileReport[]): ScanSummary {
  const byAction: Record<Action, number> = { BLOCK: 0, MASK: 0, ALLOW: 0 };
  for (const report of reports) for (const finding of report.findings) byAction[finding.action]++;
  return {
    files: reports.length,
    scanned: reports.filter((r) => r.status === 'scanned').length,
    skipped: reports.filter((r) => r.status === 'skipped').length,
    errors: reports.filter((r) => r.status === 'error').length,
    findings: byAction.BLOCK + byAction.MASK + byAction.ALLOW,
    filesWithFindings: reports.filter((r) => r.findings.length > 0).length,
    byAction,
    suppressed: {
      inline: reports.reduce((sum, r) => sum + r.suppressed.inline, 0),
      baseline: reports.reduce((sum, r) => sum + r.suppressed.baseline, 0),
    },
  };
}
