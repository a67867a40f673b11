import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  CATEGORIES,
  CONDITIONS,
  DATA_TYPES,
  DECISIONS,
  DESTINATIONS,
  evaluate,
  parsePolicy,
  type RuleInput,
} from '@preflight/core';
import { makeFinding } from './make-finding.js';

const subset = <T>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: values.length });

const ruleArb: fc.Arbitrary<RuleInput> = fc.record({
  name: fc.constant('generated'),
  enabled: fc.boolean(),
  dataTypes: subset(DATA_TYPES),
  destinations: subset(DESTINATIONS),
  action: fc.constantFrom(...ACTIONS),
  conditions: fc.uniqueArray(fc.constantFrom(...CONDITIONS), { maxLength: 2 }),
});

const findingsArb = fc.array(subset(CATEGORIES).map((categories) => makeFinding('X', categories)), { maxLength: 5 });
const requestArb = fc.record({
  destination: fc.constantFrom(...DESTINATIONS),
  context: fc.record({ destination_region: fc.constantFrom('EU', 'US', 'de', 'eu-west-2'), scc_verified: fc.boolean() }, { requiredKeys: [] }),
});

/** Lower index in DECISIONS is more restrictive. */
const strictness = (decision: (typeof DECISIONS)[number]) => DECISIONS.length - DECISIONS.indexOf(decision);

describe('adding a BLOCK rule', () => {
  it('never makes a decision less restrictive, wherever it is inserted', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), ruleArb, fc.nat(), findingsArb, requestArb, (rules, extra, at, findings, request) => {
        const before = evaluate(findings, parsePolicy({ name: 'p', rules }), request);
        const withBlock = [...rules];
        withBlock.splice(at % (rules.length + 1), 0, { ...extra, action: 'BLOCK' });
        const after = evaluate(findings, parsePolicy({ name: 'p', rules: withBlock }), request);
        expect(strictness(after.decision)).toBeGreaterThanOrEqual(strictness(before.decision));
        after.findings.forEach((finding, i) => {
          if (before.findings[i].action === 'BLOCK') expect(finding.action).toBe('BLOCK');
        });
      }),
      { numRuns: 300 },
    );
  });
});
