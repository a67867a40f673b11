import { createScanner } from '../scanner/index.js';
import { ScanOptionsError } from '../scanner/errors.js';
import type { PolicyIssue } from './errors.js';
import type { Policy } from './schemas.js';

/** Where within the compiled piece the scanner's complaint points, and what to say about it. */
function issueOf(error: ScanOptionsError, path: string, patternField: string): PolicyIssue {
  switch (error.code) {
    case 'INVALID_PATTERN':
      return { path: path + patternField, message: 'is not valid RE2 syntax' };
    case 'UNKNOWN_VALIDATOR':
      return { path: `${path}.validator`, message: 'is not a known validator name' };
    case 'INVALID_OPTION':
      return { path, message: 'is not accepted by the scanner' };
  }
}

/** Compiles one piece at a time, so each problem is reported at its own path. */
function compileIssue(path: string, patternField: string, compile: () => unknown): PolicyIssue | null {
  try {
    compile();
    return null;
  } catch (error) {
    if (error instanceof ScanOptionsError) return issueOf(error, path, patternField);
    throw error;
  }
}

/** Patterns are only known to be valid once RE2 has compiled them; a policy is saved only if all do. */
export function checkPatterns(policy: Policy): PolicyIssue[] {
  const issues: (PolicyIssue | null)[] = [
    ...policy.customDetectors.map((spec, index) =>
      compileIssue(`customDetectors[${index}]`, '.pattern', () => createScanner({ customDetectors: [spec], types: [spec.type] })),
    ),
    ...(policy.allowList.patterns ?? []).map((pattern, index) =>
      compileIssue(`allowList.patterns[${index}]`, '', () => createScanner({ allowList: { patterns: [pattern] }, types: [] })),
    ),
  ];
  return issues.filter((issue): issue is PolicyIssue => issue !== null);
}
