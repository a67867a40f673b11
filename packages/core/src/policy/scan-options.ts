import type { ScanOptions } from '../scanner/options.js';
import type { Policy } from './policy-schema.js';

/** The part of a policy the scanner applies: confidence floor, allow-list and custom detectors. */
export function scanOptionsFor(policy: Policy): ScanOptions {
  return {
    minConfidence: policy.minConfidence,
    allowList: policy.allowList,
    customDetectors: policy.customDetectors,
  };
}
