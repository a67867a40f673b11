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
  let carriageReturn = false;
  let named = false;
  const added = (event: JsonObject) => serialize(fieldsOfAdded(named, event), JSON.stringify(event));

  /** The text to send for one event block (an added event may come first). */
  const restore = (block: string): string => {
    // No placeholder can begin in it and none is pending: it goes out as it came, unread.
    if (!block.includes('[') && !answer.holding) {
      named ||= block.startsWith('event:') || block.includes('\nevent:');
      return `${block}\n\n`;
    }
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
      return `${event.data === '[DONE]' ? answer.end().map(added).join('') : ''}${block}\n\n`;
    }
    const { flushed, event: restored } = answer.events(parsed as JsonObject);
    // An event with nothing restored goes out byte for byte as it came.
    return flushed.map(added).join('') + (restored === null ? `${block}\n\n` : serialize(event.fields, JSON.stringify(restored)));
  };

  /** Every whole event in the buffer, restored, as one piece of text (one write for a chunk of events). */
  const drain = (): string => {
    let out = '';
    let start = 0;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n', start)) {
      out += restore(buffer.slice(start, end));
      start = end + 2;
    }
    buffer = buffer.slice(start);
    return out;
  };

  return new TransformStream({
    transform(chunk, controller) {
      let text = decoder.decode(chunk, { stream: true });
      // Line ends may be CRLF; a CR at a chunk's end waits to see whether an LF follows.
      if (carriageReturn) text = `\r${text}`;
      carriageReturn = text.endsWith('\r');
      if (carriageReturn) text = text.slice(0, -1);
      buffer += text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
      const out = drain();
      if (out !== '') controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      buffer += decoder.decode() + (carriageReturn ? '\n' : '');
      let out = drain();
      if (buffer.trim() !== '') out += restore(buffer.replace(/\n+$/, ''));
      out += answer.end().map(added).join('');
      if (out !== '') controller.enqueue(encoder.encode(out));
    },
  });
}
