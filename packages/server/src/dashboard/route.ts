import type { Context } from 'hono';
import type { AppEnv } from '../deps.js';
import { ApiError, errorBody } from '../http/errors.js';
import type { ApiApp } from '../http/openapi.js';
import { type Asset, assetReader, defaultAssetsDir } from './assets.js';
import { dashboardVocabulary } from './vocabulary.js';

/**
 * The page only talks to this origin and runs no inline code, so a key typed into it cannot be
 * sent elsewhere by injected markup.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
};

/** Serves the dashboard at `/` and its files under `/dashboard/`; they are not API routes, so not in OpenAPI. */
export function registerDashboardRoutes(app: ApiApp, assetsDir = defaultAssetsDir()): void {
  const read = assetReader(assetsDir);
  const vocabulary = JSON.stringify(dashboardVocabulary());
  const send = (c: Context<AppEnv>, asset: Asset | null) => {
    if (asset === null) {
      return c.json(errorBody(new ApiError('NOT_FOUND', 'Dashboard file not found; the server package build creates it')), 404);
    }
    return c.body(asset.body, 200, { ...SECURITY_HEADERS, 'Content-Type': asset.contentType });
  };

  app.get('/', async (c) => send(c, await read('index.html')));
  app.get('/dashboard/vocabulary.json', (c) =>
    c.body(vocabulary, 200, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8' }),
  );
  app.get('/dashboard/:file', async (c) => send(c, await read(c.req.param('file'))));
}
