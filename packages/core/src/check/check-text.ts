import type { CheckContext } from '../policy/conditions.js';
import type { Policy, PolicyInput } from '../policy/schemas.js';
import { resolvePolicy } from '../policy/resolve.js';
import type { Destination } from '../policy/vocabulary.js';
import { createChecker, type Checker } from './checker.js';
import type { CheckResult } from './result.js';

export interface CheckTextOptions {
  readonly destination: Destination;
  /** Default: `defaultPolicy()`. A policy written by hand (as the API takes it) is parsed first, once per object. */
  readonly policy?: PolicyInput;
  readonly context?: CheckContext;
  /** HMAC key for the `hash` masking style. */
  readonly maskingKey?: string;
  /** true: each finding's explanation lists the evidence behind its likelihood. */
  readonly explain?: boolean;
}

/** Compiled checkers kept for reuse; a handful covers the policies one process switches between. */
const CACHE_SIZE = 16;
const cache = new Map<string, Checker>();

/**
 * Same policy (by its JSON) and key → same compiled checker, so repeated calls skip compilation.
 * JSON.stringify is native and cheap next to hashing the policy for its version on every call.
 */
function checkerFor(policy: Policy | undefined, maskingKey: string | undefined, explain: boolean): Checker {
  // Only the hash style reads the key; then it is part of the identity, since a checker
  // compiled for one key must not mask with another.
  const key = policy?.masking.style === 'hash' ? maskingKey : undefined;
  const cacheKey = `${policy ? JSON.stringify(policy) : 'default'}\u0000${key ?? ''}\u0000${explain}`;
  let checker = cache.get(cacheKey);
  if (checker) {
    cache.delete(cacheKey);
  } else {
    checker = createChecker({ policy, maskingKey: key, explain });
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(cacheKey, checker);
  return checker;
}

/**
 * Checks text against a policy (default: `defaultPolicy()`) for one destination: detects,
 * evaluates, masks. For many checks with one policy, `createChecker` avoids even the cache lookup.
 */
export function checkText(text: string, options: CheckTextOptions): CheckResult {
  const checker = checkerFor(options.policy === undefined ? undefined : resolvePolicy(options.policy), options.maskingKey, options.explain === true);
  return checker.check(text, { destination: options.destination, context: options.context });
}
