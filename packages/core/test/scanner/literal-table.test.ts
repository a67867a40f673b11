import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { SIZE } from '../../src/scanner/pass/layout.js';
import { HIT_STRIDE, LiteralTable, tokenStartKey } from '../../src/scanner/pass/literal-table.js';

function hits(table: LiteralTable, text: string, pos: number): Array<[number, number]> {
  const out = new Int32Array(table.scratchSize);
  const count = table.mayStartAt(asciiUnits(text), pos) ? table.matchAt(text, pos, out) : 0;
  return Array.from({ length: count }, (_, k) => [out[HIT_STRIDE * k], out[HIT_STRIDE * k + 2]] as [number, number]);
}

describe('LiteralTable', () => {
  const words = new LiteralTable(true);
  ['ssn', 'social security', 'né', 'x', 'dob'].forEach((word, id) => words.add(word, id));

  test('case-insensitive whole words, phrases and literals with non-ASCII second units', () => {
    expect(hits(words, 'SSN: 1', 0)).toEqual([[0, 3]]);
    expect(hits(words, 'Social Security no', 0)).toEqual([[1, 15]]);
    expect(hits(words, 'né le', 0)).toEqual([[2, 2]]);
    expect(hits(words, 'x-ray', 0)).toEqual([[3, 1]]);
    expect(hits(words, 'ssns', 0)).toEqual([]);
    expect(hits(words, 'do', 0)).toEqual([]);
  });

  test('case-sensitive prefixes need no word end', () => {
    const prefixes = new LiteralTable(false);
    prefixes.add('AKIA', 0);
    prefixes.add('ghp_', 1);
    expect(hits(prefixes, 'AKIAXYZ', 0)).toEqual([[0, 4]]);
    expect(hits(prefixes, 'akiaXYZ', 0)).toEqual([]);
    expect(hits(prefixes, 'ghp_abc', 0)).toEqual([[1, 4]]);
  });

  /** A pair's second unit as the passes read it: a non-ASCII unit (128 in the units) reads as 0. */
  const pairSecond = (unit: string) => (unit.charCodeAt(0) < 128 ? unit.charCodeAt(0) : 0);

  const lengthsOf = (table: LiteralTable, first: string, second: string) => {
    const mask = new Int32Array(1 << 14);
    table.markTokenLengths(mask);
    const bits = mask[(first.charCodeAt(0) << 7) | pairSecond(second)];
    return Array.from({ length: 32 }, (_, n) => n).filter((n) => (bits >>> n) & 1);
  };

  test('whole words and literals cut by a non-alnum unit fit tokens of exactly their run', () => {
    expect(lengthsOf(words, 's', 's')).toEqual([3]);
    expect(lengthsOf(words, 'S', 'o')).toEqual([6]);
    expect(lengthsOf(words, 'x', '-')).toEqual([1]);
    expect(lengthsOf(words, 'd', 'e')).toEqual([]);
    // A one-unit token's pair holds the unit after it: `né` fits `n` before a non-ASCII unit only, not `n` of `n/a`.
    expect(lengthsOf(words, 'n', 'é')).toEqual([1]);
    expect(lengthsOf(words, 'N', 'é')).toEqual([1]);
    expect(lengthsOf(words, 'n', '/')).toEqual([]);
    const prefixes = new LiteralTable(false);
    prefixes.add('redis://', 0);
    prefixes.add('AKIA', 1);
    expect(lengthsOf(prefixes, 'r', 'e')).toEqual([5]);
    expect(lengthsOf(prefixes, 'A', 'K')).toEqual(Array.from({ length: 28 }, (_, n) => n + 4));
  });

  test('the unit after a token must be one a key of its pair and length can be followed by', () => {
    const table = new LiteralTable(true);
    ['client_secret', 'api-key', 'api_key', 'né', 'ssn'].forEach((word, id) => table.add(word, id));
    const fits = (token: string, end: string) => {
      const pair = (token.charCodeAt(0) << 7) | pairSecond(token.length > 1 ? token[1] : end);
      return table.endFits(pair, Math.min(token.length, 31), end.charCodeAt(0) < 128 ? end.charCodeAt(0) : 128);
    };
    expect(fits('client', '_')).toBe(true);
    expect(fits('CLIENT', '_')).toBe(true);
    expect(fits('client', '=')).toBe(false);
    expect(fits('api', '-')).toBe(true);
    expect(fits('api', '_')).toBe(true);
    expect(fits('api', '/')).toBe(false);
    expect(fits('n', 'é')).toBe(true);
    expect(fits('n', '/')).toBe(false);
    // A whole word may be followed by anything that ends a token, the end of the text included.
    for (const end of [' ', ':', '\0', 'é']) expect(fits('ssn', end)).toBe(true);
  });

  test("a token's first three units and length, read on past a short token, pass the first test where a key can begin it", () => {
    const table = new LiteralTable(true);
    ['né', 'd.o.b', 'ip', 'ni no', 'client_secret', 'diag'].forEach((word, id) => table.add(word, id));
    const prefixes = new LiteralTable(false);
    ['AKIA', '0x', 'AD0', '-----BEGIN '].forEach((literal, id) => prefixes.add(literal, id));
    const starts = new Uint8Array(SIZE.TOKEN_START_BITS / 8);
    table.markTokenStarts(starts);
    prefixes.markTokenStarts(starts);
    // Whether the token starting at `pos` of `text` passes, as token-pass.wat reads it.
    const passes = (text: string, pos: number) => {
      const units = asciiUnits(text);
      let end = pos;
      while (end < text.length && /[A-Za-z0-9]/.test(text[end])) end++;
      const key = tokenStartKey(units[pos], units[pos + 1] | 0, units[pos + 2] | 0, Math.min(end - pos, 31));
      return ((starts[key >>> 3] >>> (key & 7)) & 1) === 1;
    };
    const found = [
      ['né le', 0], ['Née', 0], ['D.O.B: x', 0], ['d.o.b', 0], ['IP: 1', 0], ['ip', 0], ['NI no 1', 0], ['client_secret=', 0],
      ['Diag.', 0], ['ip\u00e9', 0], ['AKIAXYZ', 0], ['AKIA', 0], ['0x1f', 0], ['0x', 0], ['AD0012', 0], ['a -----BEGIN K', 7],
    ] as const;
    for (const [text, pos] of found) expect(passes(text, pos), text).toBe(true);
    const refused = [['n/a', 0], ['d-o', 0], ['ips', 0], ['clients', 0], ['diagram', 0], ['akia', 0], ['0y1', 0], ['AD', 0], ['BEGINS', 0]] as const;
    for (const [text, pos] of refused) expect(passes(text, pos), text).toBe(false);
  });

  test('matching in a window of units finds what matching in the text finds, at every position', () => {
    const tables = [words, new LiteralTable(false)];
    ['AKIA', '-----BEGIN ', 'né', 'x'].forEach((literal, id) => tables[1].add(literal, id));
    const pieces = ['ssn', 'SSN', 'social security', 'Social Security', 'né', 'NÉ', 'x', 'dob', 'AKIA', '-----BEGIN ', ' ', '-', 'é', '9', 'a'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const text = parts.join('');
        const base = text.length === 0 ? 0 : a % text.length;
        const end = base + (text.length === 0 ? 0 : b % (text.length - base + 1));
        const units = asciiUnits(text, base, end);
        for (const table of tables) {
          const plain = new Int32Array(table.scratchSize);
          const windowed = new Int32Array(table.scratchSize);
          for (let pos = 0; pos < text.length; pos++) {
            const count = table.matchAt(text, pos, plain);
            expect(table.matchAt(text, pos, windowed, -1, 0, units, base)).toBe(count);
            expect(windowed.subarray(0, 3 * count)).toEqual(plain.subarray(0, 3 * count));
          }
        }
      }),
    );
  });

  test('a known token length skips literals that cannot fit it', () => {
    const out = new Int32Array(words.scratchSize);
    expect(words.matchAt('SSN: 1', 0, out, 3)).toBe(1);
    expect(words.matchAt('SSN: 1', 0, out, 4)).toBe(0);
    expect(words.matchAt('social security', 0, out, 6)).toBe(1);
  });

  test('a literal that opens with punctuation is keyed by its first letter or digit', () => {
    const prefixes = new LiteralTable(false);
    prefixes.add('-----BEGIN ', 0);
    const out = new Int32Array(prefixes.scratchSize);
    const text = 'x -----BEGIN KEY';
    expect(prefixes.matchAt(text, 7, out, 5)).toBe(1);
    expect([out[0], out[1], out[2]]).toEqual([0, 2, 13]);
    expect(prefixes.matchAt(text, 7, out, 5, 3)).toBe(0);
    expect(prefixes.matchAt('----BEGIN KEY', 4, out, 5)).toBe(0);
  });
});
