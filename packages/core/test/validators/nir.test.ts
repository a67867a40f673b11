import { describe, expect, it } from 'vitest';
import { isValidNir } from '../../src/validators/nir.js';

describe('isValidNir', () => {
  it.each(['255081416802538', '1 84 12 76 451 089 46', '269054958815780', '1 51 02 2A 123 456 02', '2 69 05 2B 045 123 72'])(
    'accepts %s',
    (value) => expect(isValidNir(value)).toBe(true),
  );

  it.each([
    ['255081416802539', 'wrong key'],
    ['1 84 12 76 451 089 47', 'wrong key'],
    ['1 51 02 2A 123 456 72', 'Corsica key computed as 2B'],
    ['555081416802538', 'sex digit 5'],
    ['255001416802538', 'month 00'],
    ['2550814168025', 'key missing'],
    ['2550814168025388', 'sixteen digits'],
  ])('rejects %s (%s)', (value) => expect(isValidNir(value)).toBe(false));
});
