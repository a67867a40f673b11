import { describe, expect, it } from 'vitest';
import { EventStreamRestorer } from './sse-restore.js';

const vault = { '[EMAIL_1]': 'jane.fake@example.com' };

/** The restored text for an answer that arrives in these network chunks. */
function run(chunks: string[]): string {
  const restorer = new EventStreamRestorer(vault);
  const encoder = new TextEncoder();
  return chunks.map((chunk) => restorer.push(encoder.encode(chunk))).join('') + restorer.end();
}

const chat = (content: string) => `data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

describe('EventStreamRestorer', () => {
  it('passes events without placeholders byte for byte, comments and [DONE] included, in order', () => {
    const stream = [': keep-alive\n\n', 'event: ping\ndata: {"type":"ping", "spaced": true}\n\n', chat('hello'), chat('see [note 1] and [1]'), 'data: [DONE]\n\n'];
    expect(run(stream)).toBe(stream.join(''));
  });

  it('restores a placeholder cut across events and across network chunks, one event out per event in', () => {
    const events = [chat('Write to [EM'), chat('AIL_1] now'), 'data: [DONE]\n\n'];
    const joined = events.join('');
    for (let cut = 1; cut < joined.length; cut++) {
      const out = run([joined.slice(0, cut), joined.slice(cut)]);
      const data = out.split('\n\n').filter((e) => e.startsWith('data: {')).map((e) => JSON.parse(e.slice(6)).choices[0].delta.content);
      expect(data, `cut at ${cut}`).toEqual(['Write to ', 'jane.fake@example.com now']);
      expect(out.endsWith('data: [DONE]\n\n')).toBe(true);
    }
  });

  it('holds a `[` that ends one piece until the next piece shows it begins a placeholder', () => {
    const out = run([chat('Write to ['), chat('EMAIL_1] now'), 'data: [DONE]\n\n']);
    const data = out.split('\n\n').filter((e) => e.startsWith('data: {')).map((e) => JSON.parse(e.slice(6)).choices[0].delta.content);
    expect(data).toEqual(['Write to ', 'jane.fake@example.com now']);
  });

  it('hands the events before the first one it must read to `early`, to go out before that one is restored', () => {
    const chunk = chat('Hello ') + chat('to [EMAIL_1]') + 'data: [DONE]\n\n';
    const early: string[] = [];
    const restorer = new EventStreamRestorer(vault);
    const out = restorer.push(new TextEncoder().encode(chunk), (text) => early.push(text));
    expect(early).toEqual([chat('Hello ')]);
    expect(early.join('') + out + restorer.end()).toBe(run([chunk]));
  });

  it('sends held text that never became a placeholder before the event that closes its stream, named like the stream\'s events', () => {
    const delta = (text: string) => `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })}\n\n`;
    const stop = `event: content_block_stop\ndata: ${JSON.stringify({ type: 'content_block_stop', index: 0 })}\n\n`;
    const out = run([delta('see [EMAIL'), stop]);
    const events = out.trim().split('\n\n');
    expect(events).toHaveLength(3);
    expect(JSON.parse(events[0]?.split('\n')[1]?.slice(6) ?? '').delta.text).toBe('see ');
    expect(events[1]).toBe(`event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '[EMAIL' } })}`);
    expect(events[2]).toBe(stop.trim());
  });
});

describe('EventStreamRestorer line ends', () => {
  it('reads CRLF line ends, a CR and its LF arriving in different chunks included', () => {
    const events = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'to [EMAIL_1]' } }] })}\r\n\r\ndata: [DONE]\r\n\r\n`;
    for (let cut = 1; cut < events.length; cut++) {
      const out = run([events.slice(0, cut), events.slice(cut)]);
      const blocks = out.split('\n\n').filter((b) => b !== '');
      expect(blocks, `cut at ${cut}`).toHaveLength(2);
      expect(JSON.parse(blocks[0]?.slice(6) ?? '').choices[0].delta.content).toBe('to jane.fake@example.com');
    }
  });
});
