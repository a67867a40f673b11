import { describe, expect, it } from 'vitest';
import { evaluate, parsePolicy, type CheckContext, type Decision, type Destination, type RuleInput } from '@preflight/core';
import { findingsOf, makeFinding } from './make-finding.js';

const everywhere: Destination[] = ['AI_TOOL', 'VENDOR', 'CUSTOMER'];
const rule = (r: Partial<RuleInput> & Pick<RuleInput, 'action' | 'dataTypes'>): RuleInput => ({
  name: `${r.action} ${r.dataTypes.join(',')}`,
  destinations: everywhere,
  ...r,
});
const policyOf = (...rules: RuleInput[]) => parsePolicy({ name: 'test', rules });

interface Case {
  name: string;
  rules: RuleInput[];
  categories: Parameters<typeof findingsOf>;
  destination?: Destination;
  context?: CheckContext;
  decision: Decision;
}

const cases: Case[] = [
  { name: 'no findings are allowed', rules: [rule({ action: 'BLOCK', dataTypes: ['ALL'] })], categories: [], decision: 'ALLOWED' },
  { name: 'a category no rule selects is allowed', rules: [rule({ action: 'BLOCK', dataTypes: ['PHI'] })], categories: ['PII'], decision: 'ALLOWED' },
  { name: 'ALL selects every category', rules: [rule({ action: 'MASK', dataTypes: ['ALL'] })], categories: ['EU_DATA'], decision: 'ALLOWED_WITH_MASKING' },
  {
    name: 'the first matching rule decides (ALLOW before BLOCK)',
    rules: [rule({ action: 'ALLOW', dataTypes: ['PII'] }), rule({ action: 'BLOCK', dataTypes: ['PII'] })],
    categories: ['PII'],
    decision: 'ALLOWED',
  },
  {
    name: 'the first matching rule decides (BLOCK before ALLOW)',
    rules: [rule({ action: 'BLOCK', dataTypes: ['PII'] }), rule({ action: 'ALLOW', dataTypes: ['PII'] })],
    categories: ['PII'],
    decision: 'BLOCKED',
  },
  {
    name: 'a later ALL rule decides only categories earlier rules left open',
    rules: [rule({ action: 'ALLOW', dataTypes: ['PII'] }), rule({ action: 'MASK', dataTypes: ['ALL'] })],
    categories: ['PII', 'FINANCIAL'],
    decision: 'ALLOWED_WITH_MASKING',
  },
  {
    name: 'a disabled rule is skipped',
    rules: [rule({ action: 'ALLOW', dataTypes: ['PII'], enabled: false }), rule({ action: 'BLOCK', dataTypes: ['PII'] })],
    categories: ['PII'],
    decision: 'BLOCKED',
  },
  {
    name: 'a rule for other destinations is skipped',
    rules: [rule({ action: 'BLOCK', dataTypes: ['PII'], destinations: ['VENDOR'] }), rule({ action: 'MASK', dataTypes: ['PII'] })],
    categories: ['PII'],
    destination: 'AI_TOOL',
    decision: 'ALLOWED_WITH_MASKING',
  },
  {
    name: 'the most restrictive category wins the decision',
    rules: [rule({ action: 'MASK', dataTypes: ['PII'] }), rule({ action: 'BLOCK', dataTypes: ['API_SECRETS'] })],
    categories: ['PII', 'API_SECRETS'],
    decision: 'BLOCKED',
  },
  {
    name: 'non_eu_destination holds when no region is given',
    rules: [rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] })],
    categories: ['EU_DATA'],
    decision: 'BLOCKED',
  },
  {
    name: 'non_eu_destination holds for an unknown region',
    rules: [rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] })],
    categories: ['EU_DATA'],
    context: { destination_region: 'atlantis-1' },
    decision: 'BLOCKED',
  },
  {
    name: 'non_eu_destination holds for a UK region',
    rules: [rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] })],
    categories: ['EU_DATA'],
    context: { destination_region: 'eu-west-2' },
    decision: 'BLOCKED',
  },
  {
    name: 'non_eu_destination fails for an EU region',
    rules: [rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] })],
    categories: ['EU_DATA'],
    context: { destination_region: 'europe-west4' },
    decision: 'ALLOWED',
  },
  {
    name: 'scc_verified fails when the context does not say so',
    rules: [rule({ action: 'MASK', dataTypes: ['EU_DATA'], conditions: ['scc_verified'] })],
    categories: ['EU_DATA'],
    decision: 'ALLOWED',
  },
  {
    name: 'scc_verified fails when false',
    rules: [rule({ action: 'MASK', dataTypes: ['EU_DATA'], conditions: ['scc_verified'] })],
    categories: ['EU_DATA'],
    context: { scc_verified: false },
    decision: 'ALLOWED',
  },
  {
    name: 'scc_verified holds when true',
    rules: [rule({ action: 'MASK', dataTypes: ['EU_DATA'], conditions: ['scc_verified'] })],
    categories: ['EU_DATA'],
    context: { scc_verified: true },
    decision: 'ALLOWED_WITH_MASKING',
  },
  {
    name: 'every condition of a rule must hold',
    rules: [
      rule({ action: 'MASK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination', 'scc_verified'] }),
      rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] }),
    ],
    categories: ['EU_DATA'],
    context: { destination_region: 'US', scc_verified: false },
    decision: 'BLOCKED',
  },
  {
    name: 'a rule whose conditions fail lets a later rule decide',
    rules: [
      rule({ action: 'MASK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination', 'scc_verified'] }),
      rule({ action: 'BLOCK', dataTypes: ['EU_DATA'], conditions: ['non_eu_destination'] }),
    ],
    categories: ['EU_DATA'],
    context: { destination_region: 'US', scc_verified: true },
    decision: 'ALLOWED_WITH_MASKING',
  },
];

