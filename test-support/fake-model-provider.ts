import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Placeholders as the gateway writes them. */
const PLACEHOLDER = /\[[A-Z][A-Z0-9_]*_\d+\]/g;

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeUpstream {
  url: string;
  received: Received[];
  /** Where the next streamed answer is cut into two pieces (undefined: one piece per character). */
  splitAt: number | undefined;
  /** The next answer's status and body instead of a model's, once. */
  failNext: { status: number; body: unknown } | undefined;
  /** Streams that the caller stopped reading before their end. */
  abandoned: number;
  /** The next streamed chat answer trickles out, a chunk every 50 ms, for 10 s. */
  slowNext: boolean;
  close(): Promise<void>;
}

/** The answer a fake model gives: every placeholder it was sent, repeated back. */
export const answerText = (placeholders: string[]) => `Noted: ${placeholders.join(' and ')}.`;

function pieces(text: string, splitAt: number | undefined): string[] {
  if (splitAt === undefined) return [...text];
  return [text.slice(0, splitAt), text.slice(splitAt)].filter((p) => p !== '');
}

const sse = (res: ServerResponse, events: [string | null, unknown][]) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [name, data] of events) res.write(`${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.end();
};

/**
 * An OpenAI- and Anthropic-shaped model server on loopback: records what it receives and answers
 * with the placeholders it saw (in text and in a tool call), streamed when asked.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const state: Omit<FakeUpstream, 'url' | 'close'> = { received: [], splitAt: undefined, failNext: undefined, abandoned: 0, slowNext: false };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    state.received.push({ path: req.url ?? '', headers: req.headers, body: raw });
    if (state.failNext) {
      const { status, body } = state.failNext;
      state.failNext = undefined;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const request = JSON.parse(raw);
    const seen = [...new Set(raw.match(PLACEHOLDER) ?? [])];
    const text = answerText(seen);
    const args = JSON.stringify({ recipients: seen });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/v1/embeddings') {
      const vector = [0.5, 0.25];
      // The OpenAI SDK asks for base64 (packed float32) unless told otherwise.
      const embedding = request.encoding_format === 'base64' ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ object: 'embedding', index: 0, embedding }], model: request.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
      return;
    }
    if (path === '/v1/chat/completions') {
      const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: request.model };
      if (request.stream && state.slowNext) {
        state.slowNext = false;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let sent = 0;
        const timer = setInterval(() => {
          if (sent++ === 200) return void (clearInterval(timer), res.end());
          res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: 'more ' }, finish_reason: null }] })}\n\n`);
        }, 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake', object: 'chat.completion', created: 1, model: request.model,
            choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: text, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'send_mail', arguments: args } }] } }],
          }),
        );
        return;
      }
      const events: [null, unknown][] = [[null, { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }]];
      for (const piece of pieces(text, state.splitAt)) events.push([null, { ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }]);
      events.push([null, { ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'send_mail', arguments: '' } }] }, finish_reason: null }] }]);
      for (const piece of pieces(args, state.splitAt)) events.push([null, { ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: piece } }] }, finish_reason: null }] }]);
      events.push([null, { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }]);
      events.push([null, '[DONE]']);
      return sse(res, events);
    }
    if (path === '/v1/responses') {
      const output = [{ id: 'msg_1', type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }];
      const response = { id: 'resp_1', object: 'response', created_at: 1, status: 'completed', model: request.model, output };
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(response));
        return;
      }
      const events: [string, unknown][] = [['response.created', { type: 'response.created', response: { ...response, status: 'in_progress', output: [] } }]];
      for (const piece of pieces(text, state.splitAt)) {
        events.push(['response.output_text.delta', { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 0, content_index: 0, delta: piece }]);
      }
      events.push(['response.output_text.done', { type: 'response.output_text.done', item_id: 'msg_1', output_index: 0, content_index: 0, text }]);
      events.push(['response.completed', { type: 'response.completed', response }]);
      return sse(res, events);
    }
    if (path === '/v1/messages') {
      const message = { id: 'msg_fake', type: 'message', role: 'assistant', model: request.model, stop_reason: 'tool_use', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ ...message, content: [{ type: 'text', text }, { type: 'tool_use', id: 'toolu_1', name: 'send_mail', input: { recipients: seen } }] }),
        );
        return;
      }
      const events: [string, unknown][] = [
        ['message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null } }],
        ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
      ];
      for (const piece of pieces(text, state.splitAt)) events.push(['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } }]);
      events.push(['content_block_stop', { type: 'content_block_stop', index: 0 }]);
      events.push(['content_block_start', { type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'toolu_1', name: 'send_mail', input: {} } }]);
      for (const piece of pieces(args, state.splitAt)) events.push(['content_block_delta', { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: piece } }]);
      events.push(['content_block_stop', { type: 'content_block_stop', index: 1 }]);
      events.push(['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 2 } }]);
      events.push(['message_stop', { type: 'message_stop' }]);
      return sse(res, events);
    }
    res.writeHead(404).end();
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
    res.on('close', () => {
      if (!res.writableFinished) state.abandoned++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeUpstream;
}
