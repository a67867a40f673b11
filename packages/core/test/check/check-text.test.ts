import { describe, expect, it } from 'vitest';
import {
  checkText,
  createChecker,
  MaskingKeyRequiredError,
  parsePolicy,
  PolicyValidationError,
  policyVersion,
  unmask,
  type CheckContext,
  type Decision,
  type Destination,
  type PolicyInput,
} from '@preflight/core';
import { defaultWith } from './policies.js';

const policy = defaultWith();

describe('checkText with the default rules', () => {
  it('allows text without findings and leaves it as it is', () => {
    const result = checkText('Summarise our roadmap for Q3.', { destination: 'AI_TOOL', policy });
    expect(result).toEqual({
      decision: 'ALLOWED',
      summary: 'Allowed: no sensitive data found.',
      detected: [],
      masked_content: 'Summarise our roadmap for Q3.',
      policy_version: policyVersion(policy),
      findings: [],
      vault: {},
    });
  });

  it('masks email addresses headed to an AI tool and can restore the answer', () => {
    const text = 'Draft a reply to ann.fake@example.com and copy bob.fake@example.org; ann.fake@example.com asked first.';
    const result = checkText(text, { destination: 'AI_TOOL', policy });
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
    expect(result.summary).toBe('Allowed with masking: 3 email addresses masked before sending to an AI tool.');
    expect(result.masked_content).toBe('Draft a reply to [EMAIL_1] and copy [EMAIL_2]; [EMAIL_1] asked first.');
    expect(result.detected).toEqual([{ type: 'EMAIL', count: 3, sample: 'a*******@e******.com' }]);
    expect(result.findings.every((finding) => finding.action === 'MASK' && finding.ruleId === 'mask-personal-and-financial')).toBe(true);
    expect(unmask('Sure — I wrote to [EMAIL_2], then [EMAIL_1].', result.vault)).toBe(
      'Sure — I wrote to bob.fake@example.org, then ann.fake@example.com.',
    );
  });

  it('allows personal data to a customer, unmasked but reported', () => {
    const text = 'Your account manager is ann.fake@example.com.';
    const result = checkText(text, { destination: 'CUSTOMER', policy });
    expect(result.decision).toBe('ALLOWED');
    expect(result.summary).toBe('Allowed: 1 email address found and permitted by policy for a customer.');
    expect(result.masked_content).toBe(text);
    expect(result.detected).toEqual([{ type: 'EMAIL', count: 1, sample: 'a*******@e******.com' }]);
  });

  it('blocks a secret, names what would be masked, and shows nothing of the secret', () => {
    const text = 'Deploy with FAKETOKEN_1234 and tell ann.fake@example.com and bob.fake@example.org.';
    const result = checkText(text, { destination: 'AI_TOOL', policy });
    expect(result.decision).toBe('BLOCKED');
    expect(result.summary).toBe('Blocked: 1 fake token headed to an AI tool; 2 email addresses would be masked.');
    expect(result.detected).toEqual([
      { type: 'FAKE_TOKEN', count: 1, sample: null },
      { type: 'EMAIL', count: 2, sample: 'a*******@e******.com' },
    ]);
    // Blocked: the blocking value is masked too, so forwarding masked_content leaks nothing.
    expect(result.masked_content).toBe('Deploy with [FAKE_TOKEN_1] and tell [EMAIL_1] and [EMAIL_2].');
    expect(unmask(result.masked_content, result.vault)).toBe(text);
  });

  it('masks every finding of a blocked result, those the policy allows included', () => {
    const text = 'Your manager is ann.fake@example.com; deploy with FAKETOKEN_1234.';
    const result = checkText(text, { destination: 'CUSTOMER', policy });
    expect(result.decision).toBe('BLOCKED');
    expect(result.findings.map((f) => f.action).sort()).toEqual(['ALLOW', 'BLOCK']);
    expect(result.masked_content).not.toContain('ann.fake@example.com');
    expect(result.masked_content).not.toContain('FAKETOKEN_1234');
  });

  it.each<[string, Destination, CheckContext | undefined, Decision]>([
    ['health data to an AI tool', 'AI_TOOL', undefined, 'BLOCKED'],
    ['health data to a customer', 'CUSTOMER', undefined, 'ALLOWED'],
  ])('%s', (_, destination, context, decision) => {
    expect(checkText('Patient FAKEMRN-12345 is stable.', { destination, policy, context }).decision).toBe(decision);
  });

  it.each<[string, Destination, CheckContext | undefined, Decision]>([
    ['no region given: non-EU, blocked', 'VENDOR', undefined, 'BLOCKED'],
    ['a US region: blocked', 'VENDOR', { destination_region: 'us-east-1' }, 'BLOCKED'],
    ['a US region under SCCs: masked', 'VENDOR', { destination_region: 'us-east-1', scc_verified: true }, 'ALLOWED_WITH_MASKING'],
    ['an EU region, to a vendor: masked like personal data', 'VENDOR', { destination_region: 'eu-central-1' }, 'ALLOWED_WITH_MASKING'],
    ['an EU region, to a customer: allowed', 'CUSTOMER', { destination_region: 'DE' }, 'ALLOWED'],
  ])('EU data with %s', (_, destination, context, decision) => {
    expect(checkText('Tax id FAKEEU-123456 on file.', { destination, policy, context }).decision).toBe(decision);
  });

  it('never reports allow-listed values, exact or by pattern', () => {
    const allowing = defaultWith({ allowList: { values: ['support@example.com'], patterns: ['noreply-[a-z]+@example\\.org'] } });
    const text = 'Write to support@example.com or noreply-billing@example.org, not ann.fake@example.com.';
    const result = checkText(text, { destination: 'AI_TOOL', policy: allowing });
    expect(result.detected).toEqual([{ type: 'EMAIL', count: 1, sample: 'a*******@e******.com' }]);
    expect(result.masked_content).toBe('Write to support@example.com or noreply-billing@example.org, not [EMAIL_1].');
  });

  it('drops findings below the policy minimum confidence', () => {
    const lowConfidence = [{ id: 'weak', type: 'WEAK_ID', categories: ['PII' as const], pattern: 'WEAK-[0-9]{3}', confidence: 0.3 }];
    const text = 'ref WEAK-123';
    expect(checkText(text, { destination: 'AI_TOOL', policy: defaultWith({ customDetectors: lowConfidence }) }).decision).toBe('ALLOWED_WITH_MASKING');
    const strict = defaultWith({ customDetectors: lowConfidence, minConfidence: 0.5 });
    expect(checkText(text, { destination: 'AI_TOOL', policy: strict }).decision).toBe('ALLOWED');
  });

  it("uses the policy's masking style", () => {
    const text = 'cc ann.fake@example.com';
    const partial = defaultWith({ masking: { style: 'partial' } });
    expect(checkText(text, { destination: 'AI_TOOL', policy: partial }).masked_content).toBe('cc ********@example.com');
    const hashed = defaultWith({ masking: { style: 'hash' } });
    expect(() => checkText(text, { destination: 'AI_TOOL', policy: hashed })).toThrow(MaskingKeyRequiredError);
    const result = checkText(text, { destination: 'AI_TOOL', policy: hashed, maskingKey: 'fake-masking-key' });
    expect(result.masked_content).toMatch(/^cc \[EMAIL:[0-9a-f]{12}\]$/);
    expect(unmask(result.masked_content, result.vault)).toBe(text);
  });

  it('uses the default policy when none is given', () => {
    const result = checkText('cc ann.fake@example.com', { destination: 'VENDOR' });
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
    expect(result.policy_version).toMatch(/^v1-[0-9a-f]{8}$/);
  });

  it('keeps values out of everything but masked_content and vault', () => {
    const secrets = ['FAKETOKEN_9876', 'ann.fake@example.com', 'FAKEEU-654321', 'FAKEMRN-55555'];
    const result = checkText(`x ${secrets.join(' y ')} z`, { destination: 'AI_TOOL', policy });
    const { masked_content, vault, ...metadata } = result;
    const serialized = JSON.stringify(metadata);
    for (const secret of secrets) expect(serialized).not.toContain(secret);
  });

  it('rejects misuse with TypeError', () => {
    expect(() => checkText('x', { destination: 'SLACK' as Destination, policy })).toThrow(TypeError);
    expect(() => checkText(42 as unknown as string, { destination: 'AI_TOOL', policy })).toThrow(TypeError);
  });
});

describe('a policy written by hand, as the API takes it', () => {
  const input: PolicyInput = {
    name: 'Plain',
    rules: [{ name: 'No personal data to AI tools', dataTypes: ['PII'], destinations: ['AI_TOOL'], action: 'BLOCK' }],
  };

  it('is parsed before use, with defaults filled in', () => {
    const result = checkText('cc ann.fake@example.com', { destination: 'AI_TOOL', policy: input });
    expect(result.decision).toBe('BLOCKED');
    expect(result.policy_version).toBe(policyVersion(parsePolicy(input)));
    expect(createChecker({ policy: input }).check('cc ann.fake@example.com', { destination: 'AI_TOOL' }).decision).toBe('BLOCKED');
  });

  it('with fields missing throws PolicyValidationError naming each of them', () => {
    const rulesOnly = { rules: [{ name: 'Incomplete', dataTypes: ['PII'] }] } as unknown as PolicyInput;
    const thrown = (() => {
      try {
        checkText('cc ann.fake@example.com', { destination: 'AI_TOOL', policy: rulesOnly });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(PolicyValidationError);
    expect((thrown as PolicyValidationError).issues.map((issue) => issue.path)).toEqual(['name', 'rules[0].destinations', 'rules[0].action']);
  });
});
