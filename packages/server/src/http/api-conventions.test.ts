import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

type Operation = { operationId?: string; security?: unknown[]; requestBody?: unknown };

async function openApiDocument() {
  const h = createHarness();
  return (await h.call('GET', '/openapi.json')).text();
}

const operationsOf = (doc: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('the OpenAPI document', () => {
  it('passes Redocly\'s recommended rules with no error; the only warnings are public operations without a 4xx answer', async () => {
    const problems = await lintFromString({ source: await openApiDocument(), config: await createConfig({ extends: ['recommended'] }) });
    const described = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(described.filter((p) => p.startsWith('error'))).toEqual([]);
    expect(described.filter((p) => !p.includes('operation-4xx-response')).filter((p) => p.startsWith('warn'))).toEqual([]);
    expect(described.filter((p) => p.includes('operation-4xx-response'))).toHaveLength(4);
  });

  it('names every operation with a unique operationId in camelCase', async () => {
    const operations = operationsOf(JSON.parse(await openApiDocument()));
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)), JSON.stringify(ids)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the routes that take no credential with an empty security list', async () => {
    const operations = operationsOf(JSON.parse(await openApiDocument()));
    const publicOps = operations.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0).map(({ method, path }) => `${method} ${path}`);
    expect(publicOps.sort()).toEqual(['get /.well-known/jwks.json', 'get /healthz', 'get /metrics', 'get /readyz', 'get /v1/license/public-key']);
    expect(operations.every(({ op }) => Array.isArray(op.security))).toBe(true);
  });

  it('carries examples for the check request and its result', async () => {
    const doc = JSON.parse(await openApiDocument());
    expect(doc.components.schemas.TextCheck.example).toMatchObject({ destination: 'AI_TOOL' });
    expect(doc.components.schemas.PreflightResult.example).toMatchObject({ decision: 'ALLOWED_WITH_MASKING' });
    expect(doc.components.schemas.CreateOrganization.example).toMatchObject({ name: 'Acme' });
  });
});

describe('a wrong method on an existing path', () => {
  it.each([
    ['DELETE', '/api/audit', 'GET, HEAD'],
    ['PUT', '/api/orgs', 'GET, HEAD, POST'],
    ['GET', '/api/preflight', 'POST'],
    ['PUT', '/api/preflight/text', 'GET, HEAD, POST'],
    ['POST', '/api/orgs/org_1/policies/pol_1', 'DELETE, GET, HEAD, PATCH'],
    ['PATCH', '/healthz', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const h = createHarness();
    const res = await h.call(method, path, { key: h.adminKey });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect((await res.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('a path that does not exist is still 404', async () => {
    const h = createHarness();
    for (const path of ['/api/nothing', '/api/orgs/org_1/nothing', '/v2/license/validate']) {
      expect((await h.call('GET', path, { key: h.adminKey })).status, path).toBe(404);
    }
  });
});
