import { PolicyValidationError } from './errors.js';
import { fingerprint } from './fingerprint.js';
import { toPolicyIssues } from './issues.js';
import { checkPatterns } from './patterns.js';
import { coreSchemas, type Policy, type Rule } from './schemas.js';

/** Policies this module produced: checkers take them as they are, without a second parse. */
const produced = new WeakSet<Policy>();

export function isParsedPolicy(value: unknown): value is Policy {
  return typeof value === 'object' && value !== null && produced.has(value as Policy);
}

type RuleWithoutId = Omit<Rule, 'id'> & { id?: string };

/**
 * An id from the rule's content, so parsing the same policy twice gives the same ids and
 * reordering rules does not renumber them; a clash (two identical rules) gets a suffix.
 */
function assignId(rule: RuleWithoutId, used: Set<string>): string {
  const base = `rule-${fingerprint({ ...rule, id: undefined })}`;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * Validates a policy as written by a user (JSON), fills in defaults and missing rule ids, and
 * checks that every pattern compiles. Throws PolicyValidationError listing every problem.
 */
export function parsePolicy(input: unknown): Policy {
  const { policyInputSchema, policySchema } = coreSchemas();
  const parsed = policyInputSchema.safeParse(input);
  if (!parsed.success) throw new PolicyValidationError(toPolicyIssues(parsed.error.issues, policyInputSchema));

  const used = new Set(parsed.data.rules.flatMap((rule) => (rule.id ? [rule.id] : [])));
  const rules = parsed.data.rules.map(({ id, ...rule }): Rule => ({ id: id ?? assignId(rule, used), ...rule }));
  const policy = policySchema.parse({ ...parsed.data, rules });

  const patternIssues = checkPatterns(policy);
  if (patternIssues.length > 0) throw new PolicyValidationError(patternIssues);
  produced.add(policy);
  return policy;
}
