import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { checkFile, FileCheckError } from '@preflight/core/files';
import { deflatedZip, docxZipBomb } from '../../../../fixtures/files/hostile.js';
import { readCentralDirectory } from '../../src/files/zip/central-directory.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function errorCodeOf(bytes: Uint8Array, limits?: object): Promise<string | null> {
  const outcome = await checkFile(bytes, { destination: 'AI_TOOL', limits }).catch((error: unknown) => error);
  return outcome instanceof FileCheckError ? outcome.code : null;
}

/** Rewrites every declared uncompressed size to 1 KB, as a hostile archive would. */
function withLyingSizes(archive: Uint8Array): Uint8Array {
  const bytes = archive.slice();
  const view = new DataView(bytes.buffer);
  for (const entry of readCentralDirectory(bytes)) {
    view.setUint32(entry.localHeaderOffset + 22, 1024, true);
  }
  for (let at = 0; at + 4 <= bytes.byteLength; at++) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1024, true);
  }
  return bytes;
}

describe('DOCX archives', () => {
  it('a bomb whose headers lie is stopped while it inflates, with bounded memory', async () => {
    const bomb = withLyingSizes(docxZipBomb(64));
    expect(readCentralDirectory(bomb).every((entry) => entry.declaredSize === 1024)).toBe(true);
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    expect(await errorCodeOf(bomb)).toBe('ZIP_BOMB');
    const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    expect(heapAfter - heapBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('a ratio within the limits is read', async () => {
    const docx = new Uint8Array(readFileSync(new URL('../../../../fixtures/files/memo.docx', import.meta.url)));
    expect(await errorCodeOf(docx)).toBeNull();
  });

  it('a truncated DOCX is corrupt', async () => {
    const docx = new Uint8Array(readFileSync(new URL('../../../../fixtures/files/memo.docx', import.meta.url)));
    expect(await errorCodeOf(docx.subarray(0, Math.floor(docx.byteLength * 0.7)))).toBe('CORRUPT_FILE');
  });

  it('a DOCX-typed archive without a main document is corrupt', async () => {
    const types =
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const archive = deflatedZip([
      ['[Content_Types].xml', utf8(types)],
      ['word/other.xml', utf8('<w:document/>')],
    ]);
    expect(await errorCodeOf(archive)).toBe('CORRUPT_FILE');
  });

  it('a zip that is not a DOCX is unsupported', async () => {
    const archive = deflatedZip([['notes.txt', utf8('jane.roe@example.com')]]);
    expect(await errorCodeOf(archive)).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('the decompressed-size limit is configurable', async () => {
    const docx = new Uint8Array(readFileSync(new URL('../../../../fixtures/files/memo.docx', import.meta.url)));
    expect(await errorCodeOf(docx, { maxDecompressedBytes: 1024, ratioFloorBytes: 512 })).toBe('ZIP_BOMB');
  });
});

describe('DOCX with media', () => {
  it('reads the text while the image parts stay packed', async () => {
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (char) => char.charCodeAt(0),
    );
    const image = new ImageRun({ type: 'png', data: png, transformation: { width: 10, height: 10 } });
    const doc = new Document({
      sections: [{ children: [new Paragraph({ children: [new TextRun('mail jane.roe@example.com '), image] }), new Paragraph('after')] }],
    });
    const result = await checkFile(new Uint8Array(await Packer.toArrayBuffer(doc)), { destination: 'AI_TOOL' });
    expect(result.findings.map((finding) => [finding.type, finding.location])).toEqual([
      ['EMAIL', { paragraph: 1, start: 5, end: 25 }],
    ]);
  });
});
