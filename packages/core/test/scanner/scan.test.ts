import { CONFIDENCE, CONTEXT_BOOST, type Detector, type Finding } from '@preflight/core';
import { describe, expect, test } from 'vitest';
import { compileScanner } from '../../src/scanner/scanner.js';
import { TEST_RECORDS, prefixRecord } from './test-detectors.js';

const scanner = compileScanner({}, 1 << 20, TEST_RECORDS);
const spans = (findings: readonly Finding[]) => findings.map((f) => [f.type, f.start, f.end]);

describe('anchors', () => {
  test('a prefix literal starts a candidate at a word start only', () => {
    const text = 'key tkey_AB12CD34 and xtkey_AB12CD34';
    expect(spans(scanner.scan(text))).toEqual([['TEST_KEY', 4, 17]]);
  });

  test('literals of one detector, of several, and ones opening with punctuation each start their candidates once, in text order', () => {
    const keyed = (id: string, literals: string[], pattern: string): Detector => ({ ...prefixRecord, id, type: id.toUpperCase(), anchor: { kind: 'prefix', literals }, pattern, maxLength: 16 });
    const records = [
      keyed('own', ['ab_', 'cd_', '--ef_'], '(?:ab|cd|--ef)_[0-9]{4}'),
      keyed('shared', ['ab_', 'gh_'], '(?:ab|gh)_[0-9]{4}'),
    ];
    const literals = compileScanner({}, 1 << 20, records);
    const text = 'cd_1111 --ef_2222 ab_3333 gh_4444 ab_5555x --ef_6666';
    expect(spans(literals.scan(text))).toEqual([
      ['OWN', 0, 7],
      ['OWN', 8, 17],
      ['OWN', 18, 25],
      ['SHARED', 26, 33],
      ['OWN', 43, 52],
    ]);
  });

  test('literals of one detector keyed by one token but beginning at different units before it are tried in text order', () => {
    const record: Detector = { ...prefixRecord, id: 'dashes', type: 'DASHES', anchor: { kind: 'prefix', literals: ['-KEY_', '--KEY_'] }, pattern: '-+KEY_[0-9]{4}', maxLength: 16 };
    // Both literals hit at the token `KEY`; the one that begins further back, and matches longer, is tried first.
    expect(spans(compileScanner({}, 1 << 20, [record]).scan('x --KEY_1234 y'))).toEqual([['DASHES', 2, 12]]);
  });

  test('a digits anchor walks back over its lead characters', () => {
    expect(spans(scanner.scan('id #123-456-789.'))).toEqual([['TEST_LONG', 3, 15]]);
  });

  test('a char anchor walks back at most `back` characters of the leading class', () => {
    const text = 'see abc#12 and abcdefgh#34';
    expect(spans(scanner.scan(text))).toEqual([['TEST_TAG', 4, 10]]);
  });

  test('a context anchor finds matches only around its words', () => {
    expect(spans(scanner.scan('ref: AB1234, later CD5678'))).toEqual([['TEST_REF', 5, 11]]);
  });

  test('a match must not touch an ASCII letter or digit', () => {
    expect(scanner.scan('x123-456 and 123-4567')).toEqual([]);
  });
});

