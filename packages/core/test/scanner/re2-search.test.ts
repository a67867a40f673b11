import { expect, test } from 'vitest';
import { compileRe2, re2Search } from '../../src/scanner/compile/re2-search.js';

function allMatches(pattern: string, text: string, from = 0, to = text.length): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  re2Search(compileRe2(pattern), text, from, to, (start, end) => found.push([start, end]));
  return found;
}

test('finds every match of a large text in bounded slices, with UTF-16 offsets', () => {
  const unit = 'filler text 😀 with ID-1234 inside; ';
  const text = unit.repeat(20_000);
  const found = allMatches('ID-[0-9]{4}', text);
  expect(found).toHaveLength(20_000);
  expect(found.every(([start, end]) => text.slice(start, end) === 'ID-1234')).toBe(true);
});

test('reports only matches starting inside the range', () => {
  expect(allMatches('ab', 'ab ab ab', 1, 6)).toEqual([[3, 5]]);
});

test('dense matches are all found: 20,000 one-letter matches', () => {
  expect(allMatches('a', 'a'.repeat(20_000))).toHaveLength(20_000);
});
