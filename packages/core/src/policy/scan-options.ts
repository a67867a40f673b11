import type { Likelihood } from '../types.js';
import type { ScanOptions } from '../scanner/options.js';
import type { Policy } from './schemas.js';

/** The likelihood a policy acts on when it sets none. */
export const DEFAULT_MIN_LIKELIHOOD: Likelihood = 'LIKELY';

/** The part of a policy the scanner applies: confidence and likelihood floors, allow-list and custom detectors. */
export function scanOptionsFor(policy: Policy): ScanOptions {
  return {
    minConfidence: policy.minConfidence,
    minLikelihood: policy.minLikelihood ?? DEFAULT_MIN_LIKELIHOOD,
    allowList: policy.allowList,
    customDetectors: policy.customDetectors,
  };
}
