import { sample } from '../masking/sample.js';
import type { EvaluatedFinding } from '../policy/evaluate.js';

export interface DetectedType {
  readonly type: string;
  readonly count: number;
  /** A partially masked excerpt of the first occurrence; null for secrets, of which nothing is shown. */
  readonly sample: string | null;
}

/** One entry per detected type, in order of first appearance. */
export function detectedTypes(text: string, findings: readonly EvaluatedFinding[]): DetectedType[] {
  const byType = new Map<string, { count: number; sample: string | null }>();
  for (const finding of findings) {
    const entry = byType.get(finding.type);
    if (entry) {
      entry.count++;
      continue;
    }
    const secret = finding.categories.includes('API_SECRETS');
    const excerpt = secret ? null : sample(text.slice(finding.start, finding.end), finding.type);
    byType.set(finding.type, { count: 1, sample: excerpt });
  }
  return [...byType].map(([type, entry]) => ({ type, ...entry }));
}
