import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { ApiApp } from './openapi.js';

export const OPENAPI_PATH = '/openapi.json';
/** The reference's script, served from the installed package: the docs never reach the internet. */
export const DOCS_SCRIPT_PATH = '/docs/api-reference.js';

/** The package's standalone browser bundle, which its exports do not list, found beside its main entry. */
function standaloneBundlePath(): string {
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(main), 'browser', 'standalone.js');
}

/**
 * Declares the security schemes and serves the OpenAPI 3.1 document, generated from the same
 * zod schemas that validate requests, plus the interactive reference at /docs.
 */
export function registerDocs(app: ApiApp, version: string): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'Administrator (pfa_…) or organization management key (pfm_…); license keys (pfl_…) on /v1 routes.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'serviceApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Service-API-Key',
    description: 'A policy API key (pfp_…), for checks.',
  });
  // Generated on first request, when every route is registered, then served from memory.
  let document: unknown;
  app.get(OPENAPI_PATH, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Preflight API',
        version,
        license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
        description:
          'Checks content headed to AI tools, vendors and customers for sensitive data and applies policy rules. ' +
          'Errors share one body: {"error": {"code", "message", "details"}}.',
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: '/', description: 'This server' }],
    });
    return c.json(document);
  });
  let script: Promise<Buffer> | undefined;
  app.get(DOCS_SCRIPT_PATH, async (c) => {
    script ??= readFile(standaloneBundlePath());
    return c.body(new Uint8Array(await script), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  app.get(
    '/docs',
    Scalar({
      url: OPENAPI_PATH,
      pageTitle: 'Preflight API',
      cdn: DOCS_SCRIPT_PATH,
      // No web fonts, telemetry or hosted API client: everything comes from this server.
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
    }),
  );
}
