import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isRefusedAddress } from './address-policy.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name → addresses; injected so tests can play a DNS server that changes its answer. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export class DestinationAddressError extends Error {
  readonly code = 'DESTINATION_ADDRESS_REFUSED';
  constructor() {
    super('The destination resolves only to private, loopback or link-local addresses');
    this.name = 'DestinationAddressError';
  }
}

export class DestinationLookupError extends Error {
  readonly code = 'DESTINATION_LOOKUP_FAILED';
  constructor(options?: { cause?: unknown }) {
    super('The destination host name could not be resolved', options);
    this.name = 'DestinationLookupError';
  }
}

/**
 * The addresses a delivery may connect to. IP literals are judged directly; host names are
 * resolved and refused addresses dropped, so an answer that mixes public and private addresses
 * can only lead to the public ones.
 */
export async function permittedAddresses(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(bare);
    } catch (cause) {
      throw new DestinationLookupError({ cause });
    }
    if (addresses.length === 0) throw new DestinationLookupError();
  }
  const permitted = allowPrivate ? addresses : addresses.filter((a) => !isRefusedAddress(a.address));
  if (permitted.length === 0) throw new DestinationAddressError();
  return permitted;
}
