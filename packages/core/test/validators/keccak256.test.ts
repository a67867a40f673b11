import { describe, expect, it } from 'vitest';
import { keccak256 } from '../../src/validators/keccak256.js';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('keccak256 (original padding, as Ethereum uses it)', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
  ])('hashes %j to the published digest', (input, digest) => expect(hex(keccak256(utf8(input)))).toBe(digest));

  it('differs for inputs across the 136-byte block boundary', () => {
    const digests = new Set([135, 136, 137].map((n) => hex(keccak256(utf8('a'.repeat(n))))));
    expect(digests.size).toBe(3);
  });
});
