import { BlockList, isIP } from 'node:net';

/**
 * Addresses a destination may not reach unless private destinations are allowed: the host
 * itself, private networks, link-local (which holds cloud metadata services), carrier-grade
 * NAT, multicast and reserved ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** IPv4 addresses carried inside IPv6 (mapped, compatible, NAT64) are judged as IPv4. */
const EMBEDDED_IPV4 = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i;
const EMBEDDED_IPV4_HEX = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

function embeddedIpv4(address: string): string | null {
  const dotted = EMBEDDED_IPV4.exec(address);
  if (dotted) return dotted[1] as string;
  const hex = EMBEDDED_IPV4_HEX.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address in a refused range; anything that is not an IP address is refused too. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version !== 6) return true;
  const v4 = embeddedIpv4(bare.toLowerCase());
  if (v4 !== null) return blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
