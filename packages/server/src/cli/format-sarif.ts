import { type Action, type Destination, detectorTypes } from '@preflight/core';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FINGERPRINT_NAME, fingerprintsOf } from './finding-fingerprint.js';
import { helpUri, ruleHelp, ruleTags, securitySeverity, sentenceStart } from './rule-help.js';
import { STDIN_NAME } from './scan-sources.js';
import type { FileReport, ReportedFinding } from './scan-target.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

const LEVEL: Readonly<Record<Action, 'error' | 'warning' | 'note'>> = { BLOCK: 'error', MASK: 'warning', ALLOW: 'note' };
const VERB: Readonly<Record<Action, string>> = { BLOCK: 'blocks', MASK: 'masks', ALLOW: 'allows' };

export interface SarifRun {
  readonly destination: Destination;
  readonly policyVersion: string;
  readonly toolVersion: string;
}

/**
 * Where a file is, as SARIF wants it: a path relative to the scanned root becomes a relative URI
 * (forward slashes, segments percent-encoded) against %SRCROOT%; an absolute path a file: URI.
 */
function artifactLocation(path: string): { uri: string; uriBaseId?: string } {
  if (path === STDIN_NAME) return { uri: 'stdin' };
  if (isAbsolute(path)) return { uri: pathToFileURL(path).href };
  const uri = path
    .split(/[\\/]/)
    .filter((segment) => segment !== '' && segment !== '.')
    .map(encodeURIComponent)
    .join('/');
  return { uri, uriBaseId: '%SRCROOT%' };
}

/**
 * SARIF 2.1.0 for code-scanning tools: one rule per detected type (with help, a link to its
 * docs, a security severity and tags), one result per finding with its line and column, the
 * policy's action as the level (BLOCK error, MASK warning, ALLOW note) and a fingerprint that
 * survives lines moving, so GitHub tracks a finding across commits. Raw values never go into
 * SARIF, whatever the flags: it is made to be uploaded.
 */
export function formatSarif(reports: readonly FileReport[], run: SarifRun): string {
  const labels = new Map(detectorTypes().map((info) => [info.type, info.label.one]));
  const types = [...new Set(reports.flatMap((r) => r.findings.map((f) => f.type)))].sort();
  const ruleIndex = new Map(types.map((type, index) => [type, index]));
  const rules = types.map((type) => {
    const categories = reports.flatMap((r) => r.findings).find((f) => f.type === type)?.categories ?? [];
    const label = labels.get(type) ?? type;
    return {
      id: type,
      name: type,
      shortDescription: { text: `Sensitive data: ${label}` },
      fullDescription: { text: `${sentenceStart(label)} (${categories.join(', ')}) that should not leave without a policy decision.` },
      help: ruleHelp(type, label, categories),
      helpUri: helpUri(type),
      properties: { tags: ruleTags(categories), 'security-severity': securitySeverity(type, categories) },
    };
  });

  const result = (report: FileReport, finding: ReportedFinding, fingerprint: string) => ({
    ruleId: finding.type,
    ruleIndex: ruleIndex.get(finding.type),
    level: LEVEL[finding.action],
    message: {
      text:
        `${sentenceStart(labels.get(finding.type) ?? finding.type)} (${finding.categories.join(', ')}): the policy ${VERB[finding.action]} it for ${run.destination}` +
        (finding.place ? `, ${finding.place}` : ''),
    },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(report.path),
          ...(finding.region ? { region: finding.region } : {}),
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_NAME]: fingerprint },
    properties: { action: finding.action, categories: finding.categories, confidence: finding.confidence },
  });

  const results = reports.flatMap((report) => {
    const fingerprints = fingerprintsOf(artifactLocation(report.path).uri, report.findings);
    return report.findings.map((finding, i) => result(report, finding, fingerprints[i]));
  });

  const notifications = reports
    .filter((report) => report.problem)
    .map((report) => ({
      level: report.status === 'error' ? ('error' as const) : ('note' as const),
      message: { text: `${report.status === 'error' ? 'Could not scan' : 'Skipped'} ${report.path}: ${report.problem?.code}` },
      locations: [{ physicalLocation: { artifactLocation: artifactLocation(report.path) } }],
    }));

  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'preflight', semanticVersion: run.toolVersion, rules } },
        columnKind: 'utf16CodeUnits',
        results,
        invocations: [
          {
            executionSuccessful: !reports.some((report) => report.status === 'error'),
            toolExecutionNotifications: notifications,
          },
        ],
        properties: { destination: run.destination, policyVersion: run.policyVersion },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
