import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sample } from '@preflight/core';

describe('sample', () => {
  it.each([
    ['john@example.com', 'EMAIL', 'j***@e******.com'],
    ['jane.doe@mail.example.co.uk', 'EMAIL', 'j*******@m***.e******.**.uk'],
    ['a@b.io', 'EMAIL', '*@*.io'],
    ['123-45-6789', 'SSN', '***-**-6789'],
    ['4111 1111 1111 1111', 'CREDIT_CARD', '**** **** **** 1111'],
    ['+1 (202) 555-0100', 'PHONE', '+* (***) ***-0100'],
    ['1980-04-12', 'DATE_OF_BIRTH', '****-**-**'],
    ['AKIAFAKEEXAMPLE00000', 'AWS_ACCESS_KEY', '********'],
    ['---', 'CUSTOM', '********'],
    ['Jérôme Müller', 'CUSTOM', '****** **ller'],
    ['a😀b', 'CUSTOM', '****'],
  ])('%s (%s) → %s', (value, type, expected) => {
    expect(sample(value, type)).toBe(expected);
  });

  it('shortens long values to their end', () => {
    const out = sample(`DE89${'3'.repeat(60)}`, 'IBAN');
    expect(out).toHaveLength(40);
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('3333')).toBe(true);
  });

  it('is never the raw value and never reveals more than four letters or digits outside an email', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }), fc.constantFrom('SSN', 'CREDIT_CARD', 'PHONE', 'IBAN', 'CUSTOM'), (value, type) => {
        const out = sample(value, type);
        expect(out).not.toBe(value);
        expect(out.replace(/[^\p{L}\p{N}]/gu, '').length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (value) => {
        expect(sample(value, 'EMAIL')).not.toBe(value);
      }),
      { numRuns: 500 },
    );
  });
});
