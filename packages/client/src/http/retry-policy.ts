/** When and how long to wait before trying a request again. */
export interface RetryPolicy {
  /** Attempts after the first. */
  readonly retries: number;
  /** Backoff before retry n (0-based) is baseDelayMs · 2^n, jittered, capped at maxDelayMs. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 250, maxDelayMs: 30_000 };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** POST routes the server deduplicates (audit events carry their own ids). */
const IDEMPOTENT_POST_PATHS = new Set(['/v1/audit/events']);

/**
 * 429 and 503 mean the server refused before doing any work, so any request may repeat.
 * Other 5xx answers and lost connections may follow work already done (a check already
 * audited), so only requests that are safe to repeat are retried then.
 */
export function isRetryable(method: string, path: string, status: number | 'network'): boolean {
  if (status === 429 || status === 503) return true;
  const safeToRepeat = IDEMPOTENT_METHODS.has(method) || (method === 'POST' && IDEMPOTENT_POST_PATHS.has(path));
  return safeToRepeat && (status === 'network' || status >= 500);
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

/** The server's Retry-After wins (capped); otherwise exponential backoff with full jitter. */
export function retryDelayMs(policy: RetryPolicy, retryIndex: number, retryAfterSeconds: number | null, random: () => number): number {
  if (retryAfterSeconds !== null) return Math.min(retryAfterSeconds * 1000, policy.maxDelayMs);
  const ceiling = Math.min(policy.baseDelayMs * 2 ** retryIndex, policy.maxDelayMs);
  return Math.round(ceiling * (0.5 + random() / 2));
}
