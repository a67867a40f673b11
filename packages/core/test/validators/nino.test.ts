import { describe, expect, it } from 'vitest';
import { isIssuableNino } from '../../src/validators/nino.js';

describe('isIssuableNino', () => {
  it.each(['AB123456C', 'AB 12 34 56 C', 'ce123456d', 'JG103759A'])('accepts %s', (value) =>
    expect(isIssuableNino(value)).toBe(true),
  );

  it.each([
    ['QQ123456C', 'Q never in the prefix'],
    ['DA123456A', 'D never first'],
    ['AO123456A', 'O never second'],
    ['GB123456A', 'unissued prefix'],
    ['ZZ123456A', 'unissued prefix'],
    ['AB123456E', 'suffix past D'],
    ['AB12345C', 'five digits'],
  ])('rejects %s (%s)', (value) => expect(isIssuableNino(value)).toBe(false));
});
