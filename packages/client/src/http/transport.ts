import { PreflightApiError, PreflightError, PreflightNetworkError, PreflightTimeoutError } from '../errors.js';
import { applyCredentials, type Credentials } from './credentials.js';
import { DEFAULT_RETRY_POLICY, isRetryable, parseRetryAfter, retryDelayMs, type RetryPolicy } from './retry-policy.js';

export interface TransportOptions {
  readonly credentials: Credentials;
  /** Per attempt. Default 10 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Injected for tests and for runtimes with their own fetch. */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly now?: () => number;
}

export type Transport = (request: Request) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 10_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch for openapi-fetch: adds the route's credential, bounds each attempt by a timeout,
 * retries with backoff (honouring Retry-After), and turns every non-2xx answer into a
 * PreflightApiError, so callers only ever see success bodies or typed errors.
 */
export function createTransport(options: TransportOptions): Transport {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchFn = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  return async (original) => {
    const path = new URL(original.url).pathname.replace(/\/+$/, '') || '/';
    const method = original.method.toUpperCase();
    const headers = new Headers(original.headers);
    applyCredentials(headers, method, path, options.credentials);
    const template = new Request(original, { headers });

    for (let attempt = 0; ; attempt++) {
      const outcome = await attemptOnce(fetchFn, template.clone(), timeoutMs, method, path);
      const status = outcome instanceof Response ? outcome.status : 'network';
      if (outcome instanceof Response && outcome.ok) return outcome;
      const retryAfter = outcome instanceof Response ? parseRetryAfter(outcome.headers.get('Retry-After'), now()) : null;
      if (attempt < policy.retries && isRetryable(method, path, status) && !original.signal.aborted) {
        if (outcome instanceof Response) await outcome.body?.cancel();
        await sleep(retryDelayMs(policy, attempt, retryAfter, random));
        continue;
      }
      if (outcome instanceof Response) throw await toApiError(outcome, retryAfter);
      throw outcome;
    }
  };
}

async function attemptOnce(
  fetchFn: Transport,
  request: Request,
  timeoutMs: number,
  method: string,
  path: string,
): Promise<Response | PreflightError> {
  // A controller held by its own timer, rather than AbortSignal.timeout/any, whose dependent
  // signals Node may collect while a request is in flight.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetchFn(new Request(request, { signal: controller.signal }));
  } catch (error) {
    if (timedOut) return new PreflightTimeoutError(method, path, timeoutMs);
    if (request.signal.aborted) throw error;
    return new PreflightNetworkError(method, path, error);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}

/** Reads the server's `{error: {code, message, details}}` body; anything else keeps the status only. */
async function toApiError(response: Response, retryAfterSeconds: number | null): Promise<PreflightApiError> {
  const requestId = response.headers.get('X-Request-Id');
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to the status-only error.
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
    return new PreflightApiError(error.code, message, response.status, error.details ?? null, requestId, retryAfterSeconds);
  }
  return new PreflightApiError(`HTTP_${response.status}`, `HTTP ${response.status}`, response.status, null, requestId, retryAfterSeconds);
}
