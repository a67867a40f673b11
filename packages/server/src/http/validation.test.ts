import { z } from '@hono/zod-openapi';
import { PolicyValidationError } from '@preflight/core';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';
import { toApiError } from './error-handler.js';
import { describeIssues } from './validation.js';

// Fake values used as keys, as a caller might paste them.
const EMAIL_KEY = 'jane.doe.fake@example.com';
const SSN_KEY = '078-05-1120';

describe('422 bodies never repeat caller-chosen keys or values', () => {
  it('names an unknown field by the schema path it sits under', async () => {
    const h = createHarness();
    const res = await h.call('POST', '/api/orgs', {
      key: h.adminKey,
      json: { name: 'Acme', settings: { [EMAIL_KEY]: 'x', data_region: 'EU' } },
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toContain('jane.doe');
    expect(JSON.parse(text).error.details).toEqual([
      { path: 'settings', code: 'unrecognized_keys', message: 'unknown field at settings' },
    ]);
  });

  it('says "the top level" for unknown fields of the body itself, and counts several', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', '/api/preflight/text', {
      key: org.policyKey,
      serviceKey: true,
      json: { text: 'hello', destination: 'AI_TOOL', [EMAIL_KEY]: 1, [SSN_KEY]: 2 },
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toContain('jane.doe');
    expect(text).not.toContain(SSN_KEY);
    expect(JSON.parse(text).error.details).toEqual([
      { path: '', code: 'unrecognized_keys', message: '2 unknown fields at the top level' },
    ]);
  });

  it('keeps array positions and declared fields in nested paths (policy rules)', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', `/api/orgs/${org.orgId}/policies`, {
      key: h.adminKey,
      json: { name: 'P', rules: [{ name: 'r', dataTypes: ['PII'], destinations: ['AI_TOOL'], action: 'MASK', secretproject: true }] },
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toContain('secretproject');
    expect(JSON.parse(text).error.details).toContainEqual(
      expect.objectContaining({ path: 'rules.0', code: 'unrecognized_keys', message: 'unknown field at rules.0' }),
    );
  });

  it('puts a placeholder where a record key would be, in invalid-key and value issues', () => {
    const schema = z.strictObject({
      counts: z.record(z.string().regex(/^[A-Z]+$/), z.number()),
      nested: z.object({ inner: z.string() }).optional(),
    });
    const result = schema.safeParse({ counts: { [EMAIL_KEY]: 1, EMAIL: 'two' }, nested: { inner: 3 } });
    expect(result.success).toBe(false);
    const issues = describeIssues(result.error!, schema);
    expect(JSON.stringify(issues)).not.toContain('jane.doe');
    expect(issues).toEqual([
      { path: 'counts.*', code: 'invalid_key', message: 'invalid key at counts.*' },
      { path: 'counts.*', code: 'invalid_type', message: expect.stringContaining('expected number') },
      { path: 'nested.inner', code: 'invalid_type', message: expect.stringContaining('expected string') },
    ]);
  });

  it('drops unknown-field names from core policy issues and builds its own message', () => {
    const core = new PolicyValidationError([
      { path: 'rules[0]', message: 'unknown field secretproject; allowed fields are id, name' },
      { path: 'rules[1].pattern', message: 'is not valid RE2 syntax' },
    ]);
    const error = toApiError(core);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Invalid policy: rules[0]: unknown field at rules[0]; allowed fields are id, name');
    expect(JSON.stringify(error.details)).not.toContain('secretproject');
    expect(error.details).toEqual([
      { path: 'rules[0]', message: 'unknown field at rules[0]; allowed fields are id, name' },
      { path: 'rules[1].pattern', message: 'is not valid RE2 syntax' },
    ]);
  });

  it('keeps only the fixed opening of a multipart parse failure', async () => {
    const parserText = `boundary mismatch near ${EMAIL_KEY}`;
    const error = toApiError(new HTTPException(400, { message: `Malformed FormData request. ${parserText}` }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Malformed FormData request');

    const h = createHarness();
    const org = await h.createOrg('Acme');
    const res = await h.call('POST', '/api/preflight', {
      key: org.policyKey,
      serviceKey: true,
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: `--abc\r\nContent-Disposition: form-data; name="${EMAIL_KEY}"\r\n\r\n${SSN_KEY}\r\n--abc--`,
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain('jane.doe');
    expect(text).not.toContain(SSN_KEY);
  });
});
