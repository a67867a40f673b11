import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFile, FileCheckError, type FileCheckResult } from '@preflight/core/files';

const fixtureUrl = (name: string) => new URL(`../../../../fixtures/files/${name}`, import.meta.url);
const readFixture = (name: string) => new Uint8Array(readFileSync(fixtureUrl(name)));

interface ExpectedFile {
  kind?: string;
  decision?: string;
  findings?: Record<string, number>;
  error?: string;
  limits?: { timeoutMs: number };
}
const expected = JSON.parse(readFileSync(fixtureUrl('expected.json'), 'utf8')) as {
  destination: 'AI_TOOL' | 'VENDOR' | 'CUSTOMER';
  files: Record<string, ExpectedFile>;
};

const wellFormed = Object.entries(expected.files).filter(([, file]) => file.error === undefined);
const hostile = Object.entries(expected.files).filter(([, file]) => file.error !== undefined);

function countsByType(result: FileCheckResult): Record<string, number> {
  return Object.fromEntries(result.detected.map((entry) => [entry.type, entry.count]));
}

describe('well-formed fixtures', () => {
  it.each(wellFormed)('%s gives its expected findings and decision', async (name, file) => {
    const result = await checkFile(readFixture(name), { destination: expected.destination });
    expect(result.input.kind).toBe(file.kind);
    expect(countsByType(result)).toEqual(file.findings);
    expect(result.decision).toBe(file.decision);
    expect(result.masked_file === null).toBe(file.decision === 'BLOCKED');
    for (const finding of result.findings) expect(finding.location.end).toBeGreaterThan(finding.location.start);
  });
});

describe('hostile fixtures', () => {
  it.each(hostile)('%s fails with its error code, in time and with bounded memory', async (name, file) => {
    const budgetMs = file.limits?.timeoutMs ?? 20_000;
    const rssBefore = process.memoryUsage().rss;
    const startedAt = performance.now();
    const outcome = await checkFile(readFixture(name), { destination: expected.destination, limits: file.limits }).then(
      () => null,
      (error: unknown) => error,
    );
    const elapsedMs = performance.now() - startedAt;
    expect(outcome).toBeInstanceOf(FileCheckError);
    expect((outcome as FileCheckError).code).toBe(file.error);
    // Loose bounds: the machine is shared, so these catch runaways, not regressions of a few percent.
    expect(elapsedMs).toBeLessThan(budgetMs + 5_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
  });
});

/** Containers and nulls as they are; every other scalar as 'scalar' (a masked number becomes a string). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.values(value).map((child, index) => [index, shapeOf(child)]));
  }
  return value === null ? null : 'scalar';
}

describe('masked files', () => {
  const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

  it('masked CSV parses to the same grid and holds none of the masked values', async () => {
    const result = await checkFile(readFixture('patients.csv'), { destination: 'AI_TOOL' });
    const masked = decode(result.masked_file?.bytes);
    const maskedValues = Object.values(result.vault);
    expect(maskedValues.length).toBeGreaterThan(0);
    for (const value of maskedValues) expect(masked).not.toContain(value);
    const original = readFileSync(fixtureUrl('patients.csv'), 'utf8');
    const shape = (csv: string) => csv.trimEnd().split('\r\n').map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).length);
    expect(shape(masked)).toEqual(shape(original));
    // A cell under the `name` header is a name, written surname first or not; its quoting is kept.
    expect(masked).toContain('"[PERSON_1]",');
    expect(masked).toContain('\r\n[PERSON_2],');
    expect(masked).toContain('"said ""call me"""');
    expect(result.masked_file?.extension).toBe('csv');
  });

  it('masked JSON parses to the same shape and holds none of the masked values', async () => {
    const result = await checkFile(readFixture('records.json'), { destination: 'AI_TOOL' });
    const masked = decode(result.masked_file?.bytes);
    for (const value of Object.values(result.vault)) expect(masked).not.toContain(value);
    const original = JSON.parse(readFileSync(fixtureUrl('records.json'), 'utf8')) as unknown;
    expect(shapeOf(JSON.parse(masked))).toEqual(shapeOf(original));
    expect(result.masked_file?.mediaType).toBe('application/json; charset=utf-8');
  });

  it('a PDF yields masked plain text, page by page', async () => {
    const result = await checkFile(readFixture('report.pdf'), { destination: 'AI_TOOL' });
    const masked = decode(result.masked_file?.bytes);
    expect(result.masked_file?.extension).toBe('txt');
    expect(masked).toContain('Revenue grew in every region.');
    for (const value of Object.values(result.vault)) expect(masked).not.toContain(value);
    expect(result.findings.map((finding) => 'page' in finding.location && finding.location.page)).toEqual([2, 2]);
  });

  it('a DOCX locates findings by paragraph', async () => {
    const result = await checkFile(readFixture('memo.docx'), { destination: 'AI_TOOL' });
    expect(result.findings.map((finding) => finding.location)).toEqual([
      { paragraph: 2, start: 16, end: 39 },
      { paragraph: 3, start: 23, end: 43 },
    ]);
  });
});
