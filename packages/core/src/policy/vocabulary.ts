import { CATEGORIES } from '../types.js';

/** Where checked content is headed. */
export const DESTINATIONS = ['AI_TOOL', 'VENDOR', 'CUSTOMER'] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** What a rule does with the categories it selects. */
export const ACTIONS = ['BLOCK', 'MASK', 'ALLOW'] as const;
export type Action = (typeof ACTIONS)[number];

/** The outcome of a check, one per action. */
export const DECISIONS = ['BLOCKED', 'ALLOWED_WITH_MASKING', 'ALLOWED'] as const;
export type Decision = (typeof DECISIONS)[number];

/** What a rule may select: a category, or every category. */
export const DATA_TYPES = [...CATEGORIES, 'ALL'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Facts about the request a rule may require; they are read from the check's context. */
export const CONDITIONS = ['non_eu_destination', 'scc_verified'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** How masked findings are written into the outgoing text. */
export const MASKING_STYLES = ['placeholder', 'characters', 'partial', 'hash'] as const;
export type MaskingStyle = (typeof MASKING_STYLES)[number];

/** Rank of restrictiveness: a higher rank wins when several actions apply. */
const ACTION_RANK: Readonly<Record<Action, number>> = { ALLOW: 0, MASK: 1, BLOCK: 2 };

export function mostRestrictive(a: Action, b: Action): Action {
  return ACTION_RANK[a] >= ACTION_RANK[b] ? a : b;
}

const DECISION_OF: Readonly<Record<Action, Decision>> = {
  BLOCK: 'BLOCKED',
  MASK: 'ALLOWED_WITH_MASKING',
  ALLOW: 'ALLOWED',
};

export function decisionFor(action: Action): Decision {
  return DECISION_OF[action];
}
