import { PreflightError } from '../errors.js';

export interface PolicyIssue {
  /** Where the problem is, e.g. `rules[0].destinations[1]`; empty for the policy itself. */
  readonly path: string;
  readonly message: string;
}

/** A policy that does not satisfy the schema; the server answers it with 422. */
export class PolicyValidationError extends PreflightError {
  readonly code = 'POLICY_INVALID' as const;
  readonly issues: PolicyIssue[];

  constructor(issues: PolicyIssue[]) {
    const first = issues[0];
    const where = first && first.path ? `${first.path}: ` : '';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(`Invalid policy: ${where}${first?.message ?? 'unknown problem'}${more}`);
    this.issues = issues;
  }
}
