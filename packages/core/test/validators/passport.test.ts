import { describe, expect, it } from 'vitest';
import { passportNumberVerdict } from '../../src/validators/passport.js';

describe('passportNumberVerdict', () => {
  it.each(['912345678', 'X12345678', '12AB34567', 'C01X00T47', 'L898902C3', 'K1234567'])('has no objection to %s', (value) =>
    expect(passportNumberVerdict(value)).toBe('none'),
  );

  it.each([
    ['PASSPORT', 'no digit'],
    ['12345', 'too short'],
    ['1234567890', 'too long'],
    ['000000000', 'one repeated character'],
    ['x12345678', 'lower case'],
  ])('rejects %s (%s)', (value) => expect(passportNumberVerdict(value)).toBe('reject'));
});
