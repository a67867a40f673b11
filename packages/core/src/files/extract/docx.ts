import { zipSync, type Zippable } from 'fflate';
import { CorruptFileError } from '../errors.js';
import type { FileLimits } from '../limits.js';
import { extractorPath } from '../worker/module-path.js';
import { runInWorker } from '../worker/run-in-worker.js';
import { unzipBounded } from '../zip/bounded-unzip.js';
import { DOCX_WORKER_SOURCE } from './docx-worker-source.js';

/** Images and embedded media are not text; leaving them packed saves memory and time. */
const SKIPPED_PARTS = /^word\/(media|embeddings)\//;

/**
 * Paragraph texts of a DOCX. The archive is inflated here under the zip-bomb bounds and handed
 * to mammoth re-packed without compression, so mammoth never inflates anything itself; mammoth
 * parses the XML in one synchronous pass, so it runs in a bounded worker thread.
 */
export async function extractDocxParagraphs(bytes: Uint8Array, limits: FileLimits): Promise<string[]> {
  const modulePath = extractorPath('mammoth', 'DOCX');
  const parts = await unzipBounded(bytes, limits, (name) => !SKIPPED_PARTS.test(name));
  if (!parts.has('word/document.xml')) throw new CorruptFileError('DOCX has no main document part');
  const stored: Zippable = {};
  for (const [name, data] of parts) stored[name] = [data, { level: 0 }];
  const workerData = { modulePath, bytes: zipSync(stored) };
  const raw = await runInWorker<string>(
    DOCX_WORKER_SOURCE,
    workerData,
    { timeoutMs: limits.timeoutMs, heapMb: limits.workerHeapMb },
    // Only the name: parser messages can quote the document's XML.
    (errorName) => new CorruptFileError(`DOCX document could not be read (${errorName})`),
  );
  // mammoth ends every paragraph with a blank line.
  const paragraphs = raw.split('\n\n');
  if (paragraphs[paragraphs.length - 1] === '') paragraphs.pop();
  return paragraphs;
}
