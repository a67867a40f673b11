import { CONFIDENCE, type Detector } from '../../types.js';
import { ipv4Verdict, ipv6Verdict } from '../../validators/ip-address.js';

/**
 * Decisions: an address is personal data when it can point at a host or a person's connection, so
 * private ranges count, while the unspecified address, loopback and netmasks (255.x) do not. A
 * dotted quad right after "version", "build", "section", "clause" and the like is a version or
 * section number; directly glued to a
 * letter (`v1.2.3.4`) the boundary rule already drops it. Five or more dotted parts (an OID or a
 * long version) are never an address.
 */

const CONTEXT_WORDS = ['ip', 'ip address', 'address', 'host', 'client', 'server', 'remote', 'src', 'dst', 'from'];

const shared = {
  type: 'IP_ADDRESS',
  categories: ['PII'],
  label: { one: 'IP address', other: 'IP addresses' },
  context: { words: CONTEXT_WORDS, window: 24, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
} as const satisfies Partial<Detector>;

export const ipAddressV4: Detector = {
  ...shared,
  id: 'ip-address-v4',
  description: 'An IPv4 address in dotted-quad form (not loopback, unspecified or a netmask).',
  anchor: { kind: 'digits' },
  // Up to eight parts, so a longer dotted number is matched whole and then rejected, not cut.
  pattern: '\\d{1,3}(?:\\.\\d{1,3}){3,7}',
  maxLength: 31,
  validate: ipv4Verdict,
  excludeAfter: { words: ['version', 'ver', 'build', 'release', 'section', 'sections', 'chapter', 'clause', 'paragraph', 'article', 'appendix', 'annex', 'rfc', 'firmware', 'kernel', 'patch'], window: 14 },
  truePositives: [
    { text: 'Client IP 203.0.113.42 connected', match: '203.0.113.42' },
    { text: 'host=192.168.1.10:8080', match: '192.168.1.10' },
    { text: 'from 10.0.0.1.', match: '10.0.0.1' },
    { text: '"ip":"198.51.100.7"', match: '198.51.100.7' },
    { text: 'peer (172.16.254.1) refused', match: '172.16.254.1' },
    { text: 'ranges: 45.33.32.156, 1.1.1.1', match: '45.33.32.156' },
    { text: 'GET / from 100.64.0.255 took 3ms', match: '100.64.0.255' },
    { text: 'x-forwarded-for: 203.0.113.195', match: '203.0.113.195' },
    { text: 'addr\t192.0.2.1\n', match: '192.0.2.1' },
    { text: 'ssh admin@198.18.0.1', match: '198.18.0.1' },
    { text: 'server 169.254.10.20 (link-local)', match: '169.254.10.20' },
  ],
  falsePositives: [
    { text: 'version 1.2.3.4 released', note: 'a version after its word' },
    { text: 'build 4.18.2.1 of the app' },
    { text: 'v1.2.3.4 tag', note: 'glued to a letter' },
    { text: 'OID 1.3.6.1.4.1.311 is registered' },
    { text: '256.1.1.1 has an octet too large' },
    { text: '192.168.01.1 has a leading zero' },
    { text: 'localhost is 127.0.0.1' },
    { text: 'bind to 0.0.0.0' },
    { text: 'netmask 255.255.255.0' },
    { text: 'only three parts: 10.0.1' },
    { text: 'amount 1,234.56.78 and 3.14' },
    { text: 'see section 12.4.10.3 of the contract', note: 'a section number after its word' },
    { text: 'as described in 7.1.4.34 above', note: 'shaped like a section number, no word names an address' },
    { text: 'installed 8.2.4.44 last night', note: 'shaped like a version number' },
    { text: 'firmware 10.2.0.117 is out', note: 'a firmware version after its word' },
  ],
};

export const ipAddressV6: Detector = {
  ...shared,
  id: 'ip-address-v6',
  description: 'An IPv6 address, full or `::`-compressed, optionally ending in a dotted IPv4 address.',
  // Eight groups are seven colons, six when the last two are a dotted IPv4 address; fewer need `::`.
  anchor: { kind: 'char', char: ':', back: 5, least: { count: 6, orPair: true } },
  // One group more than an address holds, so a longer colon run is matched whole and then rejected.
  pattern: '[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,8}(?:\\.\\d{1,3}){0,3}',
  maxLength: 45,
  validate: ipv6Verdict,
  truePositives: [
    { text: 'addr 2001:0db8:85a3:0000:0000:8a2e:0370:7334 up', match: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' },
    { text: 'peer 2001:db8::8a2e:370:7334', match: '2001:db8::8a2e:370:7334' },
    { text: 'link fe80::1ff:fe23:4567:890a%eth0', match: 'fe80::1ff:fe23:4567:890a' },
    { text: 'client=[2001:db8::1]:443', match: '2001:db8::1' },
    { text: 'mapped ::ffff:192.0.2.128 here', match: '::ffff:192.0.2.128' },
    { text: 'prefix 2001:db8:: routes', match: '2001:db8::' },
    { text: 'FE80::0202:B3FF:FE1E:8329', match: 'FE80::0202:B3FF:FE1E:8329' },
    { text: 'ip: 2001:db8:0:0:1:0:0:1.', match: '2001:db8:0:0:1:0:0:1' },
    { text: '"src":"2001:db8:a0b:12f0::1"', match: '2001:db8:a0b:12f0::1' },
    { text: 'dns 2606:4700:4700::1111', match: '2606:4700:4700::1111' },
    { text: 'host fd12:3456:789a:1::', match: 'fd12:3456:789a:1::' },
  ],
  falsePositives: [
    { text: 'at 12:34:56 the job ran', note: 'a time' },
    { text: 'MAC 00:1A:2B:3C:4D:5E', note: 'six groups' },
    { text: 'std::vector<int> and A::B', note: 'source code paths' },
    { text: 'loopback ::1 and unspecified ::' },
    { text: '1:2:3:4:5:6:7:8:9 has nine groups' },
    { text: '2001:db8::1::2 has two gaps' },
    { text: '12345::1 has a five-digit group' },
    { text: 'key: value, a: b' },
    { text: 'ratio 16:9 and 4:3' },
    { text: 'urn:isbn:0451450523' },
    { text: 'dead::beef::cafe' },
  ],
};
