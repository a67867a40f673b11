/** The pool worker's entry (see engine-pool.ts): one check per task, compiled checkers kept per thread. */
import { checkFileContent, checkTextContent } from './engine.js';
import type { EngineReply, EngineTask } from './engine-task.js';

export default async function runTask(task: EngineTask): Promise<EngineReply> {
  try {
    const result = task.kind === 'text' ? checkTextContent(task.text, task.input) : await checkFileContent(task.bytes, task.input);
    return { ok: true, result };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      code: typeof code === 'string' ? code : null,
      message: error instanceof Error ? error.message : 'Check failed',
    };
  }
}
