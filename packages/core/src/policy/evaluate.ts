import type { Category, Finding } from '../types.js';
import { conditionHolds, type CheckContext } from './conditions.js';
import type { Policy, Rule } from './schemas.js';
import { DESTINATIONS, decisionFor, mostRestrictive, type Action, type Decision, type Destination } from './vocabulary.js';

export interface EvaluationRequest {
  readonly destination: Destination;
  readonly context?: CheckContext;
}

/** A finding with the action the policy gives it and the rule that decided (null: no rule matched, allowed). */
export interface EvaluatedFinding extends Finding {
  readonly action: Action;
  readonly ruleId: string | null;
}

export interface CategoryOutcome {
  readonly category: Category;
  readonly action: Action;
  readonly ruleId: string | null;
}

export interface Evaluation {
  readonly decision: Decision;
  /** In the order given. */
  readonly findings: EvaluatedFinding[];
  /** One per category present in the findings, in order of first appearance. */
  readonly categories: CategoryOutcome[];
}

function ruleMatches(rule: Rule, category: Category, request: EvaluationRequest): boolean {
  return (
    rule.enabled &&
    (rule.dataTypes.includes(category) || rule.dataTypes.includes('ALL')) &&
    rule.destinations.includes(request.destination) &&
    (rule.conditions ?? []).every((condition) => conditionHolds(condition, request.context))
  );
}

/** The first matching rule decides a category; a category no rule matches is allowed (and audited). */
function decideCategory(category: Category, policy: Policy, request: EvaluationRequest): CategoryOutcome {
  const rule = policy.rules.find((candidate) => ruleMatches(candidate, category, request));
  return { category, action: rule?.action ?? 'ALLOW', ruleId: rule?.id ?? null };
}

/**
 * Applies the policy's rules to findings for one destination. A finding with several
 * categories (an EU IBAN is FINANCIAL and EU_DATA) takes the most restrictive of its
 * categories' actions, so adding a category can never loosen the treatment of a value.
 * The decision is the most restrictive action over all findings.
 */
export function evaluate(findings: readonly Finding[], policy: Policy, request: EvaluationRequest): Evaluation {
  if (!DESTINATIONS.includes(request.destination)) {
    throw new TypeError(`evaluate: destination must be one of ${DESTINATIONS.join(', ')}`);
  }
  const outcomes = new Map<Category, CategoryOutcome>();
  const outcomeOf = (category: Category): CategoryOutcome => {
    let outcome = outcomes.get(category);
    if (!outcome) {
      outcome = decideCategory(category, policy, request);
      outcomes.set(category, outcome);
    }
    return outcome;
  };

  let overall: Action = 'ALLOW';
  const evaluated = findings.map((finding): EvaluatedFinding => {
    let chosen: CategoryOutcome | undefined;
    for (const category of finding.categories) {
      const outcome = outcomeOf(category);
      if (!chosen || mostRestrictive(chosen.action, outcome.action) !== chosen.action) chosen = outcome;
    }
    const action = chosen?.action ?? 'ALLOW';
    overall = mostRestrictive(overall, action);
    // Fields copied one by one: object spread is many times slower here, and this runs per finding.
    return {
      type: finding.type,
      categories: finding.categories,
      start: finding.start,
      end: finding.end,
      confidence: finding.confidence,
      likelihood: finding.likelihood,
      detector: finding.detector,
      explanation: finding.explanation,
      action,
      ruleId: chosen?.ruleId ?? null,
    };
  });

  return { decision: decisionFor(overall), findings: evaluated, categories: [...outcomes.values()] };
}
