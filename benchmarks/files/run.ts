/**
 * File checks: throughput (MB/s of sniff + extraction + check + masked file, on the file's bytes
 * and on the text it yields) and peak RSS, each format in its own child process so peaks do not
 * mix. Inputs are dense: a fake e-mail, card or SSN every line or two. PDF: 400 pages; DOCX:
 * 60,000 paragraphs (a 20 MB DOCX of text would exceed the zip limits' decompressed size).
 * Run: npx tsx benchmarks/files/run.ts
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkFile } from '@preflight/core/files';
import { csvInput, docxInput, jsonInput, pdfInput, textInput } from './inputs.js';

const MB = 1024 * 1024;
const FORMATS = ['text', 'csv', 'json', 'pdf', 'docx'] as const;
type Format = (typeof FORMATS)[number];

async function makeInput(format: Format): Promise<Uint8Array> {
  switch (format) {
    case 'text':
      return textInput(20 * MB);
    case 'csv':
      return csvInput(20 * MB);
    case 'json':
      return jsonInput(20 * MB);
    case 'pdf':
      return pdfInput(400);
    case 'docx':
      return docxInput(60_000);
  }
}

interface Measurement {
  format: Format;
  fileMb: number;
  /** Size of the masked output, which is about the size of the extracted text. */
  outputMb: number;
  seconds: number;
  findings: number;
  peakRssMb: number;
  baseRssMb: number;
}

async function measure(format: Format): Promise<Measurement> {
  const bytes = await makeInput(format);
  globalThis.gc?.();
  const baseRssMb = process.memoryUsage().rss / MB;
  const startedAt = performance.now();
  const result = await checkFile(bytes, { destination: 'AI_TOOL', limits: { timeoutMs: 120_000 } });
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    format,
    fileMb: bytes.byteLength / MB,
    outputMb: (result.masked_file?.bytes.byteLength ?? 0) / MB,
    seconds,
    findings: result.findings.length,
    // maxRSS (KiB) covers the whole process life, worker threads included.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    baseRssMb,
  };
}

const child = process.argv[2] as Format | undefined;
if (child) {
  process.stdout.write(JSON.stringify(await measure(child)));
} else {
  const script = fileURLToPath(import.meta.url);
  const rows = FORMATS.map((format) => {
    const output = execFileSync(process.execPath, [...process.execArgv, '--expose-gc', script, format], { encoding: 'utf8' });
    return JSON.parse(output) as Measurement;
  });
  const textRate = rows[0].fileMb / rows[0].seconds;
  console.log('format  file MB  text MB  seconds  file MB/s  text MB/s  vs text  findings  RSS before  peak RSS (MB)');
  for (const row of rows) {
    const rate = row.fileMb / row.seconds;
    console.log(
      [
        row.format.padEnd(6),
        row.fileMb.toFixed(1).padStart(7),
        row.outputMb.toFixed(1).padStart(7),
        row.seconds.toFixed(2).padStart(8),
        rate.toFixed(2).padStart(9),
        (row.outputMb / row.seconds).toFixed(2).padStart(9),
        `${(rate / textRate).toFixed(2)}x`.padStart(7),
        String(row.findings).padStart(8),
        row.baseRssMb.toFixed(0).padStart(10),
        row.peakRssMb.toFixed(0).padStart(13),
      ].join('  '),
    );
  }
}
