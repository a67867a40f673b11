import { isParsedPolicy, parsePolicy } from './parse.js';
import type { Policy, PolicyInput } from './schemas.js';

/** Hand-written policies by object, so a caller reusing one pays for its parse once. */
const fromInput = new WeakMap<object, Policy>();

/**
 * The policy a checker runs: one from `parsePolicy` as it is, anything else (a policy written
 * by hand, as the API takes it) parsed first. Throws PolicyValidationError listing every problem.
 * Like a compiled checker, the cache assumes the object is not changed after its first use.
 */
export function resolvePolicy(input: PolicyInput): Policy {
  if (isParsedPolicy(input)) return input;
  if (typeof input !== 'object' || input === null) return parsePolicy(input);
  let policy = fromInput.get(input);
  if (!policy) {
    policy = parsePolicy(input);
    fromInput.set(input, policy);
  }
  return policy;
}
