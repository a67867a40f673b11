import { describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

/** zod's own wording, which must not reach a person. */
const JARGON = /Too small|Too big|expected (array|number|string)|received|Invalid input|NaN|>=|<=|is invalid/;

async function failure(res: Response) {
  expect(res.status).toBe(422);
  const { error } = (await res.json()) as { error: { message: string; details: { path: string; message: string }[] } };
  expect(error.message).not.toMatch(JARGON);
  for (const d of error.details) expect(d.message).not.toMatch(JARGON);
  return error;
}

describe('validation messages people can act on', () => {
  it('asks for a choice in an empty list of a policy rule, naming the field', async () => {
    const h = createHarness();
    const org = await h.createOrg('Acme');
    const error = await failure(
      await h.call('POST', `/api/orgs/${org.orgId}/policies`, {
        key: h.adminKey,
        json: { name: 'P', rules: [{ name: 'r', dataTypes: [], destinations: ['AI_TOOL'], action: 'MASK' }] },
      }),
    );
    expect(error.details).toEqual([{ path: 'rules.0.dataTypes', code: 'too_small', message: 'must include at least one data type' }]);
    expect(error.message).toBe('The field rules.0.dataTypes must include at least one data type');
  });

  it('says a query parameter must be a number instead of "received NaN"', async () => {
    const h = createHarness();
    const error = await failure(await h.call('GET', '/api/audit?limit=many', { key: h.adminKey }));
    expect(error.message).toBe('The query parameter limit must be a number');
  });

  it('names missing fields, e-mail addresses and several problems at once; a schema\'s own message wins', async () => {
    const h = createHarness();
    const missing = await failure(await h.call('POST', '/api/orgs', { key: h.adminKey, json: {} }));
    expect(missing.message).toBe('The field name is required');
    const several = await failure(
      await h.call('POST', '/api/orgs', { key: h.adminKey, json: { name: 'Acme', settings: { admin_email: 'not-an-email', primary_color: 'blue' } } }),
    );
    expect(several.details).toEqual([
      { path: 'settings.primary_color', code: 'invalid_format', message: 'must be a hex colour like #1a2b3c' },
      { path: 'settings.admin_email', code: 'invalid_format', message: 'must be an e-mail address such as name@example.com' },
    ]);
    expect(several.message).toBe('2 problems in fields settings.primary_color, settings.admin_email; details names each');
    const region = await failure(await h.call('POST', '/api/orgs', { key: h.adminKey, json: { name: 'Acme', settings: { data_region: 'MARS' } } }));
    expect(region.details[0].message).toBe('must be one of EU, US, APAC');
  });
});
