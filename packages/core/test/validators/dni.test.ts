import { describe, expect, it } from 'vitest';
import { isValidDni, isValidNie } from '../../src/validators/dni.js';

describe('isValidDni', () => {
  it.each(['12345678Z', '00000000T', '12345678-Z', '12345678z'])('accepts %s', (value) =>
    expect(isValidDni(value)).toBe(true),
  );

  it.each([
    ['12345678A', 'wrong letter'],
    ['87654321Z', 'wrong letter'],
    ['1234567Z', 'seven digits'],
    ['X1234567L', 'an NIE, not a DNI'],
  ])('rejects %s (%s)', (value) => expect(isValidDni(value)).toBe(false));
});

describe('isValidNie', () => {
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'X-1234567-L'])('accepts %s', (value) =>
    expect(isValidNie(value)).toBe(true),
  );

  it.each([
    ['X1234567T', 'wrong letter'],
    ['Y1234567L', 'letter of the X number'],
    ['W1234567L', 'W is no NIE prefix'],
    ['X12345678L', 'eight digits'],
  ])('rejects %s (%s)', (value) => expect(isValidNie(value)).toBe(false));
});
