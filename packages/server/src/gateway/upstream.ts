import { Agent as HttpAgent, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Request headers that belong to the caller's account at the model provider and go upstream untouched. */
const PASSED_HEADERS = [
  'authorization',
  'x-api-key',
  'api-key',
  'anthropic-version',
  'anthropic-beta',
  'openai-organization',
  'openai-project',
  'openai-beta',
  'accept',
  'user-agent',
];

/** Response headers that describe the connection or the original encoding, not the answer we pass on. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

export interface UpstreamCall {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Aborts when the caller goes away, so the model stops generating for nobody. */
  signal: AbortSignal;
}

/** The caller's request headers, by lower-case name, as Node's server reads them. */
export type CallerHeaders = Readonly<Record<string, string | string[] | undefined>>;

export function upstreamHeaders(incoming: CallerHeaders): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of PASSED_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The answer's headers to pass on: the provider's, but for those of its connection and encoding. */
export function answerHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

export type UpstreamFailure = 'timeout' | 'unreachable';

export class UpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure) {
    super(failure === 'timeout' ? 'The model provider did not answer in time' : 'The model provider could not be reached');
    this.name = 'UpstreamError';
  }
}

// Keep-alive pools shared by every call: a model call should not pay a TCP and TLS handshake.
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The answer's bytes as they arrive; destroying it closes the connection to the provider. */
  body: IncomingMessage;
}

/**
 * POSTs to the provider over a kept-alive connection (node:http, which costs a fraction of
 * fetch per call). The time-out runs until the answer's headers arrive (a stream may run long
 * after); the caller going away aborts the call, body included, at any time.
 */
export function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const send = call.url.protocol === 'https:' ? httpsRequest : httpRequest;
    let answered = false;
    const outgoing = send(call.url, {
      method: 'POST',
      headers: { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) },
      agent: agents[call.url.protocol as 'http:' | 'https:'],
    });
    const timer = setTimeout(() => outgoing.destroy(new UpstreamError('timeout')), call.timeoutMs);
    const abort = () => outgoing.destroy();
    call.signal.addEventListener('abort', abort, { once: true });
    outgoing.once('response', (res: IncomingMessage) => {
      answered = true;
      clearTimeout(timer);
      res.once('close', () => call.signal.removeEventListener('abort', abort));
      resolve({ status: res.statusCode ?? 502, headers: res.headers, body: res });
    });
    outgoing.once('error', (error) => {
      clearTimeout(timer);
      if (answered) return;
      call.signal.removeEventListener('abort', abort);
      reject(error instanceof UpstreamError ? error : call.signal.aborted ? error : new UpstreamError('unreachable'));
    });
    outgoing.end(call.body);
  });
}

/** The whole answer as text (a JSON answer to restore). */
export function readAnswer(body: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.once('error', reject);
  });
}

/** What to do with a streamed answer as it arrives. */
export interface ChunkSink {
  /** Everything buffered, as one chunk; false when the caller cannot take more for now. */
  write(chunk: Buffer): boolean;
  /** The answer is over; `last` is its final chunk when it arrived with the end. */
  end(last: Buffer | null): void;
  /** The answer broke off (the provider failed, or the call was aborted). */
  fail(error: Error): void;
}

/**
 * Hands on everything the answer has buffered at once, as one chunk: a provider that writes each
 * event on its own would otherwise cost a pass through the restorer, and a write to the caller,
 * per event. The chunk that completes the answer goes with its end, so the two leave in one
 * write. Returns the function that resumes reading once the caller has drained.
 */
export function readInChunks(body: IncomingMessage, sink: ChunkSink): () => void {
  let waiting = false;
  let over = false;
  const end = (last: Buffer | null) => {
    if (over) return;
    over = true;
    sink.end(last);
  };
  const read = () => {
    if (waiting || over) return;
    const chunks: Buffer[] = [];
    for (let chunk = body.read() as Buffer | null; chunk !== null; chunk = body.read() as Buffer | null) chunks.push(chunk);
    const chunk = chunks.length === 0 ? null : chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    // `complete`: Node has parsed the answer's end, so nothing follows what was just read.
    if (body.complete) end(chunk);
    else if (chunk !== null) waiting = !sink.write(chunk);
  };
  const fail = (error: Error) => {
    if (over) return;
    over = true;
    sink.fail(error);
  };
  body.on('readable', read);
  body.once('end', () => end(null));
  body.once('error', fail);
  body.once('close', () => fail(new Error('The model provider\'s answer broke off')));
  // What arrived with the headers goes on now, not after the rest of this turn's work.
  read();
  return () => {
    waiting = false;
    read();
  };
}
