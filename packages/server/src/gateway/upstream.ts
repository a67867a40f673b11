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

export function upstreamHeaders(incoming: Headers): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of PASSED_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

export function answerHeaders(upstream: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
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
  /** The answer's bytes as they arrive; cancelling it closes the connection to the provider. */
  body: ReadableStream<Uint8Array>;
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
      resolve({ status: res.statusCode ?? 502, headers: res.headers, body: streamOf(res, () => call.signal.removeEventListener('abort', abort)) });
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

/**
 * The answer as a web stream, without the cost of a general conversion. Everything the socket
 * has buffered is handed on as one chunk: a provider that writes each event on its own would
 * otherwise cost a pass through the stream pipeline, and a write to the caller, per event.
 */
function streamOf(res: IncomingMessage, done: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      res.on('readable', () => {
        const chunks: Buffer[] = [];
        for (let chunk = res.read() as Buffer | null; chunk !== null; chunk = res.read() as Buffer | null) chunks.push(chunk);
        if (chunks.length === 0) return;
        const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        controller.enqueue(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
      });
      res.once('end', () => {
        done();
        controller.close();
      });
      res.once('error', (error) => {
        done();
        controller.error(error);
      });
    },
    cancel() {
      done();
      res.destroy();
    },
  });
}
