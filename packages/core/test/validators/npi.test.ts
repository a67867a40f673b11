import { describe, expect, it } from 'vitest';
import { isValidNpi } from '../../src/validators/npi.js';

describe('isValidNpi', () => {
  it.each(['1234567893', '1245319599', '2000000002'])('accepts %s', (value) => expect(isValidNpi(value)).toBe(true));

  it.each([
    ['1234567890', 'wrong check digit'],
    ['1245319598', 'wrong check digit'],
    ['3234567893', 'first digit 3'],
    ['123456789', 'nine digits'],
  ])('rejects %s (%s)', (value) => expect(isValidNpi(value)).toBe(false));
});
