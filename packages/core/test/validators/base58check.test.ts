import { describe, expect, it } from 'vitest';
import { base58CheckValid, bitcoinBase58Verdict } from '../../src/validators/base58check.js';

describe('bitcoinBase58Verdict', () => {
  it.each(['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'])(
    'confirms %s',
    (value) => expect(bitcoinBase58Verdict(value)).toBe('confirm'),
  );

  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum fails'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'checksum fails'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a', '0 is not base58'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet version byte'],
  ])('rejects %s (%s)', (value) => expect(bitcoinBase58Verdict(value)).toBe('reject'));

  it('checks the checksum of any base58check payload', () => {
    expect(base58CheckValid('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(true);
  });
});
