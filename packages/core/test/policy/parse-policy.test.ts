import { describe, expect, it } from 'vitest';
import { parsePolicy, PolicyValidationError, type PolicyIssue } from '@preflight/core';

const validRule = { name: 'Mask PII', dataTypes: ['PII'], destinations: ['AI_TOOL'], action: 'MASK' };

function issuesOf(input: unknown): PolicyIssue[] {
  try {
    parsePolicy(input);
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyValidationError);
    expect((error as PolicyValidationError).code).toBe('POLICY_INVALID');
    return [...(error as PolicyValidationError).issues];
  }
  throw new Error('expected the policy to be rejected');
}

describe('parsePolicy rejects', () => {
  it.each([
    ['an unknown data type', { rules: [{ ...validRule, dataTypes: ['PII', 'SECRETZ'] }] }, 'rules[0].dataTypes[1]', 'PII, PHI, FINANCIAL, API_SECRETS, EU_DATA, ALL'],
    ['an unknown destination', { rules: [{ ...validRule, destinations: ['SLACK'] }] }, 'rules[0].destinations[0]', 'AI_TOOL, VENDOR, CUSTOMER'],
    ['an unknown action', { rules: [{ ...validRule, action: 'REDACT' }] }, 'rules[0].action', 'BLOCK, MASK, ALLOW'],
    ['an unknown condition', { rules: [{ ...validRule, conditions: ['eu_only'] }] }, 'rules[0].conditions[0]', 'non_eu_destination, scc_verified'],
    ['an unknown masking style', { masking: { style: 'blur' } }, 'masking.style', 'placeholder, characters, partial, hash'],
    ['an unknown rule field', { rules: [{ ...validRule, destination: 'AI_TOOL' }] }, 'rules[0]', 'unknown field destination; allowed fields are id, name, description, enabled, dataTypes, destinations, action, conditions'],
    ['an unknown policy field', { rule: [] }, '', 'unknown field rule; allowed fields are name, description, version, tags, masking'],
    ['an unknown custom detector field', { customDetectors: [{ id: 'c', type: 'C', categories: ['PII'], pattern: 'x', regex: 'y' }] }, 'customDetectors[0]', 'unknown field regex; allowed fields are id, type'],
    ['a rule without data types', { rules: [{ ...validRule, dataTypes: [] }] }, 'rules[0].dataTypes', 'at least 1 item'],
    ['a repeated destination', { rules: [{ ...validRule, destinations: ['VENDOR', 'VENDOR'] }] }, 'rules[0].destinations', 'must not repeat'],
    ['a repeated rule id', { rules: [{ ...validRule, id: 'a' }, { ...validRule, id: 'a' }] }, 'rules[1].id', 'used twice'],
    ['a confidence above 1', { minConfidence: 1.5 }, 'minConfidence', 'at most 1'],
    ['a custom detector with an unknown validator', { customDetectors: [{ id: 'c', type: 'C', categories: ['PII'], pattern: 'x', validator: 'crc' }] }, 'customDetectors[0].validator', 'luhn'],
    ['a custom detector pattern RE2 cannot compile', { customDetectors: [{ id: 'c', type: 'C', categories: ['PII'], pattern: 'EMP-[0-9' }] }, 'customDetectors[0].pattern', 'RE2'],
    ['a custom detector with a lower-case type', { customDetectors: [{ id: 'c', type: 'emp', categories: ['PII'], pattern: 'x' }] }, 'customDetectors[0].type', 'upper case'],
    ['an allow-list pattern RE2 cannot compile', { allowList: { patterns: ['(a'] } }, 'allowList.patterns[0]', 'RE2'],
  ])('%s', (_, fields, path, hint) => {
    const issues = issuesOf({ name: 'p', ...fields });
    expect(issues).toContainEqual({ path, message: expect.stringContaining(hint) });
  });

  it('a policy without a name, and a non-object', () => {
    expect(issuesOf({ rules: [] })).toContainEqual({ path: 'name', message: 'expected string' });
    expect(issuesOf('rules')).toEqual([{ path: '', message: 'expected object' }]);
  });

  it('lists every problem at once', () => {
    const issues = issuesOf({ name: '', rules: [{ ...validRule, action: 'NOPE', destinations: ['X'] }] });
    expect(issues.map((issue) => issue.path)).toEqual(['name', 'rules[0].destinations[0]', 'rules[0].action']);
  });

  it('never echoes the rejected input in a message', () => {
    const fake = 'sk_live_FAKE0000EXAMPLE0000key';
    const issues = issuesOf({ name: 'p', rules: [{ ...validRule, action: fake, [fake]: 1 }], [`${fake} x`]: 1 });
    const error = (() => {
      try {
        parsePolicy({ name: 'p', rules: [{ ...validRule, action: fake }] });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(JSON.stringify(issues)).not.toContain(fake);
    expect(error?.message).not.toContain(fake);
  });
});

describe('parsePolicy accepts', () => {
  it('fills in defaults', () => {
    const policy = parsePolicy({ name: 'p', rules: [validRule] });
    expect(policy.masking).toEqual({ style: 'placeholder' });
    expect(policy.allowList).toEqual({});
    expect(policy.customDetectors).toEqual([]);
    expect(policy.rules[0].enabled).toBe(true);
  });

  it('keeps given rule ids and assigns missing ones from the rule content', () => {
    const input = { name: 'p', rules: [{ ...validRule, id: 'mine' }, validRule, { ...validRule, name: 'Other' }] };
    const first = parsePolicy(input).rules.map((rule) => rule.id);
    expect(first[0]).toBe('mine');
    expect(first[1]).toMatch(/^rule-[0-9a-f]{8}$/);
    expect(new Set(first).size).toBe(3);
    expect(parsePolicy(input).rules.map((rule) => rule.id)).toEqual(first);
    const reordered = parsePolicy({ name: 'p', rules: [{ ...validRule, name: 'Other' }, validRule] });
    expect(reordered.rules.map((rule) => rule.id)).toEqual([first[2], first[1]]);
  });

  it('gives identical rules distinct ids', () => {
    const ids = parsePolicy({ name: 'p', rules: [validRule, validRule] }).rules.map((rule) => rule.id);
    expect(ids[1]).toBe(`${ids[0]}-2`);
  });

  it('round-trips a parsed policy unchanged', () => {
    const policy = parsePolicy({
      name: 'p',
      tags: ['eu'],
      rules: [validRule],
      minConfidence: 0.5,
      allowList: { values: ['support@example.com'], patterns: ['[a-z]+@example\\.com'] },
      customDetectors: [{ id: 'emp', type: 'EMPLOYEE_ID', categories: ['PII'], pattern: 'EMP-[0-9]{6}', keywords: ['employee'], validator: 'luhn' }],
    });
    expect(parsePolicy(JSON.parse(JSON.stringify(policy)))).toEqual(policy);
  });
});
