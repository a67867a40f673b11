import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { AppEnv } from '../deps.js';
import type { ApiApp } from './openapi.js';

/**
 * Scalar's default colours for secondary text, method names and code fall below WCAG AA contrast
 * (4.5:1) on its own backgrounds; these keep its look with darker (lighter in dark mode) shades.
 * Its code-block copy buttons keep their screen-reader label in an element that is display:none
 * until hovered, so they had no accessible name; inside the visually hidden copy it is shown.
 * A tag's list of endpoints scrolled sideways without being reachable by keyboard; long paths
 * wrap instead.
 */
const ACCESSIBLE_CSS = `
.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #616161;
  --scalar-color-blue: #005a9c;
  --scalar-color-green: #00704a;
  --scalar-color-red: #b3000a;
  --scalar-color-orange: #a34700;
  --scalar-color-yellow: #7a5800;
  --scalar-color-purple: #5b34c4;
}
.dark-mode {
  --scalar-color-2: rgba(255, 255, 245, .72);
  --scalar-color-3: rgba(255, 255, 245, .62);
  --scalar-color-blue: #9aabff;
  --scalar-color-green: #3dd68c;
  --scalar-color-red: #ff97a4;
  --scalar-color-yellow: #f9b44e;
  --scalar-color-orange: #ffab7a;
  --scalar-color-purple: #c7b0ff;
}
.sidebar-search-placeholder { color: var(--scalar-color-2); }
.sr-only > .hidden { display: inline; }
ul.endpoints { overflow: visible; }
ul.endpoints .endpoint, ul.endpoints .endpoint * { white-space: normal; overflow-wrap: anywhere; }
`;

/**
 * The reference runs in the browser of whoever reads the docs; this policy lets it talk to this
 * server only, so nothing on the page (an assistant, a share or deploy link, a hosted proxy) can
 * send the API description or a typed key elsewhere, even if an option we turned off comes back
 * in an update. Vue sets inline styles, hence 'unsafe-inline' for styles only.
 */
const docsPolicy = (nonce: string) =>
  `default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; connect-src 'self'; ` +
  "img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

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
  const configuration = {
    url: OPENAPI_PATH,
    pageTitle: 'Preflight API',
    cdn: DOCS_SCRIPT_PATH,
    // No web fonts, telemetry, hosted API client, AI assistant ("Ask AI" sends the document to
    // a third-party host), MCP generator, or developer toolbar (Share, Deploy: hosted services):
    // everything comes from this server and stays here.
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    customCss: ACCESSIBLE_CSS,
  } as const;
  app.get('/docs', async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    const rendered = await Scalar<AppEnv>({ ...configuration, nonce })(c, next);
    if (!rendered) throw new Error('the API reference rendered no page');
    const page = await rendered.text();
    // Scalar's page template leaves out the document language, which screen readers need.
    return c.html(page.replace(/<html(?=[\s>])/, '<html lang="en"'), 200, {
      'Content-Security-Policy': docsPolicy(nonce),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
