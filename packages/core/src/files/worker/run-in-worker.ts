import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CorruptFileError, ExtractionTimeoutError, type FileCheckError } from '../errors.js';

/** What a worker script posts back: its result, or the name of the error it caught (never a message). */
export type WorkerReply<T> = { ok: true; value: T } | { ok: false; errorName: string };

export interface WorkerBounds {
  readonly timeoutMs: number;
  readonly heapMb: number;
}

/** Parser workers alive at once in this process; more wait for a free one. */
export const MAX_PARSER_WORKERS = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<() => void> {
  if (running >= MAX_PARSER_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Runs a parser that cannot be interrupted in-thread (pdf.js, mammoth's XML parsing) in a
 * worker thread with a heap ceiling, and terminates it when the time budget runs out, with at
 * most MAX_PARSER_WORKERS alive at once. The script is CommonJS passed with `eval: true`, so no
 * separate build output is needed.
 */
export async function runInWorker<T>(
  source: string,
  workerData: unknown,
  bounds: WorkerBounds,
  errorFor: (errorName: string) => FileCheckError,
): Promise<T> {
  const release = await acquire();
  try {
    return await runBounded<T>(source, workerData, bounds, errorFor);
  } finally {
    release();
  }
}

function runBounded<T>(
  source: string,
  workerData: unknown,
  bounds: WorkerBounds,
  errorFor: (errorName: string) => FileCheckError,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    // Parsers may print warnings that quote the document; they are read and dropped.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: { value: T } | { error: FileCheckError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('value' in outcome) resolve(outcome.value);
      else reject(outcome.error);
    };
    const timer = setTimeout(() => finish({ error: new ExtractionTimeoutError(bounds.timeoutMs) }), bounds.timeoutMs);
    worker.on('message', (reply: WorkerReply<T>) => {
      finish(reply.ok ? { value: reply.value } : { error: errorFor(reply.errorName) });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish({ error: new CorruptFileError(outOfMemory ? 'File could not be parsed within the memory limit' : 'File parser failed') });
    });
    worker.on('exit', () => finish({ error: new CorruptFileError('File parser stopped without a result') }));
  });
}
