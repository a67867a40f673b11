import { describe, expect, test } from 'vitest';
import { RequiredUnits } from '../../src/scanner/verify/required-units.js';

const AT = 64;
const DOT = 46;

describe('required units', () => {
  test.each([
    { text: 'name@host.example', start: 0, length: 17, all: true },
    { text: 'name@host', start: 0, length: 9, all: false },
    { text: 'a.b and later name@host', start: 10, length: 13, all: false },
    { text: 'name@host and much later a.b', start: 0, length: 9, all: false },
    { text: 'name@host and much later a.b', start: 0, length: 28, all: true },
  ])('$text from $start within $length: $all', ({ text, start, length, all }) => {
    const required = new RequiredUnits([AT, DOT]);
    required.begin(text);
    expect(required.allPresent(start, length)).toBe(all);
  });

  test('a new text is answered alone, whatever the last text left remembered', () => {
    const required = new RequiredUnits([AT, DOT]);
    required.begin('x@y.z then text');
    expect(required.allPresent(0, 5)).toBe(true);
    required.begin('no such units here at all');
    expect(required.allPresent(0, 5)).toBe(false);
    expect(required.exhaustedFrom(0)).toBe(true);
    required.begin('later: x@y.z');
    expect(required.exhaustedFrom(0)).toBe(false);
    expect(required.allPresent(7, 5)).toBe(true);
  });

  test('a start before the last one searched again (the next chunk overlaps the last)', () => {
    const required = new RequiredUnits([DOT]);
    required.begin('a.b c d e f.g');
    expect(required.allPresent(5, 8)).toBe(true);
    expect(required.allPresent(0, 3)).toBe(true);
  });
});
