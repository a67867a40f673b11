import { mask } from '../masking/mask.js';
import { MaskingKeyRequiredError } from '../masking/errors.js';
import { defaultPolicy } from '../policy/default-policy.js';
import { evaluate } from '../policy/evaluate.js';
import type { Policy, PolicyInput } from '../policy/policy-schema.js';
import { resolvePolicy } from '../policy/resolve.js';
import { scanOptionsFor } from '../policy/scan-options.js';
import { policyVersion } from '../policy/version.js';
import { createScanner } from '../scanner/index.js';
import { detectedTypes } from './detected.js';
import { labelsFor } from './labels.js';
import type { CheckRequest, CheckResult } from './result.js';
import { summarize } from './summary.js';

export interface CheckerOptions {
  /** Default: `defaultPolicy()`. A policy written by hand (as the API takes it) is parsed first. */
  readonly policy?: PolicyInput;
  /** HMAC key for the `hash` masking style. */
  readonly maskingKey?: string;
  /** true: each finding's explanation lists the evidence behind its likelihood. */
  readonly explain?: boolean;
}

export interface Checker {
  readonly policy: Policy;
  readonly policyVersion: string;
  check(text: string, request: CheckRequest): CheckResult;
}

/**
 * Compiles a policy's scanner, labels and version once; `check` then only scans, evaluates
 * and masks. The policy is read once here: treat it as immutable while the checker is in use.
 * Throws PolicyValidationError for a policy that does not parse, ScanOptionsError for a pattern
 * that does not compile, and MaskingKeyRequiredError when the policy hashes but no key was given.
 */
export function createChecker(options: CheckerOptions = {}): Checker {
  const policy = options.policy === undefined ? defaultPolicy() : resolvePolicy(options.policy);
  const { maskingKey } = options;
  if (policy.masking.style === 'hash' && !maskingKey) throw new MaskingKeyRequiredError();
  const scanner = createScanner({ ...scanOptionsFor(policy), explain: options.explain === true });
  const version = policyVersion(policy);
  const labelOf = labelsFor(policy.customDetectors);

  return {
    policy,
    policyVersion: version,
    check(text, request) {
      if (typeof text !== 'string') throw new TypeError('check: text must be a string');
      const evaluation = evaluate(scanner.scan(text), policy, request);
      // A blocked result masks every finding, whatever its action, so a caller that forwards
      // masked_content without reading the decision cannot send what was blocked.
      const toMask =
        evaluation.decision === 'BLOCKED' ? evaluation.findings : evaluation.findings.filter((finding) => finding.action === 'MASK');
      const masked = toMask.length > 0 ? mask(text, toMask, { style: policy.masking.style, key: maskingKey }) : { text, vault: {} };
      return {
        decision: evaluation.decision,
        summary: summarize(evaluation, request.destination, labelOf),
        detected: detectedTypes(text, evaluation.findings),
        masked_content: masked.text,
        policy_version: version,
        findings: evaluation.findings,
        vault: masked.vault,
      };
    },
  };
}
