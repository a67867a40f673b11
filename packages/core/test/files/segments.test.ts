import { describe, expect, it } from 'vitest';
import { joinSegments, joinTable, maskedSegments, REDACTED } from '../../src/files/extract/segments.js';

describe('joinSegments', () => {
  it('picks a separator absent from every value', () => {
    const joined = joinSegments(['a\u001fb', 'c']);
    expect(joined.mark).toBe('\u001e');
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

describe('joinTable', () => {
  it('joins the cells of a row with a delimiter no cell holds and rows with line breaks, a mark before each', () => {
    const joined = joinTable(['name', 'note', 'Ann Lee', 'a, b'], [1, 1, 2, 2]);
    expect(joined?.text).toBe('name \u001f;note \u001f\nAnn Lee \u001f;a, b');
    expect(joined?.starts).toEqual([0, 7, 14, 24]);
  });

  it('gives way to the plain join when a cell holds a line break', () => {
    expect(joinTable(['a\nb', 'c'], [1, 1])).toBeNull();
  });

  it('splits a masked table back into its cells', () => {
    const joined = joinTable(['name', 'email', 'Ann Lee', 'ann@example.com'], [1, 1, 2, 2]);
    if (joined === null) throw new Error('no table');
    const start = joined.text.indexOf('Ann Lee');
    const emailStart = joined.text.indexOf('ann@');
    const masked = `${joined.text.slice(0, start)}[PERSON_1]${joined.text.slice(start + 7, emailStart)}[EMAIL_1]`;
    const spans = [
      { start, end: start + 7 },
      { start: emailStart, end: joined.text.length },
    ];
    expect(maskedSegments(joined, masked, spans)).toEqual(new Map([[2, '[PERSON_1]'], [3, '[EMAIL_1]']]));
  });

  it('redacts the cells a span reaching across a row break touches', () => {
    const joined = joinTable(['a', 'Street 1', '10115 Berlin', 'b'], [1, 1, 2, 2]);
    if (joined === null) throw new Error('no table');
    const start = joined.text.indexOf('Street');
    const end = joined.text.indexOf('Berlin') + 6;
    const masked = `${joined.text.slice(0, start)}[ADDRESS_1]${joined.text.slice(end)}`;
    expect(maskedSegments(joined, masked, [{ start, end }])).toEqual(new Map([[0, 'a'], [1, REDACTED], [2, REDACTED], [3, 'b']]));
  });
});
