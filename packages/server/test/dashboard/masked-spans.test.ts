import { describe, expect, it } from 'vitest';
import { editScript, maskedSpans } from '../../src/dashboard/client/masked-spans.js';

const highlighted = (original: string, masked: string) =>
  maskedSpans(original, masked)?.map((s) => masked.slice(s.start, s.end));

/** Applies a script to `a`, taking inserted characters from `b`; must give `b` back. */
function replay(a: string, b: string, script: string[]): string {
  let out = '';
  let i = 0;
  let j = 0;
  for (const step of script) {
    if (step === 'equal') {
      expect(a[i]).toBe(b[j]);
      out += a[i++];
      j++;
    } else if (step === 'insert') out += b[j++];
    else i++;
  }
  expect(i).toBe(a.length);
  return out;
}

describe('masked spans in the try-it result', () => {
  it('finds placeholders that replaced values', () => {
    expect(highlighted('Mail ann.fake@example.com or call 555-0100 today', 'Mail [EMAIL_1] or call [PHONE_1] today')).toEqual([
      '[EMAIL_1]',
      '[PHONE_1]',
    ]);
  });

  it('finds asterisks of the length-keeping styles, and leaves the kept part plain', () => {
    expect(highlighted('card 4111 1111 1111 1111 end', 'card **** **** **** 1111 end')).toEqual(['**** **** ****']);
    expect(highlighted('to ann@example.com now', 'to ***@example.com now')).toEqual(['***']);
  });

  it('finds nothing when nothing was masked, and a whole replacement when everything was', () => {
    expect(highlighted('plain text', 'plain text')).toEqual([]);
    expect(highlighted('secret', '[API_KEY_1]')).toEqual(['[API_KEY_1]']);
    expect(highlighted('', '')).toEqual([]);
  });

  it('produces a shortest script that rebuilds the masked text', () => {
    const pairs: [string, string][] = [
      ['abcabba', 'cbabac'],
      ['x [EMAIL_1] y', 'x [EMAIL_1] [EMAIL_2] y'],
      ['', 'abc'],
      ['abc', ''],
    ];
    for (const [a, b] of pairs) {
      const script = editScript(a, b) as string[];
      expect(replay(a, b, script)).toBe(b);
    }
    expect((editScript('abcabba', 'cbabac') as string[]).filter((s) => s !== 'equal')).toHaveLength(5);
  });

  it('gives up on texts that differ almost everywhere instead of stalling', () => {
    expect(maskedSpans('a'.repeat(5000), 'b'.repeat(5000))).toBeNull();
  });
});
