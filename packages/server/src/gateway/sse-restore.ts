import type { Vault } from '@preflight/core';
import { StreamedAnswer } from './answer-restore.js';
import { isObject, type JsonObject } from './text-slots.js';

/** One server-sent event as it came: its lines other than `data:`, and its data joined. */
interface RawEvent {
  fields: string[];
  data: string | null;
}

function parseEvent(block: string): RawEvent {
  // Most events are one data line.
  if (block.startsWith('data:') && !block.includes('\n')) return { fields: [], data: block.slice(block.startsWith('data: ') ? 6 : 5) };
  const fields: string[] = [];
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    else fields.push(line);
  }
  return { fields, data: data.length === 0 ? null : data.join('\n') };
}

const serialize = (fields: string[], data: string) => (fields.length === 0 ? `data: ${data}\n\n` : `${[...fields, `data: ${data}`].join('\n')}\n\n`);

/** The stream names its events (`event: content_block_delta`): an added event is named after its `type`, likewise. */
const fieldsOfAdded = (named: boolean, event: JsonObject) => (named && typeof event.type === 'string' ? [`event: ${event.type}`] : []);

/**
 * Restores placeholders in a server-sent event stream, event by event as they arrive: every
 * event goes out unchanged but for its restored text, in order; a text piece that ends in the
 * beginning of a placeholder is held until the rest arrives (or its stream ends).
 */
export class EventStreamRestorer {
  private readonly decoder = new TextDecoder();
  private readonly answer: StreamedAnswer;
  private buffer = '';
  private carriageReturn = false;
  private named = false;

  /** The characters that follow `[` in the vault's placeholders (`E` of `[EMAIL_1]`). */
  private readonly openers: Set<string>;

  constructor(vault: Vault) {
    this.answer = new StreamedAnswer(vault);
    this.openers = new Set(Object.keys(vault).map((token) => token.charAt(1)));
  }

  /**
   * The text to send for the bytes that arrived: every whole event in them, restored. With
   * `early`, the events before the first one that must be read are handed to it first, to go out
   * before that one is restored.
   */
  push(chunk: Uint8Array, early?: (text: string) => void): string {
    let text = this.decoder.decode(chunk, { stream: true });
    // Line ends may be CRLF; a CR at a chunk's end waits to see whether an LF follows.
    if (this.carriageReturn) text = `\r${text}`;
    this.carriageReturn = text.endsWith('\r');
    if (this.carriageReturn) text = text.slice(0, -1);
    this.buffer += text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
    return this.drain(early);
  }

  /** The text to send when the stream ends: an unfinished last event, and any text still held. */
  end(): string {
    this.buffer += this.decoder.decode() + (this.carriageReturn ? '\n' : '');
    let out = this.drain();
    if (this.buffer.trim() !== '') out += this.restore(this.buffer.replace(/\n+$/, ''));
    this.buffer = '';
    return out + this.answer.end().map(this.added).join('');
  }

  private readonly added = (event: JsonObject) => serialize(fieldsOfAdded(this.named, event), JSON.stringify(event));

  /** The text to send for one event block (an added event may come first). */
  private restore(block: string): string {
    const { answer } = this;
    const event = parseEvent(block);
    this.named ||= event.fields.some((line) => line.startsWith('event:'));
    let parsed: unknown;
    try {
      parsed = event.data === null ? null : JSON.parse(event.data);
    } catch {
      parsed = null;
    }
    if (!isObject(parsed)) {
      // `[DONE]`, comments, keep-alives: the answer is over or nothing to restore.
      return `${event.data === '[DONE]' ? answer.end().map(this.added).join('') : ''}${block}\n\n`;
    }
    const { flushed, event: restored } = answer.events(parsed as JsonObject);
    // An event with nothing restored goes out byte for byte as it came.
    const own = restored === null ? `${block}\n\n` : serialize(event.fields, JSON.stringify(restored));
    return flushed.length === 0 ? own : flushed.map(this.added).join('') + own;
  }

  /**
   * Every whole event in the buffer, restored, as one piece of text (one write for a chunk of
   * events). An event in which no placeholder can begin, while none is pending, goes out as it
   * came, unread: a run of them is copied out in one piece.
   */
  private drain(early?: (text: string) => void): string {
    const { buffer } = this;
    let out = '';
    let start = 0;
    let unread = 0;
    // The first `[` and `event:` line not before `start`; each moves forward only.
    let open = buffer.indexOf('[');
    const eventLine = this.named ? -1 : buffer.indexOf('\nevent:');
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n', start)) {
      if (open !== -1 && open < start) open = buffer.indexOf('[', start);
      let read = this.answer.holding;
      while (!read && open !== -1 && open < end) {
        read = this.mayBeginPlaceholder(buffer[open + 1]);
        if (!read) open = buffer.indexOf('[', open + 1);
      }
      if (read) {
        if (early !== undefined && out === '' && unread < start) {
          early(buffer.slice(unread, start));
          unread = start;
        }
        out += buffer.slice(unread, start) + this.restore(buffer.slice(start, end));
        unread = end + 2;
      } else {
        this.named ||= buffer.startsWith('event:', start) || (eventLine !== -1 && eventLine < end);
      }
      start = end + 2;
    }
    this.buffer = buffer.slice(start);
    return out + buffer.slice(unread, start);
  }

  /**
   * Whether a `[` before this character may begin a placeholder: it opens one of the vault's
   * tokens, or ends a text piece (`"`), where the next piece may complete it.
   */
  private mayBeginPlaceholder(next: string | undefined): boolean {
    return next === '"' || (next !== undefined && this.openers.has(next));
  }
}
