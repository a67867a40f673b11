import fc from 'fast-check';
import luhn from 'luhn';
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../src/validators/luhn.js';

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['79927398713', true],
    ['79927398710', false],
    ['1234567812345678', false],
    ['', false],
    ['4111-1111', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  // The npm `luhn` package is an independent implementation; ours is inlined for the hot path.
  // It rejects an all-zero total, which no validator of ours depends on, so those are left out.
  it('agrees with the luhn package on every digit string with a non-zero digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,24}$/).filter((s) => /[1-9]/.test(s)), (digits) => {
        expect(luhnValid(digits)).toBe(luhn.validate(digits));
      }),
      { numRuns: 5000 },
    );
  });
});
