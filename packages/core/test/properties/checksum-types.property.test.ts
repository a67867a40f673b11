import fc from 'fast-check';
import { scan } from '@preflight/core';
import { describe, expect, it } from 'vitest';
import { arbitraryFrom, VALIDATED_TYPES } from '../generators/index.js';
import { nirKey } from '../generators/check-digits.js';
import { cardNumberVerdict } from '../../src/validators/card.js';
import { filler, plantedText } from './planting.js';

const RUNS = { numRuns: 200 };

/**
 * A French NIR whose first digit is 3, 4, 7 or 8 (temporary and special registrations): valid, and
 * found as FR_NIR, but left out by the generators' own check, so another type's digits may draw one.
 */
const isOtherNir = (printed: string): boolean => {
  const digits = printed.replace(/[\s.\-]/gu, '');
  return /^[3478]\d{4}(?:\d{2}|2A|2B)\d{8}$/u.test(digits) && nirKey(digits.slice(0, 13)) === digits.slice(13);
};

/**
 * Digits that are also a payment card's number (a brand's prefix and length, and the Luhn check),
 * as one in ten of a bank account's twelve digits opening with `50` is: the card, checked by its
 * own digit, outranks the other type's reading, as it should.
 */
const isCardNumber = (printed: string): boolean => cardNumberVerdict(printed) === 'confirm';

describe.each(VALIDATED_TYPES.map((t) => [t.type, t] as const))('%s planted in filler', (type, generator) => {
  it('a valid value next to its context word is found as this type at its exact offsets', () => {
    fc.assert(
      fc.property(plantedText(arbitraryFrom(generator.valid), generator.contextWords), ({ text, start, end }) => {
        fc.pre(type === 'FR_NIR' || !isOtherNir(text.slice(start, end)));
        fc.pre(type === 'CREDIT_CARD' || !isCardNumber(text.slice(start, end)));
        const spans = scan(text)
          .filter((f) => f.type === type)
          .map((f) => [f.start, f.end]);
        expect(spans).toContainEqual([start, end]);
      }),
      RUNS,
    );
  });

  it('a value with a wrong check digit is never reported as this type', () => {
    fc.assert(
      fc.property(plantedText(arbitraryFrom(generator.broken), generator.contextWords), ({ text, start, end }) => {
        const overlapping = scan(text).filter((f) => f.type === type && f.start < end && f.end > start);
        expect(overlapping).toEqual([]);
      }),
      RUNS,
    );
  });
});

/** Values whose checksum alone is convincing: they count without any context word. */
const SELF_EVIDENT_TYPES = ['CREDIT_CARD', 'IBAN', 'CRYPTO_ADDRESS'];

describe.each(SELF_EVIDENT_TYPES)('%s without a context word', (type) => {
  it('is still found at its exact offsets', () => {
    const generator = VALIDATED_TYPES.find((t) => t.type === type)!;
    fc.assert(
      fc.property(filler, arbitraryFrom(generator.valid), filler, (before, value, after) => {
        const text = `${before} ${value} ${after}`;
        const start = before.length + 1;
        const spans = scan(text)
          .filter((f) => f.type === type)
          .map((f) => [f.start, f.end]);
        expect(spans).toContainEqual([start, start + value.length]);
      }),
      RUNS,
    );
  });
});
