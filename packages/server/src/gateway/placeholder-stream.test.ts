import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlaceholderStream, restoreAll } from './placeholder-stream.js';

const vault = { '[EMAIL_1]': 'jane.fake@example.com', '[EMAIL_2]': 'say "hi"\\n', '[PERSON_12]': 'Jane' };
const longest = Math.max(...Object.keys(vault).map((t) => t.length));

/** Text made of placeholders, their beginnings, brackets and plain words. */
const textArb = fc
  .array(fc.constantFrom('[EMAIL_1]', '[EMAIL_2]', '[PERSON_12]', '[EMA', '[EMAIL_', '[', ']', '[x]', 'hello ', '[PERSON_1', '\n', 'é'), { maxLength: 25 })
  .map((parts) => parts.join(''));

/** Cut points of a text: its pieces as a stream would deliver them. */
const chunked = (text: string, cuts: number[]) => {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let at = 0;
  for (const p of points) {
    pieces.push(text.slice(at, p));
    at = p;
  }
  pieces.push(text.slice(at));
  return pieces;
};

describe('PlaceholderStream', () => {
  it.each(['text', 'json-string'] as const)('restores (%s) exactly what a whole read restores, however the text is cut', (escaping) => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const stream = new PlaceholderStream(vault, escaping);
        let out = '';
        for (const piece of chunked(text, cuts)) out += stream.push(piece);
        out += stream.flush();
        expect(out).toBe(restoreAll(text, vault, escaping));
      }),
      { numRuns: 2_000 },
    );
  });

  it('holds back no more than a proper beginning of one placeholder', () => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const stream = new PlaceholderStream(vault, 'text');
        let given = '';
        let out = '';
        for (const piece of chunked(text, cuts)) {
          given += piece;
          out += stream.push(piece);
          // What went out is the whole restored input but a held tail.
          const held = [...Array(longest).keys()].find((h) => restoreAll(given.slice(0, given.length - h), vault, 'text') === out);
          expect(held).toBeDefined();
          const tail = given.slice(given.length - (held as number));
          if (tail !== '') expect(Object.keys(vault).some((token) => token.length > tail.length && token.startsWith(tail))).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it.each([
    ['a [EMA', 'a '],
    ['a [x', 'a [x'],
    ['array[0', 'array[0'],
    ['[EMAIL_1] and [PERS', 'jane.fake@example.com and '],
  ])('after %j, %j goes out at once', (piece, out) => {
    expect(new PlaceholderStream(vault, 'text').push(piece)).toBe(out);
  });

  it('escapes restored values for a JSON string inside JSON text', () => {
    expect(restoreAll('{"to":"[EMAIL_2]"}', vault, 'json-string')).toBe('{"to":"say \\"hi\\"\\\\n"}');
    expect(JSON.parse(restoreAll('{"to":"[EMAIL_2]"}', vault, 'json-string'))).toEqual({ to: 'say "hi"\\n' });
  });
});
