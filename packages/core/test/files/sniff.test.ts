import { describe, expect, it } from 'vitest';
import { sniffFile, UnsupportedFileError } from '@preflight/core/files';

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

describe('sniffFile on text-like content', () => {
  it.each([
    ['plain text', utf8('Just a note.\nSecond line.'), 'text', 'text/plain'],
    ['empty file', new Uint8Array(0), 'text', 'text/plain'],
    ['JSON object', utf8('{"a": [1, 2]}'), 'json', 'application/json'],
    ['JSON array', utf8(' [ {"a": 1} ] '), 'json', 'application/json'],
    ['a bare JSON number is text', utf8('42'), 'text', 'text/plain'],
    ['broken JSON is text', utf8('{"a": 1'), 'text', 'text/plain'],
    ['comma CSV', utf8('a,b,c\n1,2,3\n4,5,6\n'), 'csv', 'text/csv'],
    ['semicolon CSV with quotes', utf8('a;b\n"x;y";2\n'), 'csv', 'text/csv'],
    ['tab separated', utf8('a\tb\n1\t2\n'), 'csv', 'text/tab-separated-values'],
    ['ragged commas are prose', utf8('Hello, world.\nNo commas here\nOne, two, three\n'), 'text', 'text/plain'],
    ['XML', utf8('<?xml version="1.0"?><note>hi</note>'), 'text', 'application/xml'],
    ['UTF-16 LE with BOM', utf16('name,email\nJo,jo@example.com\n', true), 'csv', 'text/csv'],
    ['UTF-16 BE with BOM', utf16('plain words', false), 'text', 'text/plain'],
    ['UTF-8 BOM before JSON', Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('{"a": 1}')]), 'json', 'application/json'],
    ['Latin-1 (invalid UTF-8)', Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b]), 'text', 'text/plain'],
  ])('%s', async (_, bytes, kind, mediaType) => {
    expect(await sniffFile(bytes)).toEqual({ kind, mediaType });
  });
});

describe('sniffFile rejects what it cannot read', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const plainZip = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(24).fill(0)]);
  const controls = utf8('text\u0001\u0002\u0003\u0004 with control characters throughout');

  it.each([
    ['PNG image', png],
    ['empty zip archive', plainZip],
    ['ELF executable', elf],
    ['NUL bytes without a BOM', utf8('abc\u0000def')],
    ['control characters', controls],
    ['UTF-16 BOM over odd bytes', Uint8Array.from([0xff, 0xfe, 0x00, 0xd8, 0x41])],
  ])('%s', async (_, bytes) => {
    const error = await sniffFile(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as UnsupportedFileError).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('misuse is a TypeError', async () => {
    await expect(sniffFile('text' as unknown as Uint8Array)).rejects.toBeInstanceOf(TypeError);
  });
});
