import { BUILTIN_DETECTORS, type Category, withArticle } from '@preflight/core';

/** Where the page of detector types lives; each type has an anchor there named after it. */
export const DETECTOR_DOCS_URL = 'https://github.com/preflight/preflight/blob/main/docs/detectors.md';

/** Severity of a category's data in the open: a leaked credential is critical, a name or e-mail medium. */
export const CATEGORY_SEVERITY: Readonly<Record<Category, number>> = {
  API_SECRETS: 9.0,
  FINANCIAL: 8.0,
  PHI: 8.0,
  PII: 6.0,
  EU_DATA: 6.0,
};

/** Below this base confidence a detector finds by shape or a nearby word alone, so its findings are less certain. */
export const CERTAIN_CONFIDENCE = 0.8;
/** How much lower such a type's severity is: one of GitHub's bands (critical ≥ 9, high ≥ 7, medium ≥ 4). */
export const UNCERTAIN_PENALTY = 1.5;

/** Common Weakness Enumeration entries GitHub shows as tags: hard-coded credentials, exposed private data. */
const CWE: Readonly<Record<Category, string>> = {
  API_SECRETS: 'external/cwe/cwe-798',
  FINANCIAL: 'external/cwe/cwe-359',
  PHI: 'external/cwe/cwe-359',
  PII: 'external/cwe/cwe-359',
  EU_DATA: 'external/cwe/cwe-359',
};

/** The highest base confidence among a built-in type's detectors; none for a custom type. */
function baseConfidence(type: string): number | null {
  const bases = BUILTIN_DETECTORS.filter((detector) => detector.type === type).map((detector) => detector.confidence.base);
  return bases.length === 0 ? null : Math.max(...bases);
}

/**
 * `properties.security-severity` of a type's SARIF rule, as GitHub reads it (a number in a
 * string, one decimal): the highest severity among its categories, one band lower when its
 * detectors' base confidence is below CERTAIN_CONFIDENCE. Custom types count as certain.
 */
export function securitySeverity(type: string, categories: readonly Category[]): string {
  const highest = Math.max(0, ...categories.map((category) => CATEGORY_SEVERITY[category]));
  const confidence = baseConfidence(type);
  const severity = confidence !== null && confidence < CERTAIN_CONFIDENCE ? highest - UNCERTAIN_PENALTY : highest;
  return Math.max(0.1, severity).toFixed(1);
}

/** GitHub's tags for a rule: security (so severities show), its categories, and the matching CWE. */
export function ruleTags(categories: readonly Category[]): string[] {
  return ['security', 'sensitive-data', ...categories.map((c) => c.toLowerCase().replace(/_/g, '-')), ...new Set(categories.map((c) => CWE[c]))];
}

/** GitHub's heading anchor for `### TYPE`: lower case, underscores kept. */
export function docsAnchor(type: string): string {
  return type.toLowerCase();
}

/** The rule's page: the type's section for a built-in type, the custom-detector section otherwise. */
export function helpUri(type: string): string {
  const builtIn = BUILTIN_DETECTORS.some((detector) => detector.type === type);
  return `${DETECTOR_DOCS_URL}#${builtIn ? docsAnchor(type) : 'custom-types'}`;
}

/** What a built-in type's detectors look for, from their own descriptions. */
export function descriptionsOf(type: string): string[] {
  return [...new Set(BUILTIN_DETECTORS.filter((detector) => detector.type === type).map((detector) => detector.description))];
}

const WHAT_TO_DO =
  'Remove the value from the file; if it is a credential, revoke or rotate it, since it is in the history. ' +
  'If the finding is not sensitive, add a `preflight:allow` comment on its line, or accept it in a baseline file (`--write-baseline`).';

/** The label with its article, to open a sentence: "An AWS access key", "A UK National Insurance number". */
export function sentenceStart(label: string): string {
  const phrase = withArticle(label);
  return `${phrase[0].toUpperCase()}${phrase.slice(1)}`;
}

/** SARIF `help` for a rule: what the type is and what to do about a finding, as text and markdown. */
export function ruleHelp(type: string, label: string, categories: readonly Category[]): { text: string; markdown: string } {
  const what = descriptionsOf(type);
  const heading = `${sentenceStart(label)} (${categories.join(', ') || 'custom type'}).`;
  const text = [heading, ...what, WHAT_TO_DO.replace(/`/g, '')].join(' ');
  const markdown = [`**${heading}**`, ...what.map((line) => `- ${line}`), '', WHAT_TO_DO, '', `[About ${type}](${helpUri(type)})`].join('\n');
  return { text, markdown };
}
