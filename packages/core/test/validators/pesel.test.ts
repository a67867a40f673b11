import { describe, expect, it } from 'vitest';
import { isValidPesel } from '../../src/validators/pesel.js';

describe('isValidPesel', () => {
  it.each([
    ['44051401359', 'born 1944'],
    ['02070803628', 'born 1902'],
    ['02270803624', 'born 2002: month + 20'],
  ])('accepts %s (%s)', (value) => expect(isValidPesel(value)).toBe(true));

  it.each([
    ['44051401358', 'wrong check digit'],
    ['02070803627', 'wrong check digit'],
    ['44133101350', 'month 13'],
    ['44023001357', '30 February'],
    ['4405140135', 'ten digits'],
  ])('rejects %s (%s)', (value) => expect(isValidPesel(value)).toBe(false));
});
