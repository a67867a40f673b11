import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shannonEntropy } from '../../src/validators/entropy.js';

describe('shannonEntropy', () => {
  it.each([
    ['', 0],
    ['aaaaaaaa', 0],
    ['abababab', 1],
    ['abcd', 2],
    ['0123456789abcdef', 4],
  ])('%j has %d bits per character', (value, bits) => expect(shannonEntropy(value)).toBeCloseTo(bits, 10));

  it('ranks a random-looking key above a word and a filler', () => {
    const key = shannonEntropy('FAKE9xQ2mL7pK4vR8tY1nB3zW5cJ6hD0gF2sA8eU');
    expect(key).toBeGreaterThan(4.5);
    expect(shannonEntropy('changeme')).toBeLessThan(3);
    expect(shannonEntropy('AKIAXXXXXXXXXXXXXXXX')).toBeLessThan(1.5);
  });

  it('counts a character outside the BMP once, not as two halves', () => {
    expect(shannonEntropy('😀😀')).toBe(0);
  });

  /** The definition: each character's share p, summed as -p log2 p in order of first occurrence. */
  function byDefinition(value: string): number {
    const characters = [...value];
    const tally = new Map<string, number>();
    for (const ch of characters) tally.set(ch, (tally.get(ch) ?? 0) + 1);
    let bits = 0;
    for (const count of tally.values()) bits -= (count / characters.length) * Math.log2(count / characters.length);
    return bits;
  }

  it('gives exactly the bits of the definition for any strings, one call after another', () => {
    const piece = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('é', '😀', '\uD800', 'aB3+/='));
    fc.assert(
      fc.property(fc.array(fc.array(piece, { maxLength: 4 }).map((parts) => parts.join('')), { minLength: 1, maxLength: 5 }), (values) => {
        for (const value of values) expect(shannonEntropy(value)).toBe(byDefinition(value));
      }),
    );
  });
});
