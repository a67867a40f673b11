import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NON_ASCII_UNIT, OTHER_BLOCK, asciiUnits } from '../../src/scanner/pass/ascii-units.js';

/** Each unit of `[from, to)` as the scanner reads it, then the 0 that ends the units. */
function unitsByBruteForce(text: string, from: number, to: number): number[] {
  const units: number[] = [];
  for (let i = from; i < to; i++) units.push(text.charCodeAt(i) < 128 ? text.charCodeAt(i) : NON_ASCII_UNIT);
  return [...units, 0];
}

describe('a window of the text as bytes', () => {
  // Long ASCII runs and scattered non-ASCII units, so blocks take both the fast and the slow copy.
  const piece = fc.constantFrom('a', 'Z9 ', 'é', '€', '😀', '\uD800', 'x'.repeat(1500), '1'.repeat(20000));
  const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

  test('holds each unit of the window, from index 0, with a 0 after the last', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (sample, a, b) => {
        const from = a % (sample.length + 1);
        const to = from + (b % (sample.length - from + 1));
        expect([...asciiUnits(sample, from, to)]).toEqual(unitsByBruteForce(sample, from, to));
      }),
      { numRuns: 200 },
    );
  });

  test('fills a given buffer when it is long enough, and allocates when it is not', () => {
    const buffer = new Uint8Array(8).fill(7);
    const filled = asciiUnits('hello world', 3, 8, buffer);
    expect(filled.buffer).toBe(buffer.buffer);
    expect([...filled]).toEqual(unitsByBruteForce('hello world', 3, 8));
    expect(asciiUnits('hello world', 0, 11, buffer).buffer).not.toBe(buffer.buffer);
  });

  test('reports the blocks that hold a unit outside ASCII, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b ', 'é', 'Ω', '\n', 'x'.repeat(700)), { maxLength: 40 }), fc.nat(), (parts, at) => {
        const sample = parts.join('');
        const from = at % (sample.length + 1);
        const blocks: number[] = [];
        asciiUnits(sample, from, sample.length, undefined, blocks);
        const expected: number[] = [];
        for (let block = from; block < sample.length; block += OTHER_BLOCK) {
          if (/[^\x00-\x7f]/u.test(sample.slice(block, Math.min(sample.length, block + OTHER_BLOCK)))) expected.push(block);
        }
        expect(blocks).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
