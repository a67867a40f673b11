import { describe, expect, it } from 'vitest';
import { mask, MaskingKeyRequiredError, unmask, type Finding } from '@preflight/core';
import { makeFinding } from '../policy/make-finding.js';

/** Findings for each listed value at its every occurrence in `text`. */
function findAll(text: string, values: Record<string, [string, Finding['categories']]>): Finding[] {
  const findings: Finding[] = [];
  for (const [value, [type, categories]] of Object.entries(values)) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      findings.push(makeFinding(type, categories, at, at + value.length));
    }
  }
  return findings;
}

const text = 'From ann@example.com to bob@example.org, cc ann@example.com; card 4111 1111 1111 1111, key AKIAFAKEEXAMPLE00000.';
const findings = findAll(text, {
  'ann@example.com': ['EMAIL', ['PII']],
  'bob@example.org': ['EMAIL', ['PII']],
  '4111 1111 1111 1111': ['CREDIT_CARD', ['FINANCIAL']],
  AKIAFAKEEXAMPLE00000: ['AWS_ACCESS_KEY', ['API_SECRETS']],
});

describe('mask, placeholder style', () => {
  it('numbers distinct values per type in order of appearance, the same value always alike', () => {
    const { text: masked, vault } = mask(text, findings);
    expect(masked).toBe('From [EMAIL_1] to [EMAIL_2], cc [EMAIL_1]; card [CREDIT_CARD_1], key [AWS_ACCESS_KEY_1].');
    expect(vault).toEqual({
      '[EMAIL_1]': 'ann@example.com',
      '[EMAIL_2]': 'bob@example.org',
      '[CREDIT_CARD_1]': '4111 1111 1111 1111',
      '[AWS_ACCESS_KEY_1]': 'AKIAFAKEEXAMPLE00000',
    });
  });

  it('skips numbers whose placeholder the document already contains, so unmask leaves them alone', () => {
    const source = 'Template [EMAIL_1] and [EMAIL_3]; real: ann@example.com, bob@example.org';
    const result = mask(source, findAll(source, { 'ann@example.com': ['EMAIL', ['PII']], 'bob@example.org': ['EMAIL', ['PII']] }));
    expect(result.text).toBe('Template [EMAIL_1] and [EMAIL_3]; real: [EMAIL_2], [EMAIL_4]');
    expect(unmask(result.text, result.vault)).toBe(source);
  });

  it('masks the union of overlapping findings once', () => {
    const source = 'id: 123-45-6789 end';
    const result = mask(source, [makeFinding('SSN', ['PII'], 4, 15), makeFinding('PHONE', ['PII'], 8, 15)]);
    expect(result.text).toBe('id: [SSN_1] end');
    const spill = mask(source, [makeFinding('SSN', ['PII'], 4, 12), makeFinding('PHONE', ['PII'], 8, 15)]);
    expect(spill.text).toBe('id: [SSN_1] end');
    expect(spill.vault).toEqual({ '[SSN_1]': '123-45-6789' });
  });

  it('leaves text without findings unchanged', () => {
    expect(mask(text, [])).toEqual({ text, vault: {} });
  });

  it('rejects findings outside the text as misuse, naming offsets only', () => {
    expect(() => mask('short', [makeFinding('EMAIL', ['PII'], 2, 40)])).toThrow(TypeError);
    expect(() => mask('short', [makeFinding('EMAIL', ['PII'], 3, 3)])).toThrow(/3\.\.3/);
  });
});

describe('mask, other styles', () => {
  it('characters: the same length, every offset kept', () => {
    const result = mask(text, findings, { style: 'characters' });
    expect(result.text).toHaveLength(text.length);
    expect(result.text).toBe(
      'From *************** to ***************, cc ***************; card *******************, key ********************.',
    );
    expect(result.vault).toEqual({});
  });

  it('partial: the domain of an email, the last four of a number, nothing of a secret', () => {
    const result = mask(text, findings, { style: 'partial' });
    expect(result.text).toBe(
      'From ***@example.com to ***@example.org, cc ***@example.com; card **** **** **** 1111, key ********************.',
    );
    expect(result.text).toHaveLength(text.length);
  });

  it('partial: IP addresses keep nothing, since a tail of an IPv6 address is an address', () => {
    const source = 'from 2001:db8:85a3::8a2e:370:7334 now';
    expect(mask(source, [makeFinding('IP_ADDRESS', ['PII'], 5, 33)], { style: 'partial' }).text).toBe(`from ${'*'.repeat(28)} now`);
  });

  it('partial: short numbers keep nothing', () => {
    const source = 'DOB 1980-04-12';
    expect(mask(source, [makeFinding('DATE_OF_BIRTH', ['PII'], 4, 14)], { style: 'partial' }).text).toBe('DOB ****-**-**');
  });

  it('hash: a keyed, stable pseudonym per value that unmask can restore', () => {
    const a = mask(text, findings, { style: 'hash', key: 'fake-key-one' });
    const again = mask(text, findings, { style: 'hash', key: 'fake-key-one' });
    const otherKey = mask(text, findings, { style: 'hash', key: 'fake-key-two' });
    expect(a.text).toMatch(/^From \[EMAIL:[0-9a-f]{12}\] to \[EMAIL:[0-9a-f]{12}\], cc \[EMAIL:[0-9a-f]{12}\];/);
    expect(a.text).toBe(again.text);
    expect(a.text).not.toBe(otherKey.text);
    expect(Object.keys(a.vault)).toHaveLength(4);
    expect(unmask(a.text, a.vault)).toBe(text);
  });

  it('an unknown style is misuse', () => {
    expect(() => mask(text, findings, { style: 'blur' as 'hash' })).toThrow(TypeError);
  });

  it('hash without a key is refused', () => {
    expect(() => mask(text, findings, { style: 'hash' })).toThrow(MaskingKeyRequiredError);
    expect(() => mask(text, findings, { style: 'hash', key: '' })).toThrow(expect.objectContaining({ code: 'MASKING_KEY_REQUIRED' }));
  });
});