describe('confidence and context', () => {
  test('a context word within the window raises confidence by CONTEXT_BOOST', () => {
    const [near] = scanner.scan('code: 123-456');
    expect(near.confidence).toBe(CONFIDENCE.MEDIUM + CONTEXT_BOOST);
    expect(near.explanation).toEqual({ validator: 'absent', contextWord: 'code', baseConfidence: CONFIDENCE.MEDIUM });
  });

  test('context words match case-insensitively, as phrases, on word boundaries only', () => {
    expect(scanner.scan('PIN CODE 123-456')[0].explanation.contextWord).toBe('pin code');
    expect(scanner.scan('Code 123-456')[0].explanation.contextWord).toBe('code');
    expect(scanner.scan('barcode 123-456')[0].explanation.contextWord).toBeNull();
    expect(scanner.scan('codex 123-456')[0].explanation.contextWord).toBeNull();
  });

  test('a context word beyond the window does not count', () => {
    const [far] = scanner.scan('code, then much later: 123-456');
    expect(far.confidence).toBe(CONFIDENCE.MEDIUM);
    expect(far.explanation.contextWord).toBeNull();
  });

  test('a required context word is needed at all, on either side within the window', () => {
    expect(spans(scanner.scan('AB1234 is the ref'))).toEqual([['TEST_REF', 0, 6]]);
    expect(scanner.scan('AB1234 is the reference')).toEqual([]);
    expect(scanner.scan('ref ................ AB1234')).toEqual([]);
  });

  test('a validator confirms (confirmed confidence), rejects (dropped) or has no opinion', () => {
    expect(scanner.scan('111-222-999')[0]).toMatchObject({ confidence: CONFIDENCE.CONFIRMED, explanation: { validator: 'confirm' } });
    expect(scanner.scan('111-222-333')[0]).toMatchObject({ confidence: CONFIDENCE.MEDIUM, explanation: { validator: 'none' } });
    expect(scanner.scan('111-222-000').filter((f) => f.type === 'TEST_LONG')).toEqual([]);
  });

  test('an excluding word just before a match drops it', () => {
    expect(scanner.scan('channel abc#12')).toEqual([]);
    expect(scanner.scan('abc#12 channel')).toHaveLength(1);
  });

  test('minConfidence drops findings below it', () => {
    const strict = compileScanner({ minConfidence: 0.7 }, 1 << 20, TEST_RECORDS);
    expect(spans(strict.scan('111-222, much later: code 333-444'))).toEqual([['TEST_SHORT', 26, 33]]);
  });

  test('types restricts the detectors that run', () => {
    const only = compileScanner({ types: ['TEST_KEY'] }, 1 << 20, TEST_RECORDS);
    expect(spans(only.scan('tkey_AB12CD34 111-222'))).toEqual([['TEST_KEY', 0, 13]]);
  });
});

describe('sorting and overlaps', () => {
  test('findings are sorted by start', () => {
    const text = 'abc#12 tkey_AB12CD34 111-222 ref XY9876';
    expect(scanner.scan(text).map((f) => f.start)).toEqual([0, 7, 21, 33]);
  });

  test('the higher confidence wins an overlap', () => {
    // The short match after `code` overlaps the long one's tail; the one before is inside it.
    expect(spans(scanner.scan('code 111-222-333-444'))).toEqual([
      ['TEST_SHORT', 5, 12],
      ['TEST_SHORT', 13, 20],
    ]);
  });

  test('a match inside a longer one gives way to it, whatever its confidence', () => {
    expect(spans(scanner.scan('code 111-222-333'))).toEqual([['TEST_LONG', 5, 16]]);
  });

  test('with equal confidence the longer span wins', () => {
    expect(spans(scanner.scan('111-222-333'))).toEqual([['TEST_LONG', 0, 11]]);
  });

  test('with equal confidence and length the earlier detector wins', () => {
    const twin = { ...TEST_RECORDS[1], id: 'test.digits.twin', type: 'TEST_TWIN', context: undefined };
    const first = compileScanner({}, 1 << 20, [twin, TEST_RECORDS[1]]);
    expect(spans(first.scan('111-222'))).toEqual([['TEST_TWIN', 0, 7]]);
    const second = compileScanner({}, 1 << 20, [TEST_RECORDS[1], twin]);
    expect(spans(second.scan('111-222'))).toEqual([['TEST_SHORT', 0, 7]]);
  });
});

describe('API misuse', () => {
  test('scanning a non-string is a TypeError', () => {
    expect(() => scanner.scan(42 as unknown as string)).toThrow(TypeError);
  });

  test('an empty text has no findings', () => {
    expect(scanner.scan('')).toEqual([]);
  });
});
