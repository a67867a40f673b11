import type { Vault } from '@preflight/core';
import { StreamedAnswer } from './answer-restore.js';
import { isObject, type JsonObject } from './text-slots.js';

/** One server-sent event as it came: its lines other than `data:`, and its data joined. */
interface RawEvent {
  fields: string[];
  data: string | null;
}

function parseEvent(block: string): RawEvent {
  const fields: string[] = [];
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    else fields.push(line);
  }
  return { fields, data: data.length === 0 ? null : data.join('\n') };
}

const serialize = (fields: string[], data: string) => `${[...fields, `data: ${data}`].join('\n')}\n\n`;

/** The stream names its events (`event: content_block_delta`): an added event is named after its `type`, likewise. */
const fieldsOfAdded = (named: boolean, event: JsonObject) => (named && typeof event.type === 'string' ? [`event: ${event.type}`] : []);

/**
 * Restores placeholders in a server-sent event stream, event by event as they arrive: every
 * event goes out unchanged but for its restored text, in order; a text piece that ends in the
 * beginning of a placeholder is held until the rest arrives (or its stream ends).
 */
export function restoringEventStream(vault: Vault): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const answer = new StreamedAnswer(vault);
  let buffer = '';
  let named = false;
  const added = (event: JsonObject) => encoder.encode(serialize(fieldsOfAdded(named, event), JSON.stringify(event)));

  const emit = (block: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    const event = parseEvent(block);
    named ||= event.fields.some((line) => line.startsWith('event:'));
    let parsed: unknown;
    try {
      parsed = event.data === null ? null : JSON.parse(event.data);
    } catch {
      parsed = null;
    }
    if (!isObject(parsed)) {
      // `[DONE]`, comments, keep-alives: the answer is over or nothing to restore.
      if (event.data === '[DONE]') for (const held of answer.end()) controller.enqueue(added(held));
      controller.enqueue(encoder.encode(`${block}\n\n`));
      return;
    }
    const out = answer.events(parsed as JsonObject);
    const restored = out.pop() as JsonObject;
    for (const held of out) controller.enqueue(added(held));
    const text = JSON.stringify(restored);
    // An event with nothing restored goes out byte for byte as it came.
    controller.enqueue(encoder.encode(text === JSON.stringify(parsed) ? `${block}\n\n` : serialize(event.fields, text)));
  };

  return new TransformStream({
    transform(chunk, controller) {
      buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        emit(buffer.slice(0, end), controller);
        buffer = buffer.slice(end + 2);
      }
    },
    flush(controller) {
      buffer += decoder.decode();
      if (buffer.trim() !== '') emit(buffer.replace(/\n+$/, ''), controller);
      for (const held of answer.end()) controller.enqueue(added(held));
    },
  });
}
