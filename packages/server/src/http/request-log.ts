import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../deps.js';
import type { Metrics } from '../metrics/index.js';
import { CLIENT_CLOSED_REQUEST, clientGone } from './client-gone.js';

/**
 * One JSON line per request; a request whose client left before its answer is logged and
 * counted as 499, whatever failed because of it. Only the route pattern is logged, not the URL, so ids in paths and
 * search terms in query strings never reach the log; bodies and keys are never logged.
 */
export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath;
    const status = clientGone(c) ? CLIENT_CLOSED_REQUEST : c.res.status;
    metrics.requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    logger.info(
      {
        req_id: c.get('requestId'),
        method: c.req.method,
        route,
        status,
        duration_ms: Math.round(seconds * 100_000) / 100,
        principal: c.get('principal')?.kind ?? null,
      },
      'request',
    );
  };
}
