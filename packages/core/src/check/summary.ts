import type { Evaluation } from '../policy/evaluate.js';
import type { Action, Destination } from '../policy/vocabulary.js';
import type { LabelOf } from './labels.js';

const DESTINATION_PHRASE: Readonly<Record<Destination, string>> = {
  AI_TOOL: 'an AI tool',
  VENDOR: 'a vendor',
  CUSTOMER: 'a customer',
};

type CountsByType = Map<string, number>;

/** Occurrences per action and type, types in order of first appearance, in one pass. */
function countByAction(evaluation: Evaluation): Record<Action, CountsByType> {
  const counts: Record<Action, CountsByType> = { BLOCK: new Map(), MASK: new Map(), ALLOW: new Map() };
  for (const { action, type } of evaluation.findings) {
    const byType = counts[action];
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  return counts;
}

/** `1 AWS access key, 2 email addresses and 1 phone number`. */
function countsPhrase(counts: CountsByType, labelOf: LabelOf): string {
  const parts = [...counts].map(([type, count]) => {
    const label = labelOf(type);
    return `${count} ${count === 1 ? label.one : label.other}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * One sentence for people: what was found, what happens to it, where it was headed. Built
 * from counts and labels only, never from the content.
 */
export function summarize(evaluation: Evaluation, destination: Destination, labelOf: LabelOf): string {
  const where = DESTINATION_PHRASE[destination];
  const counts = countByAction(evaluation);
  const blocked = countsPhrase(counts.BLOCK, labelOf);
  const masked = countsPhrase(counts.MASK, labelOf);
  const allowed = countsPhrase(counts.ALLOW, labelOf);
  switch (evaluation.decision) {
    case 'BLOCKED':
      return `Blocked: ${blocked} headed to ${where}${masked ? `; ${masked} would be masked` : ''}.`;
    case 'ALLOWED_WITH_MASKING':
      return `Allowed with masking: ${masked} masked before sending to ${where}${allowed ? `; ${allowed} allowed by policy` : ''}.`;
    case 'ALLOWED':
      return allowed
        ? `Allowed: ${allowed} found and permitted by policy for ${where}.`
        : 'Allowed: no sensitive data found.';
  }
}
