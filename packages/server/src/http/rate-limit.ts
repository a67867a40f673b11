import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.js';
import type { AppEnv } from '../deps.js';
import { ApiError } from './errors.js';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per key (one process; a multi-instance deployment would keep the
 * counters in shared storage). Requests without a key are refused by the routes, not counted here.
 */
export function rateLimit(perMinute: number, clock: Clock): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const principal = c.get('principal');
    if (perMinute === 0 || principal === null) return next();
    const now = clock.now().getTime();
    const start = now - (now % WINDOW_MS);
    let window = windows.get(principal.actorId);
    if (!window || window.start !== start) {
      if (windows.size > 100_000) windows.clear();
      window = { start, count: 0 };
      windows.set(principal.actorId, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
      throw new ApiError('RATE_LIMITED', `Rate limit of ${perMinute} requests per minute exceeded`, null, {
        'Retry-After': String(retryAfter),
      });
    }
    return next();
  };
}