describe('evaluate', () => {
  it.each(cases)('$name', ({ rules, categories, destination = 'AI_TOOL', context, decision }) => {
    expect(evaluate(findingsOf(...categories), policyOf(...rules), { destination, context }).decision).toBe(decision);
  });

  it('gives each finding its action and deciding rule, and null when no rule matched', () => {
    const policy = policyOf(rule({ id: 'mask-pii', action: 'MASK', dataTypes: ['PII'] }));
    const result = evaluate(findingsOf('PII', 'PHI'), policy, { destination: 'VENDOR' });
    expect(result.findings.map((f) => [f.type, f.action, f.ruleId])).toEqual([
      ['PII_TYPE', 'MASK', 'mask-pii'],
      ['PHI_TYPE', 'ALLOW', null],
    ]);
    expect(result.categories).toEqual([
      { category: 'PII', action: 'MASK', ruleId: 'mask-pii' },
      { category: 'PHI', action: 'ALLOW', ruleId: null },
    ]);
  });

  it('gives a finding with several categories the most restrictive of their actions', () => {
    const policy = policyOf(
      rule({ id: 'mask-financial', action: 'MASK', dataTypes: ['FINANCIAL'] }),
      rule({ id: 'block-eu', action: 'BLOCK', dataTypes: ['EU_DATA'] }),
    );
    const euIban = makeFinding('IBAN', ['FINANCIAL', 'EU_DATA'], 0, 22);
    const usCard = makeFinding('CREDIT_CARD', ['FINANCIAL'], 30, 46);
    const result = evaluate([euIban, usCard], policy, { destination: 'CUSTOMER' });
    expect(result.findings.map((f) => [f.action, f.ruleId])).toEqual([
      ['BLOCK', 'block-eu'],
      ['MASK', 'mask-financial'],
    ]);
    expect(result.decision).toBe('BLOCKED');
  });

  it('keeps the findings in the order given and copies their fields', () => {
    const findings = [makeFinding('EMAIL', ['PII'], 10, 20), makeFinding('SSN', ['PII'], 0, 5)];
    const result = evaluate(findings, policyOf(), { destination: 'AI_TOOL' });
    expect(result.findings.map(({ action, ruleId, ...rest }) => rest)).toEqual(findings);
  });

  it('rejects a destination outside the vocabulary as misuse', () => {
    expect(() => evaluate([], policyOf(), { destination: 'EMAIL' as Destination })).toThrow(TypeError);
  });
});
