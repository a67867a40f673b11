import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.js';
import type { AppEnv } from '../deps.js';
import type { RateLimitStore } from '../store/types.js';
import { ApiError } from './errors.js';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per key, counted by the store (in memory on SQLite, in a table every
 * replica shares on PostgreSQL). Every counted answer carries `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the window ends). Requests without
 * a key are refused by the routes, not counted here.
 */
export function rateLimit(perMinute: number, clock: Clock, counters: RateLimitStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get('principal');
    if (perMinute === 0 || principal === null) return next();
    const now = clock.now().getTime();
    const start = now - (now % WINDOW_MS);
    const count = await counters.hit(principal.actorId, start, WINDOW_MS);
    const reset = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
    const headers = {
      'RateLimit-Limit': String(perMinute),
      'RateLimit-Remaining': String(Math.max(0, perMinute - count)),
      'RateLimit-Reset': String(reset),
    };
    if (count > perMinute) {
      throw new ApiError('RATE_LIMITED', `Rate limit of ${perMinute} requests per minute exceeded`, null, {
        ...headers,
        'Retry-After': String(reset),
      });
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  };
}
