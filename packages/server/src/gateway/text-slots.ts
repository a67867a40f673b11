import type { Escaping } from './placeholder-stream.js';

/** One string of a request body that is checked and may be masked in place. */
export interface TextSlot {
  read(): string;
  write(value: string): void;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A slot for `holder[key]` when it is a string. */
function slot(holder: JsonObject | Json[], key: string | number, out: TextSlot[]): void {
  const record = holder as Record<string | number, Json>;
  if (typeof record[key] !== 'string') return;
  out.push({ read: () => record[key] as string, write: (value) => void (record[key] = value) });
}

/** Every string leaf of a value (tool inputs given as objects, tool results as JSON). */
function everyString(value: Json, out: TextSlot[]): void {
  if (Array.isArray(value)) value.forEach((item, i) => (typeof item === 'string' ? slot(value, i, out) : everyString(item, out)));
  else if (isObject(value)) for (const key of Object.keys(value)) typeof value[key] === 'string' ? slot(value, key, out) : everyString(value[key] as Json, out);
}

/** A content field that is a string or a list of parts with text (`text`, `input_text`, `output_text`, …). */
function content(holder: JsonObject, key: string, out: TextSlot[]): void {
  const value = holder[key];
  if (typeof value === 'string') return slot(holder, key, out);
  if (!Array.isArray(value)) return;
  for (const part of value) {
    if (!isObject(part)) continue;
    slot(part, 'text', out);
    // Anthropic tool results carry their own content; tool uses their input.
    if ('content' in part) content(part, 'content', out);
    if (isObject(part.input)) everyString(part.input, out);
  }
}

/** OpenAI chat completions: every message's content, its name, and the arguments of tool calls in the history. */
function chatCompletionSlots(body: JsonObject, out: TextSlot[]): void {
  if (!Array.isArray(body.messages)) return;
  for (const message of body.messages) {
    if (!isObject(message)) continue;
    content(message, 'content', out);
    if (Array.isArray(message.tool_calls)) {
      for (const call of message.tool_calls) if (isObject(call) && isObject(call.function)) slot(call.function, 'arguments', out);
    }
  }
}

/** OpenAI responses: instructions and the input, a string or items (messages, tool calls and their outputs). */
function responsesSlots(body: JsonObject, out: TextSlot[]): void {
  slot(body, 'instructions', out);
  if (typeof body.input === 'string') return slot(body, 'input', out);
  if (!Array.isArray(body.input)) return;
  for (const item of body.input) {
    if (!isObject(item)) continue;
    content(item, 'content', out);
    slot(item, 'arguments', out);
    slot(item, 'output', out);
  }
}

/** OpenAI embeddings: the input, one string or many. */
function embeddingsSlots(body: JsonObject, out: TextSlot[]): void {
  if (typeof body.input === 'string') slot(body, 'input', out);
  else if (Array.isArray(body.input)) body.input.forEach((_, i) => slot(body.input as Json[], i, out));
}

/** Anthropic messages: the system prompt and every message's content blocks (text, tool uses, tool results). */
function messagesSlots(body: JsonObject, out: TextSlot[]): void {
  content(body, 'system', out);
  if (!Array.isArray(body.messages)) return;
  for (const message of body.messages) if (isObject(message)) content(message, 'content', out);
}

export type Dialect = 'openai' | 'anthropic';

/** The upstream operations the gateway guards, with where their text is and how their answers look. */
export const OPERATIONS = {
  '/v1/chat/completions': { dialect: 'openai', slots: chatCompletionSlots },
  '/v1/responses': { dialect: 'openai', slots: responsesSlots },
  '/v1/embeddings': { dialect: 'openai', slots: embeddingsSlots },
  '/v1/messages': { dialect: 'anthropic', slots: messagesSlots },
} as const satisfies Record<string, { dialect: Dialect; slots: (body: JsonObject, out: TextSlot[]) => void }>;

export type OperationPath = keyof typeof OPERATIONS;

export function textSlots(path: OperationPath, body: JsonObject): TextSlot[] {
  const out: TextSlot[] = [];
  OPERATIONS[path].slots(body, out);
  return out;
}

export { isObject, type Json, type JsonObject };

/** How restored values are written in a string of an answer: JSON text for tool arguments, plain otherwise. */
export const escapingOfKey = (key: string): Escaping => (key === 'arguments' || key === 'partial_json' ? 'json-string' : 'text');
