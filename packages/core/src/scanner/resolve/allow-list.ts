import type { RE2 } from 're2-wasm';
import type { Finding } from '../../types.js';
import { PatternEngineUnavailableError, ScanOptionsError } from '../errors.js';
import type { AllowList } from '../options.js';
import { compileRe2, re2Matches } from '../compile/index.js';

/** A compiled allow-list: says whether a finding's value was declared safe by the policy. */
interface AllowFilter {
  readonly isEmpty: boolean;
  allows(value: string): boolean;
}

function compileAllowPattern(pattern: string, index: number): RE2 {
  try {
    return compileRe2(`^(?:${pattern})$`);
  } catch (cause) {
    if (cause instanceof PatternEngineUnavailableError) throw cause;
    throw new ScanOptionsError('INVALID_PATTERN', `allow-list pattern ${index} is not a pattern RE2 can compile`, { cause });
  }
}

export function compileAllowList(allowList: AllowList | undefined): AllowFilter {
  const values = new Set(allowList?.values ?? []);
  const patterns = (allowList?.patterns ?? []).map(compileAllowPattern);
  return {
    isEmpty: values.size === 0 && patterns.length === 0,
    allows: (value) => values.has(value) || patterns.some((pattern) => re2Matches(pattern, value)),
  };
}

/** Drops findings whose exact value is allowed; the value is read from the text only here. */
export function applyAllowList(findings: Finding[], text: string, filter: AllowFilter): Finding[] {
  if (filter.isEmpty) return findings;
  return findings.filter((finding) => !filter.allows(text.slice(finding.start, finding.end)));
}
