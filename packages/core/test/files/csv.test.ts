import { describe, expect, it } from 'vitest';
import { encodeCsvField, parseCsv } from '../../src/files/extract/csv-parse.js';
import { extractCsv } from '../../src/files/extract/csv.js';

describe('parseCsv', () => {
  it('decodes quoted fields and keeps their raw spans', () => {
    const source = 'a,"b, c","say ""hi"""\r\n1,,3\n';
    const rows = parseCsv(source, ',');
    expect(rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '', '3'],
    ]);
    const quoted = rows[0][2];
    expect(source.slice(quoted.rawStart, quoted.rawEnd)).toBe('"say ""hi"""');
    expect([quoted.row, quoted.column, quoted.quoted]).toEqual([1, 3, true]);
  });

  it('keeps line breaks inside quoted fields and reads a last line without newline', () => {
    const rows = parseCsv('x,"two\nlines"\ny,z', ',');
    expect(rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['x', 'two\nlines'],
      ['y', 'z'],
    ]);
  });

  it('tolerates an unterminated quote', () => {
    expect(parseCsv('a,"open', ',')[0].map((cell) => cell.value)).toEqual(['a', 'open']);
  });
});

describe('encodeCsvField', () => {
  it.each([
    ['[EMAIL_1]', false, '[EMAIL_1]'],
    ['[EMAIL_1]', true, '"[EMAIL_1]"'],
    ['a,b', false, '"a,b"'],
    ['say "x"', false, '"say ""x"""'],
  ])('%s (quoted: %s)', (value, quoted, encoded) => {
    expect(encodeCsvField(value, quoted, ',')).toBe(encoded);
  });
});

describe('extractCsv', () => {
  const source = 'name,secret\n"Roe, Jane",alpha beta\nSam,"gamma"\n';

  it('locates each offset by row and column', () => {
    const extraction = extractCsv(source, ',', 'text/csv');
    const at = extraction.text.indexOf('gamma');
    expect(extraction.locate(at + 2)).toEqual({ location: { row: 3, column: 2 }, unitStart: at });
  });

  it('rewrites only the masked cells and keeps their quoting', () => {
    const extraction = extractCsv(source, ',', 'text/csv');
    const start = extraction.text.indexOf('gamma');
    const maskedText = extraction.text.slice(0, start) + '[X_1]' + extraction.text.slice(start + 5);
    const file = extraction.renderMasked(maskedText, [{ start, end: start + 5 }]);
    expect(new TextDecoder().decode(file.bytes)).toBe('name,secret\n"Roe, Jane",alpha beta\nSam,"[X_1]"\n');
    expect(file.extension).toBe('csv');
  });
});
