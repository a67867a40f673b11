import { describe, expect, it } from 'vitest';
import { abaRoutingVerdict } from '../../src/validators/aba.js';

describe('abaRoutingVerdict', () => {
  it.each(['011000015', '021000021', '026009593', '121000248', '322271627', '061000104'])('confirms %s', (value) =>
    expect(abaRoutingVerdict(value)).toBe('confirm'),
  );

  it.each([
    ['021000022', 'checksum fails'],
    ['123456789', 'checksum fails'],
    ['991000021', 'no Federal Reserve prefix'],
    ['000000000', 'all zeros'],
    ['02100002', 'eight digits'],
    ['02100002A', 'not a digit'],
  ])('rejects %s (%s)', (value) => expect(abaRoutingVerdict(value)).toBe('reject'));
});
