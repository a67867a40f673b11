import { describe, expect, it } from 'vitest';
import { isValidBsn } from '../../src/validators/bsn.js';

describe('isValidBsn', () => {
  it.each(['123456782', '111222333', '1234.56.782'])('accepts %s', (value) => expect(isValidBsn(value)).toBe(true));

  it.each([
    ['123456789', 'fails the 11-proof'],
    ['111222334', 'fails the 11-proof'],
    ['000000000', 'sum zero'],
    ['12345678', 'eight digits'],
    ['1234567820', 'ten digits'],
  ])('rejects %s (%s)', (value) => expect(isValidBsn(value)).toBe(false));
});
