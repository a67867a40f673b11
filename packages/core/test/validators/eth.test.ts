import { describe, expect, it } from 'vitest';
import { ethAddressVerdict } from '../../src/validators/eth.js';

describe('ethAddressVerdict', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('confirms the EIP-55 checksum of %s', (value) => expect(ethAddressVerdict(value)).toBe('confirm'));

  it.each(['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED'])(
    'has no opinion on single-case %s',
    (value) => expect(ethAddressVerdict(value)).toBe('none'),
  );

  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'one letter in the wrong case'],
    ['0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'one letter in the wrong case'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', 'too short'],
  ])('rejects %s (%s)', (value) => expect(ethAddressVerdict(value)).toBe('reject'));
});
