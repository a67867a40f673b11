import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * The routes a web page calls in SDK mode or to check directly: checks, their results, license
 * validation, the token keys and the audit upload. Management routes never answer another origin.
 */
export const CROSS_ORIGIN_PATHS = ['/api/preflight', '/api/preflight/*', '/v1/*', '/.well-known/jwks.json'] as const;

/**
 * CORS for the origins in the allow-list only (exact `scheme://host[:port]` matches); any other
 * origin gets no CORS headers, so its browser refuses the answer. Credentials travel in headers
 * (no cookies), so no credentialed mode is needed.
 */
export function crossOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Service-API-Key'],
    exposeHeaders: ['X-Request-Id', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
    maxAge: 600,
  });
  // The answer depends on the origin; said before the route runs, since a streamed answer's headers leave before it returns.
  return async (c, next) => {
    c.header('Vary', 'Origin');
    return handler(c, next);
  };
}
