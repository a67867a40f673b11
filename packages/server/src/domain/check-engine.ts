import { type CheckInput, checkFileContent, checkTextContent, type EngineResult } from './engine.js';

/** Runs core's checks; where they run (this thread or a pool) is the implementation's choice. */
export interface CheckEngine {
  checkText(text: string, input: CheckInput): Promise<EngineResult>;
  checkFile(bytes: Uint8Array, input: CheckInput): Promise<EngineResult>;
  close(): Promise<void>;
}

/** Every check on the calling thread: for tests, the CLI and embedding. */
export const inProcessEngine: CheckEngine = {
  checkText: async (text, input) => checkTextContent(text, input),
  checkFile: checkFileContent,
  close: async () => undefined,
};
