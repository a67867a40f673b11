import { describe, expect, it } from 'vitest';
import { extractJson } from '../../src/files/extract/json.js';
import { jsonScalars, scalarPath } from '../../src/files/extract/json-tokens.js';

describe('jsonScalars', () => {
  it('yields keys, strings and numbers with their paths, numbers as written', () => {
    const source = '{"a": [1, {"b c": "x"}], "n": 12345678901234567890, "t": true, "z": null}';
    const scalars = jsonScalars(source);
    const rows = scalars.values.map((value, index) => [scalars.roles[index], value, scalarPath(scalars, index)]);
    expect(rows).toEqual([
      ['key', 'a', '$.a'],
      ['number', '1', '$.a[0]'],
      ['key', 'b c', '$.a[1]["b c"]'],
      ['string', 'x', '$.a[1]["b c"]'],
      ['key', 'n', '$.n'],
      ['number', '12345678901234567890', '$.n'],
      ['key', 't', '$.t'],
      ['key', 'z', '$.z'],
    ]);
  });

  it('decodes escapes in strings', () => {
    expect(jsonScalars('["a\\"b\\u00e9"]').values).toEqual(['a"bé']);
  });

  it('walks nesting far deeper than the call stack allows', () => {
    const depth = 200_000;
    const source = '['.repeat(depth) + '"deep"' + ']'.repeat(depth);
    const scalars = jsonScalars(source);
    expect(scalars.values).toEqual(['deep']);
    expect(scalarPath(scalars, 0)).toHaveLength(1 + depth * 3);
  });
});

describe('extractJson masked output', () => {
  it('rewrites a masked number as a string and keeps the document shape', () => {
    const source = '{\n  "card": 4111111111111111,\n  "note": "keep"\n}';
    const extraction = extractJson(source);
    const start = extraction.text.indexOf('4111');
    const maskedText = extraction.text.slice(0, start) + '[CARD_1]' + extraction.text.slice(start + 16);
    const masked = new TextDecoder().decode(extraction.renderMasked(maskedText, [{ start, end: start + 16 }]).bytes);
    expect(masked).toBe('{\n  "card": "[CARD_1]",\n  "note": "keep"\n}');
    expect(extraction.locate(start)).toEqual({ location: { path: '$.card' }, unitStart: start });
  });

  it('marks findings in keys', () => {
    const extraction = extractJson('{"owner@example.com": 1}');
    expect(extraction.locate(0).location).toEqual({ path: '$["owner@example.com"]', key: true });
  });
});
