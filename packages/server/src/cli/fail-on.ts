import { ACTIONS, type Action, CATEGORIES, type Category } from '@preflight/core';
import type { ReportedFinding } from './scan-target.js';
import { UsageError } from './usage-error.js';

/**
 * When `preflight scan` exits non-zero: at or above an action (ALLOW < MASK < BLOCK, so
 * ALLOW means any finding at all), on any finding of the listed categories, or never.
 */
export type FailOn = { kind: 'action'; action: Action } | { kind: 'categories'; categories: ReadonlySet<Category> } | { kind: 'never' };

const RANK: Readonly<Record<Action, number>> = { ALLOW: 0, MASK: 1, BLOCK: 2 };

export function parseFailOn(value: string): FailOn {
  const upper = value.trim().toUpperCase();
  if (upper === 'NEVER') return { kind: 'never' };
  if ((ACTIONS as readonly string[]).includes(upper)) return { kind: 'action', action: upper as Action };
  const names = upper.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(CATEGORIES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--fail-on takes BLOCK, MASK, ALLOW, never, or categories from ${CATEGORIES.join(', ')}`);
  }
  return { kind: 'categories', categories: new Set(names as Category[]) };
}

export function fails(failOn: FailOn, finding: ReportedFinding): boolean {
  switch (failOn.kind) {
    case 'never':
      return false;
    case 'action':
      return RANK[finding.action] >= RANK[failOn.action];
    case 'categories':
      return finding.categories.some((category) => failOn.categories.has(category));
  }
}
