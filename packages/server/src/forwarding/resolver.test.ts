import { describe, expect, it } from 'vitest';
import { DestinationAddressError, DestinationLookupError, permittedAddresses, type Resolver } from './resolver.js';

const answering = (...addresses: string[]): Resolver => async () =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('permittedAddresses', () => {
  it('drops refused addresses from a mixed answer and refuses an all-private one', async () => {
    expect(await permittedAddresses('receiver.test', false, answering('10.0.0.5', '93.184.215.14'))).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
    await expect(permittedAddresses('receiver.test', false, answering('127.0.0.1', '::1'))).rejects.toBeInstanceOf(DestinationAddressError);
    expect(await permittedAddresses('receiver.test', true, answering('127.0.0.1'))).toHaveLength(1);
  });

  it('judges literals without resolving and reports lookup failures as such', async () => {
    const never: Resolver = async () => {
      throw new Error('must not resolve');
    };
    await expect(permittedAddresses('[::1]', false, never)).rejects.toBeInstanceOf(DestinationAddressError);
    expect(await permittedAddresses('93.184.215.14', false, never)).toEqual([{ address: '93.184.215.14', family: 4 }]);
    await expect(permittedAddresses('missing.test', false, never)).rejects.toBeInstanceOf(DestinationLookupError);
    await expect(permittedAddresses('empty.test', false, answering())).rejects.toBeInstanceOf(DestinationLookupError);
  });
});
