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
  url: string;
  headers: Headers;
  body: string;
  timeoutMs: number;
  /** Aborts when the caller goes away, so the model stops generating for nobody. */
  signal: AbortSignal;
}

export function upstreamHeaders(incoming: Headers): Headers {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of PASSED_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

export function answerHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) headers.set(name, value);
  });
  return headers;
}

export type UpstreamFailure = 'timeout' | 'unreachable';

export class UpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure) {
    super(failure === 'timeout' ? 'The model provider did not answer in time' : 'The model provider could not be reached');
    this.name = 'UpstreamError';
  }
}

/**
 * POSTs to the provider. The time-out runs until the answer's headers arrive (a stream may run
 * long after); the caller going away aborts the call, body included, at any time.
 */
export async function callUpstream(call: UpstreamCall): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  call.signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  try {
    return await fetch(call.url, { method: 'POST', headers: call.headers, body: call.body, signal: controller.signal });
  } catch (error) {
    call.signal.removeEventListener('abort', abort);
    if (call.signal.aborted) throw error;
    throw new UpstreamError(timedOut ? 'timeout' : 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}
