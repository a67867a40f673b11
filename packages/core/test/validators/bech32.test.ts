import { describe, expect, it } from 'vitest';
import { bech32Decode, segwitAddressVerdict } from '../../src/validators/bech32.js';

describe('segwitAddressVerdict', () => {
  it.each([
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  ])('confirms %s', (value) => expect(segwitAddressVerdict(value)).toBe('confirm'));

  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum fails'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'version 0 with bech32m'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'version 2 with bech32'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet'],
    ['bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'o is outside the charset'],
  ])('rejects %s (%s)', (value) => expect(segwitAddressVerdict(value)).toBe('reject'));

  it('tells bech32 from bech32m', () => {
    expect(bech32Decode('a12uel5l')?.variant).toBe('bech32');
    expect(bech32Decode('a1lqfn3a')?.variant).toBe('bech32m');
  });
});
