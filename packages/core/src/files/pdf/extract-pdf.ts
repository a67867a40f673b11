import { CorruptFileError, EncryptedFileError, type FileCheckError } from '../errors.js';
import type { FileLimits } from '../limits.js';
import { extractorPath } from '../worker/module-path.js';
import { runInWorker } from '../worker/run-in-worker.js';
import { boundPdfInflation } from './stream-inflation.js';
import { PDF_WORKER_SOURCE } from './worker-source.js';

/**
 * Text of each page. pdf.js parses on the calling thread in Node, where a hostile PDF could
 * loop or allocate without bound, so it runs in a bounded worker thread.
 */
export async function extractPdfPages(bytes: Uint8Array, limits: FileLimits): Promise<string[]> {
  const modulePath = extractorPath('pdf-parse', 'PDF');
  await boundPdfInflation(bytes, limits);
  const workerData = { modulePath, bytes };
  return runInWorker<string[]>(PDF_WORKER_SOURCE, workerData, { timeoutMs: limits.timeoutMs, heapMb: limits.workerHeapMb }, errorFor);
}

function errorFor(errorName: string): FileCheckError {
  if (errorName === 'PasswordException') return new EncryptedFileError('PDF is encrypted and needs a password');
  return new CorruptFileError(`PDF could not be parsed (${errorName})`);
}
