import { describe, expect, it } from 'vitest';
import { isValidNhsNumber } from '../../src/validators/nhs.js';

describe('isValidNhsNumber', () => {
  it.each(['9434765919', '943 476 5919', '4010232137', '943-476-5919'])('accepts %s', (value) =>
    expect(isValidNhsNumber(value)).toBe(true),
  );

  it.each([
    ['9434765918', 'wrong check digit'],
    ['4010232138', 'wrong check digit'],
    ['1000000010', 'check would be 10'],
    ['943476591', 'nine digits'],
  ])('rejects %s (%s)', (value) => expect(isValidNhsNumber(value)).toBe(false));
});
