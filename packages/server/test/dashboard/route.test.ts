import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONDITIONS, DATA_TYPES, DESTINATIONS } from '@preflight/core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerDashboardRoutes } from '../../src/dashboard/route.js';
import { createApiApp } from '../../src/http/openapi.js';

const assets = mkdtempSync(join(tmpdir(), 'preflight-dashboard-assets-'));
writeFileSync(join(assets, 'index.html'), '<!doctype html><title>test page</title>');
writeFileSync(join(assets, 'app.js'), 'export {};');
afterAll(() => rmSync(assets, { recursive: true, force: true }));

const app = createApiApp();
registerDashboardRoutes(app, assets);
const get = (path: string) => app.request(`http://preflight.test${path}`);

describe('dashboard route', () => {
  it('serves the page at / with a policy that allows only this origin', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('test page');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('serves built scripts with a JavaScript type', async () => {
    const res = await get('/dashboard/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  it('publishes the form choices from the same definitions that validate requests', async () => {
    const vocabulary = (await (await get('/dashboard/vocabulary.json')).json()) as Record<string, string[]>;
    expect(vocabulary.data_types).toEqual([...DATA_TYPES]);
    expect(vocabulary.destinations).toEqual([...DESTINATIONS]);
    expect(vocabulary.conditions).toEqual([...CONDITIONS]);
    expect(vocabulary.data_regions).toEqual(['EU', 'US', 'APAC']);
    expect(vocabulary.retention_modes).toEqual(['FULL', 'METADATA']);
  });

  it('answers 404 for missing files and for names outside the served set', async () => {
    for (const path of ['/dashboard/missing.js', '/dashboard/app.js.map', '/dashboard/..%2Fpackage.json', '/dashboard/INDEX.HTML']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
