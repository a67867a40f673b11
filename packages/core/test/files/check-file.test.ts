import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPolicy } from '@preflight/core';
import { checkFile, DEFAULT_FILE_LIMITS, FileCheckError, FileTooLargeError } from '@preflight/core/files';
import { pdfStreamBomb } from '../../../../fixtures/files/hostile.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('checkFile limits', () => {
  it('refuses a file over the default 25 MB before reading it', async () => {
    const oversized = new Uint8Array(DEFAULT_FILE_LIMITS.maxBytes + 1).fill(0x61);
    const error = await checkFile(oversized, { destination: 'AI_TOOL' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect((error as FileTooLargeError).code).toBe('FILE_TOO_LARGE');
  });

  it('takes a smaller size limit', async () => {
    const error = await checkFile(utf8('twelve bytes'), { destination: 'AI_TOOL', limits: { maxBytes: 4 } }).catch((e: unknown) => e);
    expect((error as FileCheckError).code).toBe('FILE_TOO_LARGE');
  });

  it('rejects nonsensical limits and non-byte input as misuse', async () => {
    await expect(checkFile(utf8('x'), { destination: 'AI_TOOL', limits: { timeoutMs: -1 } })).rejects.toBeInstanceOf(TypeError);
    await expect(checkFile('x' as unknown as Uint8Array, { destination: 'AI_TOOL' })).rejects.toBeInstanceOf(TypeError);
  });
});

describe('checkFile results', () => {
  const text = 'Intro line\nCard 4111 1111 1111 1111 on file\n';

  it('reports the check, the input and the line of each finding', async () => {
    const result = await checkFile(utf8(text), { destination: 'AI_TOOL' });
    expect(result.input).toEqual({ kind: 'text', mediaType: 'text/plain', bytes: utf8(text).byteLength });
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
    const card = result.findings.find((finding) => finding.type === 'CREDIT_CARD');
    expect(card?.location).toEqual({ line: 2, start: 16, end: 35 });
    const masked = new TextDecoder().decode(result.masked_file?.bytes);
    expect(masked).not.toContain('4111 1111 1111 1111');
    expect(masked.startsWith('Intro line\nCard [')).toBe(true);
    expect(result.masked_file?.extension).toBe('txt');
  });

  it('has no masked file when blocked', async () => {
    const policy = defaultPolicy();
    const blockCards = { ...policy.rules[0], id: 'block-cards', dataTypes: ['FINANCIAL' as const], action: 'BLOCK' as const };
    const result = await checkFile(utf8(text), { destination: 'AI_TOOL', policy: { ...policy, rules: [blockCards] } });
    expect(result.decision).toBe('BLOCKED');
    expect(result.masked_file).toBeNull();
  });

  it('never puts a detected value in an error message', async () => {
    const corruptPdf = utf8('%PDF-1.7\n1 0 obj << /Note (card 4111 1111 1111 1111) >>\nendobj\ntrailer <<');
    const error = (await checkFile(corruptPdf, { destination: 'AI_TOOL' }).catch((e: unknown) => e)) as FileCheckError;
    expect(error.code).toBe('CORRUPT_FILE');
    expect(`${error.message} ${String(error.stack)}`).not.toContain('4111');
  });
});

describe('PDF worker bounds', () => {
  it('a PDF that outgrows the worker heap ceiling is refused, not fatal', async () => {
    const pathological = new Uint8Array(readFileSync(new URL('../../../../fixtures/files/pathological.pdf', import.meta.url)));
    const error = (await checkFile(pathological, { destination: 'AI_TOOL', limits: { workerHeapMb: 8, maxCompressionRatio: 1000 } }).catch(
      (e: unknown) => e,
    )) as FileCheckError;
    expect(error).toBeInstanceOf(FileCheckError);
    expect(error.code).toBe('CORRUPT_FILE');
    expect(error.message).toContain('memory limit');
  });

  it('a PDF whose streams inflate far past the budget is refused as a bomb before pdf.js reads it', async () => {
    const bomb = pdfStreamBomb(256);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage();
    const started = performance.now();
    const error = (await checkFile(bomb, { destination: 'AI_TOOL' }).catch((e: unknown) => e)) as FileCheckError;
    const after = process.memoryUsage();
    expect(error).toBeInstanceOf(FileCheckError);
    expect(error.code).toBe('ZIP_BOMB');
    // Counted and dropped: nothing near the inflated size is ever held.
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(64 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(DEFAULT_FILE_LIMITS.timeoutMs);
  });

  it('a PDF whose streams inflate within the budget is read', async () => {
    const result = await checkFile(pdfStreamBomb(0.5), { destination: 'AI_TOOL' });
    expect(result.input.kind).toBe('pdf');
  });
});

describe('DOCX worker bounds', () => {
  it('a DOCX whose parsing outlasts the time budget gives EXTRACTION_TIMEOUT', async () => {
    const docx = new Uint8Array(readFileSync(new URL('../../../../fixtures/files/memo.docx', import.meta.url)));
    // A worker cannot even start within 1 ms, so the budget always runs out first.
    const error = (await checkFile(docx, { destination: 'AI_TOOL', limits: { timeoutMs: 1 } }).catch((e: unknown) => e)) as FileCheckError;
    expect(error.code).toBe('EXTRACTION_TIMEOUT');
  });
});
