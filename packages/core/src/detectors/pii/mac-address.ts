import { CONFIDENCE, type Detector } from '../../types.js';
import { macAddressVerdict } from '../../validators/mac-address.js';

const MAC_CONTEXT = { words: ['mac', 'mac address', 'hwaddr', 'ether', 'bssid', 'device', 'hardware address', 'wifi', 'wlan'], window: 40, required: false };

/**
 * A network card's address identifies a device, and through it a person (EU data protection
 * authorities count it as personal data), so PII.
 */
export const macAddress = Object.freeze<Detector>({
  id: 'mac-address',
  type: 'MAC_ADDRESS',
  categories: ['PII'],
  label: { one: 'MAC address', other: 'MAC addresses' },
  description: 'MAC address, six pairs of hex digits joined by colons (`00:1a:2b:3c:4d:5e`); not the all-zero or broadcast address, nor six equal pairs.',
  anchor: { kind: 'char', char: ':', back: 2, least: { count: 5 } },
  // Up to eight groups, so a longer run (an EUI-64) is matched whole and then rejected, not cut.
  // Groups of one or two digits, so the pattern reads runs such as `a:a:a:…` as it reads
  // addresses and the scanner's answer cache carries its answer along them; the validator wants pairs.
  pattern: '[0-9A-Fa-f]{1,2}(?::[0-9A-Fa-f]{1,2}){5,7}',
  maxLength: 23,
  validate: macAddressVerdict,
  context: MAC_CONTEXT,
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'MAC 00:1a:2b:3c:4d:5e', match: '00:1a:2b:3c:4d:5e' },
    { text: 'link/ether 52:54:00:12:34:56 brd ff:ff:ff:ff:ff:ff', match: '52:54:00:12:34:56' },
    { text: 'Please double-check 3C:22:FB:9A:41:07 before Friday.', match: '3C:22:FB:9A:41:07', note: 'no context word' },
    { text: '{"mac":"a4:83:e7:0b:11:c2"}', match: 'a4:83:e7:0b:11:c2' },
    { text: 'bssid=f0:9f:c2:10:aa:01;', match: 'f0:9f:c2:10:aa:01' },
    { text: 'HWaddr 08:00:27:4e:66:a1', match: '08:00:27:4e:66:a1' },
    { text: '(DC:A6:32:01:02:03)', match: 'DC:A6:32:01:02:03' },
    { text: 'device,mac\nprinter,00:25:96:FF:FE:12\n', match: '00:25:96:FF:FE:12', note: 'CSV column' },
    { text: 'station b8:27:eb:45:67:89 joined', match: 'b8:27:eb:45:67:89' },
    { text: 'wlan0 ac:de:48:00:11:22', match: 'ac:de:48:00:11:22' },
  ],
  falsePositives: [
    { text: 'MAC 00:00:00:00:00:00', note: 'all zero' },
    { text: 'brd ff:ff:ff:ff:ff:ff', note: 'broadcast' },
    { text: 'at 12:34:56 the job ran', note: 'a time' },
    { text: 'mac 00:1a:2b:3c:4d', note: 'five pairs' },
    { text: 'mac 00:1a:2b:3c:4d:5e:6f', note: 'seven pairs (an EUI-64 or more)' },
    { text: 'ipv6 2001:db8::8a2e:370:7334', note: 'an IPv6 address' },
    { text: 'pairs 11:11:11:11:11:11', note: 'six equal pairs' },
    { text: 'mac 00:1g:2b:3c:4d:5e', note: 'g is not hex' },
    { text: 'mac 0:1a:2b:3c:4d:5e', note: 'a group of one digit' },
    { text: 'std::vector<int> a::b::c', note: 'C++ scopes' },
    { text: 'x00:1a:2b:3c:4d:5e', note: 'glued to a letter' },
  ],
});
