import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('nestsDeeperThan', () => {
  it.each<[string, number, boolean]>([
    ['{"text": "hello"}', 1, false],
    ['{"a": {"b": [1, 2]}}', 2, true],
    ['{"a": {"b": [1, 2]}}', 3, false],
    ['"[[[[[[[["', 2, false],
    ['{"t": "quote \\" then [[[[["}', 1, false],
    ['{"t": "backslash \\\\\\\\", "u": [[[]]]}', 3, true],
    ['[[[[', 3, true],
    ['', 0, false],
  ])('%s deeper than %i: %s', (text, limit, expected) => {
    expect(nestsDeeperThan(text, limit)).toBe(expected);
  });

  it('agrees with the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });
});
