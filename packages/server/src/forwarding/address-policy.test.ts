import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './address-policy.js';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.0.0.1', '172.16.5.5', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '[::1]', 'fe80::1%eth0', 'not-an-ip',
    // IPv4-compatible, as typed and as a URL serialises it
    '::127.0.0.1', '::7f00:1', '[::7f00:1]', '::a00:1', '::a9fe:a9fe',
    // SIIT, NAT64 local use
    '::ffff:0:7f00:1', '64:ff9b:1::a00:1',
    // 6to4 of loopback, private and metadata addresses
    '2002:7f00:1::', '2002:7f00:0001:0:0:0:0:1', '2002:a00:1::1', '2002:a9fe:a9fe::',
    // Teredo: a private server, or a private client (its address inverted in the last groups)
    '2001:0:7f00:1::', '2001:0:4136:e378:8000:63bf:80ff:fffe', '2001::a00:1:0:0:0',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '::808:808',
    '2002:808:808::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:db8::1', '2a00:1450:4001:80b::200e',
  ])('permits %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});
