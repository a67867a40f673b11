import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type Backend, BACKENDS, createHarness, type Harness, openHarness, type TestOrg } from '../../test/harness.js';

// Fake values for tests only: example.com addresses and an SSN from the documentation range.
const TEXT = 'Contact jane.doe@example.com about SSN 078-05-1120 please';

const checkText = (h: Harness, key: string, json: Record<string, unknown>, serviceKey = true) =>
  h.call('POST', '/api/preflight/text', { key, serviceKey, json: { destination: 'AI_TOOL', ...json } });

function fileForm(bytes: Uint8Array<ArrayBuffer> | string, fields: Record<string, string> = {}, name = 'upload.csv'): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name));
  form.set('destination', 'AI_TOOL');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const checkFile = (h: Harness, key: string, form: FormData) =>
  h.call('POST', '/api/preflight', { key, serviceKey: true, body: form });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

async function setup(backend: Backend, settings?: Record<string, unknown>): Promise<{ h: Harness; org: TestOrg }> {
  const h = await openHarness(backend, { maxBodyBytes: 64 * 1024 });
  return { h, org: await h.createOrg('Acme', settings) };
}

describe.each(BACKENDS)('check routes on %s', (backend) => {
  describe('POST /api/preflight/text', () => {
    it('returns the decision, detected types with samples and the masked content', async () => {
      const { h, org } = await setup(backend);
      const res = await checkText(h, org.policyKey, { text: TEXT });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        preflight_id: expect.any(String),
        decision: 'ALLOWED_WITH_MASKING',
        summary: expect.any(String),
        policy_version: expect.any(String),
        created_at: '2026-03-15T10:00:00.000Z',
      });
      expect(body.detected).toEqual([
        { type: 'EMAIL', count: 1, sample: expect.any(String) },
        { type: 'SSN', count: 1, sample: expect.any(String) },
      ]);
      expect(body.masked_content).not.toContain('jane.doe@example.com');
      expect(body.masked_content).not.toContain('078-05-1120');
      expect(body).not.toHaveProperty('masked_file_url');
      expect(JSON.stringify(body)).not.toContain('vault');
    });

    it('explains each finding with its place, likelihood and evidence when asked, and never its value or in the audit', async () => {
      const { h, org } = await setup(backend);
      const text = 'SSN 078-05-1120 and please double-check 468-804-505 before Friday.';
      const plain = await (await checkText(h, org.policyKey, { text })).json();
      expect(plain).not.toHaveProperty('findings');
      const res = await checkText(h, org.policyKey, { text, explain: true });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.findings).toEqual([
        expect.objectContaining({ type: 'SSN', detector: 'ssn', start: 4, end: 15, likelihood: expect.stringMatching(/LIKELY$/), action: expect.any(String) }),
      ]);
      const kinds = body.findings[0].evidence.map((e: { kind: string }) => e.kind);
      expect(kinds).toContain('context-word');
      expect(JSON.stringify(body.findings)).not.toContain('078-05-1120');
      const stored = await (await h.call('GET', `/api/preflight/${body.preflight_id}`, { key: org.policyKey, serviceKey: true })).json();
      expect(stored).not.toHaveProperty('findings');
      const refused = await checkText(h, org.policyKey, { text, explain: 'yes' });
      expect(refused.status).toBe(422);
    });

    it('masks every finding in the masked content of a blocked check, to any destination', async () => {
      const { h, org } = await setup(backend);
      const text = 'Deploy with AKIAQYLPMN5HFIQR7XPA for jane.doe@example.com';
      for (const destination of ['AI_TOOL', 'CUSTOMER']) {
        const body = await (await checkText(h, org.policyKey, { text, destination })).json();
        expect(body.decision, destination).toBe('BLOCKED');
        expect(body.masked_content, destination).not.toContain('AKIAQYLPMN5HFIQR7XPA');
        expect(body.masked_content, destination).not.toContain('jane.doe@example.com');
      }
    });

    it('refuses a body nested deeper than 64 levels with 422 before parsing it', async () => {
      const { h, org } = await setup(backend);
      const deep = `{"text": "x", "destination": "AI_TOOL", "context": ${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
      const res = await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, body: deep, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(422);
      expect((await res.json()).error.details[0]).toMatchObject({ code: 'too_deep' });
    });

    it('accepts a management key with or without org_id, and the administrator key with org_id', async () => {
      const { h, org } = await setup(backend);
      const mgmt = await h.managementKey(org.orgId);
      expect((await checkText(h, mgmt, { text: TEXT }, false)).status).toBe(200);
      expect((await checkText(h, mgmt, { text: TEXT, org_id: org.slug, policy_id: org.policyId }, false)).status).toBe(200);
      expect((await checkText(h, h.adminKey, { text: TEXT, org_id: org.orgId }, false)).status).toBe(200);
      const noOrg = await checkText(h, h.adminKey, { text: TEXT }, false);
      expect(noOrg.status).toBe(422);
      expect((await checkText(h, h.adminKey, { text: TEXT, org_id: 'nobody' }, false)).status).toBe(404);
      expect((await checkText(h, mgmt, { text: TEXT, policy_id: 'pol_missing' }, false)).status).toBe(404);
    });

    it('answers 403 when org_id or policy_id disagree with the key', async () => {
      const { h, org } = await setup(backend);
      const other = await h.createOrg('Other');
      const otherMgmt = await h.managementKey(other.orgId);
      const cases = [
        await checkText(h, org.policyKey, { text: TEXT, org_id: other.orgId }),
        await checkText(h, org.policyKey, { text: TEXT, policy_id: other.policyId }),
        await checkText(h, otherMgmt, { text: TEXT, org_id: org.orgId }, false),
      ];
      for (const res of cases) {
        expect(res.status).toBe(403);
        expect(await errorOf(res)).toBe('ORG_MISMATCH');
      }
      // A management key naming another organization's policy learns nothing about it.
      expect((await checkText(h, otherMgmt, { text: TEXT, policy_id: org.policyId }, false)).status).toBe(404);
    });

    it('answers 403 for an inactive policy and an expired license', async () => {
      const { h, org } = await setup(backend);
      await h.call('PATCH', `/api/orgs/${org.orgId}/policies/${org.policyId}`, { key: h.adminKey, json: { is_active: false } });
      const inactive = await checkText(h, org.policyKey, { text: TEXT });
      expect(inactive.status).toBe(403);
      expect(await errorOf(inactive)).toBe('POLICY_INACTIVE');
      await h.call('PATCH', `/api/orgs/${org.orgId}/policies/${org.policyId}`, { key: h.adminKey, json: { is_active: true } });

      h.clock.advance(31 * 86_400_000);
      const expired = await checkText(h, org.policyKey, { text: TEXT });
      expect(expired.status).toBe(403);
      expect(await errorOf(expired)).toBe('LICENSE_EXPIRED');
    });

    it('answers 401 without or with an unknown key, 403 for a license key', async () => {
      const { h, org } = await setup(backend);
      expect((await h.call('POST', '/api/preflight/text', { json: { text: TEXT, destination: 'AI_TOOL' } })).status).toBe(401);
      expect((await checkText(h, `pfp_${'x'.repeat(40)}`, { text: TEXT })).status).toBe(401);
      expect((await checkText(h, 'not-a-key', { text: TEXT })).status).toBe(401);
      expect((await checkText(h, org.licenseKey, { text: TEXT }, false)).status).toBe(403);
    });

    it('answers 400 for malformed JSON, 422 for schema errors, 413 for an oversized body', async () => {
      const { h, org } = await setup(backend);
      const malformed = await h.call('POST', '/api/preflight/text', {
        key: org.policyKey,
        serviceKey: true,
        body: '{"text": "unterminated',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(await errorOf(malformed)).toBe('BAD_REQUEST');
      for (const json of [{ text: TEXT, destination: 'MOON' }, { destination: 'AI_TOOL' }, { text: 42, destination: 'AI_TOOL' }]) {
        const res = await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json });
        expect(res.status, JSON.stringify(json)).toBe(422);
      }
      const tooLarge = await checkText(h, org.policyKey, { text: 'a'.repeat(70 * 1024) });
      expect(tooLarge.status).toBe(413);
      expect(await errorOf(tooLarge)).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('GET /api/preflight/{id}', () => {
    it('returns the stored result; METADATA keeps no masked content or samples', async () => {
      const { h, org } = await setup(backend);
      const fresh = await (await checkText(h, org.policyKey, { text: TEXT })).json();
      const res = await h.call('GET', `/api/preflight/${fresh.preflight_id}`, { key: org.policyKey, serviceKey: true });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        ...fresh,
        masked_content: null,
        detected: fresh.detected.map((d: object) => ({ ...d, sample: null })),
      });
    });

    it('returns masked content and samples under FULL retention', async () => {
      const { h, org } = await setup(backend, { retention_mode: 'FULL' });
      const fresh = await (await checkText(h, org.policyKey, { text: TEXT })).json();
      const stored = await (await h.call('GET', `/api/preflight/${fresh.preflight_id}`, { key: h.adminKey })).json();
      expect(stored).toEqual(fresh);
    });

    it('is visible to the administrator, the organization and the policy that ran it; 404 otherwise', async () => {
      const { h, org } = await setup(backend);
      const other = await h.createOrg('Other');
      const { preflight_id } = await (await checkText(h, org.policyKey, { text: TEXT })).json();
      const path = `/api/preflight/${preflight_id}`;
      expect((await h.call('GET', path, { key: await h.managementKey(org.orgId) })).status).toBe(200);
      expect((await h.call('GET', path, { key: await h.managementKey(other.orgId) })).status).toBe(404);
      expect((await h.call('GET', path, { key: other.policyKey, serviceKey: true })).status).toBe(404);
      expect((await h.call('GET', path, { key: org.licenseKey })).status).toBe(403);
      expect((await h.call('GET', path)).status).toBe(401);
      expect((await h.call('GET', '/api/preflight/pf_missing', { key: h.adminKey })).status).toBe(404);
    });
  });

  describe('POST /api/preflight (files)', () => {
    const CSV = 'name,email\nJane,jane.doe@example.com\n';

    it('checks a CSV and serves the masked file in the same format', async () => {
      const { h, org } = await setup(backend, { retention_mode: 'FULL' });
      const res = await checkFile(h, org.policyKey, fileForm(CSV));
      expect(res.status).toBe(200);
      const body = await res.json();
      // The cell under `name` is a person's name, as it is in pasted text.
      expect(body).toMatchObject({ decision: 'ALLOWED_WITH_MASKING', detected: [{ type: 'PERSON_NAME', count: 1 }, { type: 'EMAIL', count: 1 }] });
      expect(body).not.toHaveProperty('masked_content');
      expect(body.masked_file_url).toBe(`http://preflight.test/api/preflight/${body.preflight_id}/masked-file`);
      const file = await h.call('GET', new URL(body.masked_file_url).pathname, { key: org.policyKey, serviceKey: true });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/csv|text/);
      const text = await file.text();
      expect(text).toContain('name,email');
      expect(text).not.toContain('jane.doe@example.com');
      expect(text).toContain('[PERSON_1],[EMAIL_1]');
    });

    it('under METADATA keeps the masked file in memory for 15 minutes only', async () => {
      const { h, org } = await setup(backend);
      const body = await (await checkFile(h, org.policyKey, fileForm(CSV))).json();
      const path = `/api/preflight/${body.preflight_id}/masked-file`;
      expect((await h.call('GET', path, { key: h.adminKey })).status).toBe(200);
      expect(await h.rows('SELECT COUNT(*) AS n FROM audit_events WHERE masked_file IS NOT NULL')).toEqual([{ n: 0 }]);
      h.clock.advance(16 * 60_000);
      expect((await h.call('GET', path, { key: h.adminKey })).status).toBe(404);
      const stored = await (await h.call('GET', `/api/preflight/${body.preflight_id}`, { key: h.adminKey })).json();
      expect(stored.masked_file_url).toBeNull();
    });

    it('gives no masked file for a blocked file', async () => {
      const { h, org } = await setup(backend, { retention_mode: 'FULL' });
      // AWS's documented example access key id: fake, published for documentation.
      const body = await (await checkFile(h, org.policyKey, fileForm('note\nfake key AKIAQ3FAKEKEY7EXMPL2\n'))).json();
      expect(body.decision).toBe('BLOCKED');
      expect(body.masked_file_url).toBeNull();
      const path = `/api/preflight/${body.preflight_id}/masked-file`;
      expect((await h.call('GET', path, { key: h.adminKey })).status).toBe(404);
    });

    it('answers 415 for an unsupported type, 422 without a file or destination, 400 for a broken multipart body', async () => {
      const { h, org } = await setup(backend);
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
      const unsupported = await checkFile(h, org.policyKey, fileForm(png, {}, 'image.png'));
      expect(unsupported.status).toBe(415);
      expect(await errorOf(unsupported)).toBe('UNSUPPORTED_FILE_TYPE');

      const noFile = new FormData();
      noFile.set('destination', 'AI_TOOL');
      expect((await checkFile(h, org.policyKey, noFile)).status).toBe(422);
      const noDestination = fileForm(CSV);
      noDestination.delete('destination');
      expect((await checkFile(h, org.policyKey, noDestination)).status).toBe(422);

      const broken = await h.call('POST', '/api/preflight', {
        key: org.policyKey,
        serviceKey: true,
        body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      });
      expect(broken.status).toBe(400);
      const tooLarge = await checkFile(h, org.policyKey, fileForm('a,b\n'.repeat(20_000)));
      expect(tooLarge.status).toBe(413);
    });
  });
});

describe('checks on a SQLite file', () => {
  it('answers 403 from the next check on once another process on the database revoked the license', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-checks-'));
    const file = join(dir, 'preflight.db');
    const h = createHarness({}, file);
    try {
      const org = await h.createOrg('Acme');
      expect((await checkText(h, org.policyKey, { text: TEXT })).status).toBe(200);
      const other = new Database(file);
      other.prepare("UPDATE licenses SET status = 'revoked' WHERE license_id = ?").run(org.licenseId);
      other.close();
      const revoked = await checkText(h, org.policyKey, { text: TEXT });
      expect(revoked.status).toBe(403);
      expect(await errorOf(revoked)).toBe('LICENSE_REVOKED');
    } finally {
      await h.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
