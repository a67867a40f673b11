import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/types.js';
import { ipv4Verdict, ipv6Verdict } from '../../src/validators/ip-address.js';

/** The verdicts as first written, with splits and regexes: the unit-by-unit readings must agree. */
function octet(part: string): number {
  if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return -1;
  const value = Number(part);
  return value <= 255 ? value : -1;
}

function parseIpv4(value: string): number[] | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map(octet);
  return octets.includes(-1) ? null : octets;
}

function referenceIpv4(value: string): Verdict {
  const octets = parseIpv4(value);
  if (octets === null || octets[0] === 0 || octets[0] === 127 || octets[0] === 255) return 'reject';
  return 'none';
}

function hexGroups(side: string): string[] | null {
  if (side === '') return [];
  const groups = side.split(':');
  return groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group)) ? groups : null;
}

function referenceIpv6(value: string): Verdict {
  let text = value;
  let tailGroups = 0;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    if (parseIpv4(text.slice(lastColon + 1)) === null) return 'reject';
    text = text.slice(0, lastColon + 1) + '0';
    tailGroups = 1;
  }
  const halves = text.split('::');
  if (halves.length > 2) return 'reject';
  const left = hexGroups(halves[0]);
  const right = halves.length === 2 ? hexGroups(halves[1]) : [];
  if (left === null || right === null) return 'reject';
  const groups = [...left, ...right];
  const total = groups.length + tailGroups;
  if (halves.length === 2 ? total > 7 : total !== 8) return 'reject';
  if (groups.every((group) => /^0+$/.test(group)) && tailGroups === 0) return 'reject';
  if (halves.length === 2 && left.length === 0 && right.length === 1 && /^0*1$/.test(right[0])) return 'reject';
  if (!/\d/.test(value) && total < 4) return 'reject';
  return 'none';
}

/** Short strings over the units that matter, so every branch (gaps, tails, group lengths) is met often. */
const addressLike = (units: string[], maxLength: number) => fc.array(fc.constantFrom(...units), { maxLength }).map((chars) => chars.join(''));
const sample = fc.oneof(
  addressLike(['0', '1', '2', '5', '9', 'a', 'F', 'g', ':', ':', '.', '.'], 24),
  addressLike(['0', '1', 'f', ':', ':', ':'], 20),
  addressLike(['0', '1', '2', '5', '6', '.', '.', ' ', '٣'], 18),
  fc.array(fc.oneof(fc.nat(300).map(String), addressLike(['0', '1', '2', '5'], 4)), { maxLength: 6 }).map((parts) => parts.join('.')),
  fc
    .tuple(
      fc.array(addressLike(['0', '1', '9', 'a', 'F'], 5), { maxLength: 9 }),
      fc.constantFrom(':', '::'),
      fc.array(addressLike(['0', '1', '9', 'a', 'F'], 5), { maxLength: 9 }),
      fc.array(fc.nat(300), { maxLength: 5 }),
    )
    .map(([left, gap, right, octets]) => left.join(':') + gap + right.join(':') + (octets.length > 0 ? `:${octets.join('.')}` : '')),
);

describe('IP address verdicts', () => {
  it('ipv4Verdict agrees with the split reading', () => {
    fc.assert(fc.property(sample, (value) => {
        expect(ipv4Verdict(value)).toBe(referenceIpv4(value));
      }), { numRuns: 20_000 });
  });

  it('ipv6Verdict agrees with the split reading', () => {
    fc.assert(fc.property(sample, (value) => {
        expect(ipv6Verdict(value)).toBe(referenceIpv6(value));
      }), { numRuns: 20_000 });
  });

  it.each(['203.0.113.42', '10.0.0.1', '254.0.0.1'])('ipv4: no objection to %s', (value) => expect(ipv4Verdict(value)).toBe('none'));
  it.each(['0.0.0.0', '127.0.0.1', '255.255.255.0', '256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '1..2.3'])('ipv4: rejects %s', (value) =>
    expect(ipv4Verdict(value)).toBe('reject'),
  );

  it.each(['2001:db8::8a2e:370:7334', '::ffff:192.0.2.128', '2001:db8::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4'])('ipv6: no objection to %s', (value) =>
    expect(ipv6Verdict(value)).toBe('none'),
  );
  it.each(['::', '::1', '0:0:0:0:0:0:0:0', '12:34:56', 'dead::beef', '1::2::3', '12345::1', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3'])('ipv6: rejects %s', (value) =>
    expect(ipv6Verdict(value)).toBe('reject'),
  );
});
