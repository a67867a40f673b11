import { describe, expect, it } from 'vitest';
import { evaluate, parsePolicy, type Category, type Destination } from '@preflight/core';
import { summarize } from '../../src/check/summary.js';
import { makeFinding } from '../policy/make-finding.js';

const policy = parsePolicy({
  name: 'summary',
  rules: [
    { name: 'block secrets', dataTypes: ['API_SECRETS'], destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'], action: 'BLOCK' },
    { name: 'mask personal', dataTypes: ['PII'], destinations: ['AI_TOOL', 'VENDOR'], action: 'MASK' },
  ],
});
const labels: Record<string, { one: string; other: string }> = {
  KEY: { one: 'AWS access key', other: 'AWS access keys' },
  EMAIL: { one: 'email address', other: 'email addresses' },
  PHONE: { one: 'phone number', other: 'phone numbers' },
  NPI: { one: 'NPI number', other: 'NPI numbers' },
};
const CATEGORY: Record<string, Category> = { KEY: 'API_SECRETS', EMAIL: 'PII', PHONE: 'PII', NPI: 'PHI' };

function summaryOf(types: string[], destination: Destination): string {
  const findings = types.map((type, i) => makeFinding(type, [CATEGORY[type]], i, i + 1));
  return summarize(evaluate(findings, policy, { destination }), destination, (type) => labels[type]);
}

describe('summary', () => {
  it.each<[string[], Destination, string]>([
    [[], 'AI_TOOL', 'Allowed: no sensitive data found.'],
    [['KEY', 'EMAIL', 'EMAIL'], 'AI_TOOL', 'Blocked: 1 AWS access key headed to an AI tool; 2 email addresses would be masked.'],
    [['KEY', 'KEY'], 'CUSTOMER', 'Blocked: 2 AWS access keys headed to a customer.'],
    [['EMAIL', 'PHONE', 'EMAIL', 'NPI'], 'VENDOR', 'Allowed with masking: 2 email addresses and 1 phone number masked before sending to a vendor; 1 NPI number allowed by policy.'],
    [['EMAIL', 'PHONE', 'NPI'], 'CUSTOMER', 'Allowed: 1 email address, 1 phone number and 1 NPI number found and permitted by policy for a customer.'],
  ])('%j to %s', (types, destination, sentence) => {
    expect(summaryOf(types, destination)).toBe(sentence);
  });
});
