import { describe, expect, it } from 'vitest';
import { isValidDeaNumber } from '../../src/validators/dea.js';

describe('isValidDeaNumber', () => {
  it.each(['AB1234563', 'BJ6125341', 'M91234563', 'ab1234563'])('accepts %s', (value) =>
    expect(isValidDeaNumber(value)).toBe(true),
  );

  it.each([
    ['AB1234564', 'wrong check digit'],
    ['BJ6125342', 'wrong check digit'],
    ['IB1234563', 'I is no registrant type'],
    ['AB123456', 'six digits'],
  ])('rejects %s (%s)', (value) => expect(isValidDeaNumber(value)).toBe(false));
});
