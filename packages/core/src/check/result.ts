import type { Vault } from '../masking/vault.js';
import type { CheckContext } from '../policy/conditions.js';
import type { EvaluatedFinding } from '../policy/evaluate.js';
import type { Decision, Destination } from '../policy/vocabulary.js';
import type { DetectedType } from './detected.js';

export interface CheckRequest {
  readonly destination: Destination;
  readonly context?: CheckContext;
}

/** The in-process check result: the fields of the service's preflight result plus what stays local. */
export interface CheckResult {
  readonly decision: Decision;
  readonly summary: string;
  readonly detected: DetectedType[];
  /**
   * The text with every MASK-action finding replaced; unchanged when nothing is masked. When the
   * decision is BLOCKED every finding is replaced, whatever its action.
   */
  readonly masked_content: string;
  readonly policy_version: string;
  /** Offsets, types, actions and deciding rules; no values. */
  readonly findings: EvaluatedFinding[];
  /** Placeholder → original value, for `unmask`; holds raw values, so it never leaves the process. */
  readonly vault: Vault;
}
