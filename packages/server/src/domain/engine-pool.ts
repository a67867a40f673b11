import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors.js';
import type { CheckEngine } from './check-engine.js';
import { type CheckInput, checkTextContent, type EngineResult } from './engine.js';
import type { EngineReply, EngineTask } from './engine-task.js';

/** Texts up to this many characters are checked on the calling thread: a pool round trip costs more. */
export const INLINE_TEXT_CHARS = 64 * 1024;

export interface EnginePoolOptions {
  /** Worker threads (default: one fewer than the cores, at least one). */
  threads?: number;
  /** Checks waiting for a thread before more are refused with 503. */
  maxQueue: number;
}

const defaultCheckThreads = () => Math.max(1, availableParallelism() - 1);

// Built, the worker is the bundle's engine-worker.js beside this chunk; from TypeScript sources
// (tests, development) a shim that loads them through tsx in the worker thread.
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSources ? './engine-worker-from-sources.mjs' : './engine-worker.js', import.meta.url).href;

/**
 * Large texts and every file are checked in worker threads, so one big check never holds the
 * event loop that answers everything else; small texts stay on the calling thread. When the
 * queue is full a check answers 503 SERVER_BUSY with Retry-After.
 */
export function createEnginePool(options: EnginePoolOptions): CheckEngine {
  const threads = options.threads ?? defaultCheckThreads();
  const pool = new Piscina<EngineTask, EngineReply>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    // The parent's flags (a loader, --input-type) are not the worker's business.
    execArgv: [],
  });

  const run = async (task: EngineTask): Promise<EngineResult> => {
    if (pool.queueSize >= options.maxQueue) {
      throw new ApiError('SERVER_BUSY', 'Too many large checks are waiting; retry shortly', null, { 'Retry-After': '1' });
    }
    const reply = await pool.run(task);
    if (reply.ok) return reply.result;
    throw Object.assign(new Error(reply.message), { code: reply.code });
  };

  return {
    async checkText(text: string, input: CheckInput) {
      if (text.length <= INLINE_TEXT_CHARS) return checkTextContent(text, input);
      return run({ kind: 'text', text, input });
    },
    checkFile: (bytes, input) => run({ kind: 'file', bytes, input }),
    close: () => pool.close({ force: true }),
  };
}
