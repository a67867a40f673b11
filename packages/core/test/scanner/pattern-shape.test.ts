import { describe, expect, test } from 'vitest';
import { patternShape } from '../../src/scanner/compile/pattern-shape.js';

const firstOf = (pattern: string, ignoreCase = false) => {
  const { first } = patternShape(pattern, ignoreCase);
  return String.fromCharCode(...first.asciiMembers());
};
const requiredOf = (pattern: string) => patternShape(pattern).required.map((code) => String.fromCharCode(code)).join('');

describe('patternShape', () => {
  test('first characters through optional atoms, groups, alternation and escapes', () => {
    expect(firstOf('AKIA[A-Z0-9]{16}')).toBe('A');
    expect(firstOf('(?:\\+?1[ .-]?)?\\(?\\d{3}')).toBe('(+0123456789');
    expect(firstOf('sk-|ghp_|xox[bp]')).toBe('gsx');
    expect(firstOf('[^\\s]{2}').includes(' ')).toBe(false);
    expect(firstOf('\\x41\\u0042')).toBe('A');
    expect(firstOf('[a-c]x', true)).toBe('ABCabc');
    expect(patternShape('[é]x').first.nonAscii).toBe(true);
  });

  test('required characters are the exact characters on every path', () => {
    expect(requiredOf('[a-z]{1,64}@[a-z]{1,20}\\.[a-z]{2,6}')).toBe('@.');
    expect(requiredOf('\\d{3}-\\d{2}-\\d{4}')).toBe('-');
    expect(requiredOf('a-b|c-d')).toBe('-');
    expect(requiredOf('a(?:-b)?')).toBe('a');
    expect(requiredOf('x{0,3}y')).toBe('y');
  });

  test('unbounded quantifiers are reported; bounded ones are not', () => {
    expect(patternShape('a{1,40}b?').unbounded).toBe(false);
    expect(patternShape('a*b').unbounded).toBe(true);
    expect(patternShape('a+').unbounded).toBe(true);
    expect(patternShape('a{2,}').unbounded).toBe(true);
    expect(patternShape('\\+\\*x').unbounded).toBe(false);
  });

  test('constructs outside the subset and empty matches are refused', () => {
    expect(() => patternShape('(?=a)b')).toThrow(SyntaxError);
    expect(() => patternShape('(a)\\1')).toThrow(SyntaxError);
    expect(() => patternShape('a?')).toThrow(SyntaxError);
    expect(() => patternShape('(a')).toThrow(SyntaxError);
  });
});
