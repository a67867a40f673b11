import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, toHex } from '../../src/masking/hmac.js';

describe('hmacSha256', () => {
  it.each([
    ['\x0b'.repeat(20), 'Hi There', 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['Jefe', 'what do ya want for nothing?', '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
  ])('matches RFC 4231 for key %j', (key, message, expected) => {
    expect(toHex(hmacSha256(key, message))).toBe(expected);
  });

  it("agrees with Node's HMAC for any key and message, including keys longer than a block", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150, unit: 'grapheme' }), fc.string({ maxLength: 300, unit: 'grapheme' }), (key, message) => {
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the two halves of a split emoji, and a half and U+FFFD, hashes of their own', () => {
    const [high, low] = ['\ud83d', '\ude00'];
    const hashes = new Set([high, low, '\ufffd', `a${high}`, `a\ufffd`].map((message) => toHex(hmacSha256('k', message))));
    expect(hashes.size).toBe(5);
    expect(toHex(hmacSha256('k', '😀'))).toBe(createHmac('sha256', 'k').update('😀').digest('hex'));
  });
});
