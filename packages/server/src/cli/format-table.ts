import type { FileReport, ReportedFinding } from './scan-target.js';
import { summarize } from './scan-summary.js';

const HEADERS = ['FILE', 'WHERE', 'TYPE', 'CATEGORIES', 'ACTION', 'SAMPLE'] as const;

function where(finding: ReportedFinding): string {
  if (finding.region) return `${finding.region.startLine}:${finding.region.startColumn}`;
  return finding.place ?? '-';
}

/** With --explain: the likelihood, then each piece of evidence and the levels it moved, indented under the finding. */
function explanation(finding: ReportedFinding): string[] {
  const steps = (n: number) => (n > 0 ? `+${n}` : String(n));
  return [
    `    likelihood ${finding.likelihood ?? '-'}, confidence ${finding.confidence}`,
    ...(finding.evidence ?? []).map((e) => `      ${steps(e.steps).padStart(2)} ${e.kind}: ${e.detail}`),
  ];
}

/** Aligned columns, one finding a row (its evidence under it with --explain), then skipped and failed files, then a one-line total. */
export function formatTable(reports: readonly FileReport[], showValues: boolean, explain = false): string {
  const headers = showValues ? [...HEADERS, 'VALUE'] : [...HEADERS];
  const found = reports.flatMap((report) => report.findings.map((f) => ({ report, f })));
  const rows = found.map(({ report, f }) => {
    const row = [report.path, where(f), f.type, f.categories.join(','), f.action, f.sample ?? '-'];
    if (showValues) row.push(f.value ?? '(not available)');
    return row;
  });
  const lines: string[] = [];
  if (rows.length > 0) {
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const render = (cells: readonly string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
    lines.push(render(headers));
    rows.forEach((row, k) => lines.push(render(row), ...(explain ? explanation(found[k].f) : [])));
  }
  for (const report of reports) {
    if (report.problem) lines.push(`${report.status === 'skipped' ? 'skipped' : 'error'}: ${report.path} (${report.problem.code}: ${report.problem.message})`);
  }
  const s = summarize(reports);
  const actions = (['BLOCK', 'MASK', 'ALLOW'] as const).filter((a) => s.byAction[a] > 0).map((a) => `${s.byAction[a]} ${a}`);
  lines.push(
    `${s.findings} finding${s.findings === 1 ? '' : 's'} in ${s.filesWithFindings} of ${s.scanned} scanned file${s.scanned === 1 ? '' : 's'}` +
      (actions.length > 0 ? ` (${actions.join(', ')})` : '') +
      (s.suppressed.inline > 0 ? `; ${s.suppressed.inline} allowed inline` : '') +
      (s.suppressed.baseline > 0 ? `; ${s.suppressed.baseline} in the baseline` : '') +
      (s.skipped > 0 ? `; ${s.skipped} skipped` : '') +
      (s.errors > 0 ? `; ${s.errors} failed` : ''),
  );
  return `${lines.join('\n')}\n`;
}
