import { describe, expect, it } from 'vitest';
import { allowsItsLine, allowsNextLine } from '../../src/cli/inline-allow.js';

describe('preflight:allow comments', () => {
  it.each([
    ['shell, Python, YAML, TOML', 'TOKEN=abc # preflight:allow'],
    ['C-family line comment', 'const key = "abc"; // preflight:allow test fixture'],
    ['C-family block comment', 'key = "abc"; /* preflight:allow */'],
    ['HTML and XML', '<add key="ApiKey" value="abc"/> <!-- preflight:allow -->'],
    ['SQL and Lua', "SELECT 'abc'; -- preflight:allow"],
    ['INI and Lisp', 'password = abc ; preflight:allow'],
    ['a reason after the directive', 'x = 1 # preflight:allow: documented example key'],
    ['other text before it in the comment', 'x = 1 # noqa preflight:allow'],
    ['a comment line of its own', '# preflight:allow'],
  ])('counts on its line: %s', (_, line) => {
    expect(allowsItsLine(line)).toBe(true);
  });

  it.each([
    ['no comment opener', 'value = "preflight:allow"'],
    ['inside a URL', 'see https://example.com/preflight:allow'],
    ['a longer word', 'x = 1 # preflight:allowed'],
    ['a prefix glued on', 'x = 1 # notpreflight:allow'],
    ['a comment opener glued to code', 'a//preflight:allow'],
    ['another directive', 'x = 1 # preflight:deny'],
  ])('does not count: %s', (_, line) => {
    expect(allowsItsLine(line)).toBe(false);
  });

  it('reaches the next line only from a line that is nothing but the comment', () => {
    expect(allowsNextLine('  // preflight:allow fixture below')).toBe(true);
    expect(allowsNextLine('<!-- preflight:allow -->')).toBe(true);
    expect(allowsNextLine('key = "abc" # preflight:allow')).toBe(false);
    expect(allowsNextLine('// an ordinary comment')).toBe(false);
  });
});
