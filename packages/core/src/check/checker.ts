import { defaultPolicy } from '../policy/default-policy.js';
import type { PolicyInput } from '../policy/schemas.js';
import { resolvePolicy } from '../policy/resolve.js';
import { type Checker, checkerFor } from './policy-checker.js';

export type { Checker } from './policy-checker.js';

export interface CheckerOptions {
  /** Default: `defaultPolicy()`. A policy written by hand (as the API takes it) is parsed first. */
  readonly policy?: PolicyInput;
  /** HMAC key for the `hash` masking style. */
  readonly maskingKey?: string;
  /** true: each finding's explanation lists the evidence behind its likelihood. */
  readonly explain?: boolean;
}

/**
 * Compiles a policy's scanner, labels and version once; `check` then only scans, evaluates
 * and masks. The policy is read once here: treat it as immutable while the checker is in use.
 * Throws PolicyValidationError for a policy that does not parse, ScanOptionsError for a pattern
 * that does not compile, and MaskingKeyRequiredError when the policy hashes but no key was given.
 */
export function createChecker(options: CheckerOptions = {}): Checker {
  const policy = options.policy === undefined ? defaultPolicy() : resolvePolicy(options.policy);
  return checkerFor(policy, options);
}
