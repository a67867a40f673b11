import type { Destination } from '@preflight/core';
import type { FileReport, ReportedFinding } from './scan-target.js';
import { summarize } from './scan-summary.js';

/** Field names follow the API's snake_case. */
function findingJson(finding: ReportedFinding) {
  const { region } = finding;
  return {
    type: finding.type,
    categories: finding.categories,
    action: finding.action,
    confidence: finding.confidence,
    likelihood: finding.likelihood ?? null,
    ...(finding.evidence === undefined ? {} : { evidence: finding.evidence }),
    region: region && { start_line: region.startLine, start_column: region.startColumn, end_line: region.endLine, end_column: region.endColumn },
    place: finding.place,
    sample: finding.sample,
    ...(finding.value === undefined ? {} : { value: finding.value }),
  };
}

/** The whole run as one JSON document, for scripts; raw values appear only with --show-values. */
export function formatJson(reports: readonly FileReport[], run: { destination: Destination; policyVersion: string }): string {
  const summary = summarize(reports);
  const document = {
    destination: run.destination,
    policy_version: run.policyVersion,
    summary: {
      files: summary.files,
      scanned: summary.scanned,
      skipped: summary.skipped,
      errors: summary.errors,
      findings: summary.findings,
      files_with_findings: summary.filesWithFindings,
      by_action: summary.byAction,
      suppressed: summary.suppressed,
    },
    files: reports.map((report) => ({
      path: report.path,
      status: report.status,
      kind: report.kind,
      decision: report.decision,
      ...(report.problem ? { problem: report.problem } : {}),
      findings: report.findings.map(findingJson),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
