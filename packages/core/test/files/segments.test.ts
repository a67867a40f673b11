import { describe, expect, it } from 'vitest';
import { joinSegments, maskedSegments, REDACTED } from '../../src/files/extract/segments.js';

describe('joinSegments', () => {
  it('picks a separator absent from every value', () => {
    const joined = joinSegments(['a\u001fb', 'c']);
    expect(joined.separator).toBe(' \u001e ');
    expect(joined.text).toBe('a\u001fb \u001e c');
    expect(joined.starts).toEqual([0, 6]);
  });
});

describe('maskedSegments', () => {
  it('gives nothing when nothing is masked', () => {
    expect(maskedSegments(joinSegments(['a', 'b']), 'a \u001f b', []).size).toBe(0);
  });

  const joined = joinSegments(['alpha', 'beta', 'gamma', 'delta']);

  it('gives the masked value of each touched segment', () => {
    const start = joined.text.indexOf('beta');
    const masked = joined.text.slice(0, start) + '[B_1]' + joined.text.slice(start + 4);
    expect(maskedSegments(joined, masked, [{ start, end: start + 4 }])).toEqual(new Map([[1, '[B_1]']]));
  });

  it('redacts the values a span reaching across a separator touches', () => {
    const start = joined.text.indexOf('ta');
    const end = joined.text.indexOf('gam') + 3;
    const masked = joined.text.slice(0, start) + '[S_1]' + joined.text.slice(end);
    expect(maskedSegments(joined, masked, [{ start, end }])).toEqual(
      new Map([[0, 'alpha'], [1, REDACTED], [2, REDACTED], [3, 'delta']]),
    );
  });

  it('redacts when a span swallows only the separator padding', () => {
    const start = joined.text.indexOf('delta') - 1;
    const masked = joined.text.slice(0, start) + '[D_1]';
    expect(maskedSegments(joined, masked, [{ start, end: joined.text.length }])).toEqual(
      new Map([[0, 'alpha'], [1, 'beta'], [2, REDACTED], [3, REDACTED]]),
    );
  });
});
