import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberVerdict } from '../../src/validators/card.js';

describe('cardNumberVerdict', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['2200000000000004', 'mir'],
  ])('confirms %s (%s)', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
    expect(cardNumberVerdict(digits)).toBe('confirm');
  });

  it.each(['4111 1111 1111 1111', '4111-1111-1111-1111', '3782 822463 10005', '3056 930902 5904'])(
    'confirms the grouped form %s',
    (value) => expect(cardNumberVerdict(value)).toBe('confirm'),
  );

  it.each([
    ['4111111111111112', 'Luhn fails'],
    ['5555555555554445', 'Luhn fails'],
    ['378282246310006', 'Luhn fails'],
    ['1234567812345670', 'Luhn holds, no brand'],
    ['411111111111116', 'Luhn holds, Visa has no 15-digit numbers'],
    ['4111 1111-1111 1111', 'mixed separators'],
    ['41111111111', 'too short'],
    ['4111 1111 1111 1111 11', 'a fifth group'],
    ['4111 111111 111111', 'not a card layout'],
    ['DE66 4111 1111 1111 1111', 'letters in the run'],
  ])('rejects %s (%s)', (value) => expect(cardNumberVerdict(value)).toBe('reject'));
});
