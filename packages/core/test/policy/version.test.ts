import { describe, expect, it } from 'vitest';
import { defaultPolicy, parsePolicy, policyVersion, type Policy } from '@preflight/core';

const base = defaultPolicy();

describe('policyVersion', () => {
  it('is a short scheme-prefixed hash', () => {
    expect(policyVersion(base)).toMatch(/^v1-[0-9a-f]{8}$/);
  });

  it('does not depend on key order or on a JSON round trip', () => {
    const reversed = Object.fromEntries(Object.entries(base).reverse()) as Policy;
    expect(policyVersion(reversed)).toBe(policyVersion(base));
    expect(policyVersion(parsePolicy(JSON.parse(JSON.stringify(base))))).toBe(policyVersion(base));
  });

  it.each<[string, (p: Policy) => Policy]>([
    ['an action', (p) => ({ ...p, rules: p.rules.map((r, i) => (i === 0 ? { ...r, action: 'MASK' } : r)) })],
    ['the rule order', (p) => ({ ...p, rules: [...p.rules].reverse() })],
    ['a rule switched off', (p) => ({ ...p, rules: p.rules.map((r, i) => (i === 1 ? { ...r, enabled: false } : r)) })],
    ['a rule removed', (p) => ({ ...p, rules: p.rules.slice(1) })],
    ['the masking style', (p) => ({ ...p, masking: { style: 'hash' } })],
    ['the allow-list', (p) => ({ ...p, allowList: { values: ['a@example.com'] } })],
    ['the confidence floor', (p) => ({ ...p, minConfidence: 0.7 })],
  ])('changes with %s', (_, change) => {
    expect(policyVersion(change(base))).not.toBe(policyVersion(base));
  });

  it('ignores the name, description, tags and version label', () => {
    const renamed = { ...base, name: 'Renamed', description: 'x', tags: ['a'], version: '2' };
    expect(policyVersion(renamed)).toBe(policyVersion(base));
  });
});
