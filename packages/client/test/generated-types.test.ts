import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchServerDocument, renderTypes } from '../scripts/generate-types.js';

const COMMITTED = new URL('../src/generated/openapi.ts', import.meta.url);

describe('generated API types', () => {
  it('match the OpenAPI document the server serves now', async () => {
    const fresh = await renderTypes(await fetchServerDocument());
    const committed = readFileSync(COMMITTED, 'utf8');
    expect(committed === fresh, 'src/generated/openapi.ts is stale: run pnpm --filter @preflight/client generate').toBe(true);
  });
});
