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
});
