import { describe, expect, it } from 'vitest';
import { swiftBicVerdict } from '../../src/validators/swift-bic.js';

describe('swiftBicVerdict', () => {
  it.each(['DEUTDEFF', 'COBADEFFXXX', 'NWBKGB2L', 'CHASUS33', 'UBSWCHZH80A'])('has no objection to %s', (value) =>
    expect(swiftBicVerdict(value)).toBe('none'),
  );

  it.each([
    ['DEUTXXFF', 'XX is no country'],
    ['DEUTDE', 'too short'],
    ['DEUTDEFFX', 'nine characters'],
    ['DEU1DEFF', 'digit in the institution code'],
    ['deutdeff', 'lower case'],
  ])('rejects %s (%s)', (value) => expect(swiftBicVerdict(value)).toBe('reject'));
});
