import { mask } from '../masking/mask.js';
import { MaskingKeyRequiredError } from '../masking/errors.js';
import { evaluate } from '../policy/evaluate.js';
import type { Policy } from '../policy/schemas.js';
import { scanOptionsFor } from '../policy/scan-options.js';
import { policyVersion } from '../policy/version.js';
import { createScanner } from '../scanner/index.js';
import { detectedTypes } from './detected.js';
import { labelsFor } from './labels.js';
import type { CheckRequest, CheckResult } from './result.js';
import { summarize } from './summary.js';

export interface Checker {
  readonly policy: Policy;
  readonly policyVersion: string;
  check(text: string, request: CheckRequest): CheckResult;
}

/**
 * The checker for a policy that `parsePolicy` has already produced (here or in another context
 * that handed it over as data), without parsing it again: a browser content script compiles the
 * policy its service worker verified, and so does without the schema library.
 */
export function checkerFor(policy: Policy, options: { readonly maskingKey?: string; readonly explain?: boolean } = {}): Checker {
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
