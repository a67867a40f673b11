import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.js';
import { ApiError } from '../http/errors.js';
import type { Authenticator } from './authenticate.js';

/** The key from `X-Service-API-Key` or `Authorization: Bearer`; undefined when neither is sent. */
function presentedKey(serviceHeader: string | undefined, authorization: string | undefined): string | undefined {
  if (serviceHeader !== undefined) return serviceHeader.trim();
  if (authorization === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) throw new ApiError('UNAUTHENTICATED', 'Authorization must be "Bearer <key>"');
  return match[1];
}

/**
 * Resolves the caller (or null when no key is sent) for the routes' guards. A key that is
 * sent but unknown is refused here, whatever the route. On `providerPaths` (the model gateway)
 * the Authorization header is the caller's key at the model provider: only X-Service-API-Key counts.
 */
export function authenticateRequests(authenticate: Authenticator, providerPaths: ReadonlySet<string> = new Set()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = providerPaths.has(c.req.path) ? undefined : c.req.header('authorization');
    const key = presentedKey(c.req.header('x-service-api-key'), authorization);
    if (key === undefined) {
      c.set('principal', null);
      return next();
    }
    const principal = await authenticate(key);
    if (principal === null) throw new ApiError('UNAUTHENTICATED', 'Unknown or revoked API key');
    c.set('principal', principal);
    return next();
  };
}
