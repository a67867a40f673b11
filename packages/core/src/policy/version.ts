import { fingerprint } from './fingerprint.js';
import type { Policy } from './schemas.js';

/** Bump when what goes into the hash changes, so old and new versions never compare equal by accident. */
const SCHEME = 'v1';

/**
 * A stable version of everything that changes a check's outcome: the rules and the settings
 * (masking, confidence and likelihood floors, allow-list, custom detectors). Name, description, tags and the
 * author's own `version` label are left out: renaming a policy does not change its behaviour.
 */
export function policyVersion(policy: Policy): string {
  const { rules, masking, minConfidence, minLikelihood, allowList, customDetectors } = policy;
  return `${SCHEME}-${fingerprint({ rules, masking, minConfidence, minLikelihood, allowList, customDetectors })}`;
}
