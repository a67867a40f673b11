import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryFrom,
  isAadhaarValid,
  isBitcoinAddressValid,
  isIsinValid,
  isDeTaxIdValid,
  isFiscalCodeValid,
  isIbanChecksumValid,
  isNhsValid,
  isNirValid,
  isPeselChecksumValid,
  SAME_CHECK_OTHER_LAYOUT,
  seededRandom,
  typesClaimingDigits,
  VALIDATED_TYPES,
} from './index.js';

// Published reference values, so a mistake shared by a generator and its own check cannot hide.
describe('check-digit arithmetic against published reference values', () => {
  it.each([
    ['IBAN', () => isIbanChecksumValid('GB82WEST12345698765432')],
    ['NHS', () => isNhsValid('9434765919')],
    ['PESEL', () => isPeselChecksumValid('44051401359')],
    ['NIR', () => isNirValid('184127645108946')],
    ['codice fiscale', () => isFiscalCodeValid('RSSMRA85T10A562S')],
    ['Steuer-ID', () => isDeTaxIdValid('86095742719')],
    ['bech32', () => isBitcoinAddressValid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')],
    ['base58check', () => isBitcoinAddressValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')],
    ['ISIN', () => isIsinValid('US0378331005')],
    ['Verhoeff (Aadhaar)', () => isAadhaarValid('234123412346')],
  ])('%s reference value passes', (_name, check) => {
    expect(check()).toBe(true);
  });

  it('rejects a reference IBAN with two digits swapped', () => {
    expect(isIbanChecksumValid('GB82WEST12345698765423')).toBe(false);
  });
});

describe.each(VALIDATED_TYPES.map((t) => [t.type, t] as const))('%s generators', (type, generator) => {
  it('valid values pass this suite’s own check and claim no other digit shape (but a twin of another layout)', () => {
    fc.assert(
      fc.property(arbitraryFrom(generator.valid), (value) => {
        expect(generator.isValid(value)).toBe(true);
        expect(typesClaimingDigits(value).filter((t) => t !== type && t !== SAME_CHECK_OTHER_LAYOUT[type])).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('broken values fail it', () => {
    fc.assert(
      fc.property(arbitraryFrom(generator.broken), (value) => {
        expect(generator.isValid(value)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 20 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 20 }, () => b.int(0, 1000)));
  });
});
