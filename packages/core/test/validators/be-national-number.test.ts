import { describe, expect, it } from 'vitest';
import { isValidBeNationalNumber } from '../../src/validators/be-national-number.js';

describe('isValidBeNationalNumber', () => {
  it.each([
    ['85073003328', 'born 1985'],
    ['85.07.30-033.28', 'printed form'],
    ['17073003384', 'born 2017: 2 prefixed before the modulo'],
  ])('accepts %s (%s)', (value) => expect(isValidBeNationalNumber(value)).toBe(true));

  it.each([
    ['85073003327', 'wrong check'],
    ['17073003328', 'check of the 1900s rule for another number'],
    ['85133003395', 'month 13'],
    ['85073000015', 'serial 000'],
    ['8507300332', 'ten digits'],
  ])('rejects %s (%s)', (value) => expect(isValidBeNationalNumber(value)).toBe(false));
});
