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

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail included. */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * IPv4 addresses an IPv6 address carries, so a private IPv4 range cannot be reached through a
 * translation or tunnelling form: IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d),
 * SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48), 6to4 (2002::/16, the
 * address in the second and third groups) and Teredo (2001:0::/32, the server in the third and
 * fourth groups and the client, inverted, in the last two).
 */
function embeddedIpv4(address: string): string[] {
  const g = groupsOf(address);
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(5) && (g5 === 0 || g5 === 0xffff)) return [ipv4Of(g6, g7)];
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return [ipv4Of(g6, g7)];
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 1 || (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0))) return [ipv4Of(g6, g7)];
  if (g0 === 0x2002) return [ipv4Of(g1, g2)];
  if (g0 === 0x2001 && g1 === 0) return [ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}

/** True for an address in a refused range; anything that is not an IP address is refused too. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version !== 6) return true;
  if (blocked.check(bare, 'ipv6')) return true;
  return embeddedIpv4(bare.toLowerCase()).some((v4) => blocked.check(v4, 'ipv4'));
}
