import type { Context, Hono } from 'hono';
import { ApiError, errorBody } from './errors.js';

interface RoutePattern {
  method: string;
  pattern: RegExp;
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+').replace(/\*/g, '.*')}/?$`);

/**
 * Answers a request no route matched: 405 with `Allow` when the path exists under other methods
 * (HEAD goes with GET), else 404. The routes are read once, on the first miss, when every route
 * is registered.
 */
export function unmatchedRequest(app: Pick<Hono, 'routes'>) {
  let routes: RoutePattern[] | undefined;
  return (c: Context) => {
    routes ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
    const path = c.req.path;
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.size === 0) return c.json(errorBody(new ApiError('NOT_FOUND', 'No such route')), 404);
    if (methods.has('GET')) methods.add('HEAD');
    const allow = [...methods].sort().join(', ');
    c.header('Allow', allow);
    return c.json(errorBody(new ApiError('METHOD_NOT_ALLOWED', `This path answers ${allow} only`)), 405);
  };
}
