import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';
import { createApp } from '../app.js';

/** Not API operations: the description itself, its viewer, and the dashboard's page and assets. */
const isApiRoute = (path: string) => !['/openapi.json', '/'].includes(path) && !path.startsWith('/docs') && !path.startsWith('/dashboard');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with both security schemes', async () => {
    const h = createHarness();
    const res = await h.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      serviceApiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Service-API-Key' }),
    });
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it('describes every registered route', async () => {
    const h = createHarness();
    const app = createApp(h.deps);
    const doc = await (await h.call('GET', '/openapi.json')).json();
    const registered = app.routes
      .filter((r) => r.method !== 'ALL' && isApiRoute(r.path))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(20);
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it('serves the interactive reference at /docs, with every asset from this server', async () => {
    const h = createHarness();
    const res = await h.call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/openapi.json');
    // No absolute or protocol-relative address anywhere in the page: nothing is fetched from elsewhere.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
    const sources = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, source).toMatch(/^\/(?!\/)/);
      const asset = await h.call('GET', source);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('content-type'), source).toMatch(/javascript|css/);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(100_000);
    }
  });
});
