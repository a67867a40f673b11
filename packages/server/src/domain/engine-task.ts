import type { CheckInput, EngineResult } from './engine.js';

/** What the main thread hands a pool worker. */
export type EngineTask = { kind: 'text'; text: string; input: CheckInput } | { kind: 'file'; bytes: Uint8Array; input: CheckInput };

/**
 * What a pool worker answers. An error crosses the thread boundary as its code and message
 * (its class does not survive the copy); the HTTP layer maps the code as for any domain error.
 */
export type EngineReply = { ok: true; result: EngineResult } | { ok: false; code: string | null; message: string };
