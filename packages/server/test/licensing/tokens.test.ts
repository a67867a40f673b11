import { verify } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { BACKENDS, openHarness, type Harness, type TestOrg } from '../harness.js';

const ISSUER = 'http://preflight.test';

async function validate(h: Harness, org: TestOrg) {
  const res = await h.call('GET', '/v1/license/validate', { key: org.licenseKey });
  expect(res.status).toBe(200);
  return res.json();
}

async function jwks(h: Harness) {
  return (await h.call('GET', '/.well-known/jwks.json')).json();
}

/** Verification with Node's own crypto and the published PEM, independent of jose. */
function verifiedWithPem(token: string, pem: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const ok = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), pem, Buffer.from(signature, 'base64url'));
  return ok ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) : null;
}

function tamper(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...claims };
  return [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
}

describe.each(BACKENDS)('license validation on %s', (backend) => {
  it('returns the license validation result with the default policy group to run locally', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const body = await validate(h, org);
    expect(body).toMatchObject({
      valid: true,
      expires: '2026-04-14T10:00:00.000Z',
      org_id: org.orgId,
      license_id: org.licenseId,
      license_type: 'trial',
      policy_groups: [org.policyId],
      default_policy_group: org.policyId,
    });
    const policy = await (await h.call('GET', `/api/orgs/${org.orgId}/policies/${org.policyId}`, { key: h.adminKey })).json();
    expect(body.policy_version).toBe(policy.policy_version);
    expect(body.policy_config.rules.map((r: { id: string }) => r.id)).toEqual(policy.rules.map((r: { id: string }) => r.id));
    expect(body.jwt_token.split('.')).toHaveLength(3);
  });

  it('signs an RS256 token that Node crypto (PEM) and jose (JWKS) both verify, with the agreed claims', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const { jwt_token: token, policy_version } = await validate(h, org);

    const pemRes = await h.call('GET', '/v1/license/public-key');
    expect(pemRes.headers.get('content-type')).toBe('application/x-pem-file');
    const pem = await pemRes.text();
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const claims = verifiedWithPem(token, pem);
    const iat = Date.parse('2026-03-15T10:00:00.000Z') / 1000;
    expect(claims).toEqual({
      iss: ISSUER,
      sub: org.orgId,
      license_id: org.licenseId,
      license_type: 'trial',
      policy_version,
      iat,
      exp: iat + 86_400,
    });

    const keySet = await jwks(h);
    expect(keySet.keys).toHaveLength(1);
    expect(keySet.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: pemRes.headers.get('x-key-id') });
    expect(keySet.keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(keySet), {
      issuer: ISSUER,
      algorithms: ['RS256'],
      currentDate: h.clock.now(),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: keySet.keys[0].kid });
    expect(payload.sub).toBe(org.orgId);
  });

  it('rejects tampered and expired tokens', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const other = await h.createOrg('Other');
    const { jwt_token: token } = await validate(h, org);
    const pem = await (await h.call('GET', '/v1/license/public-key')).text();
    const keySet = createLocalJWKSet(await jwks(h));

    const forged = tamper(token, { sub: other.orgId, license_type: 'enterprise' });
    expect(verifiedWithPem(forged, pem)).toBeNull();
    await expect(jwtVerify(forged, keySet, { currentDate: h.clock.now() })).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${token.split('.')[1]}.`;
    await expect(jwtVerify(unsigned, keySet, { currentDate: h.clock.now() })).rejects.toThrow();

    const afterExpiry = new Date(h.clock.now().getTime() + 86_400_000 + 1000);
    await expect(jwtVerify(token, keySet, { currentDate: afterExpiry })).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it('never lets a token outlive its license', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const soon = '2026-03-15T12:30:00.000Z';
    const patched = await h.call('PATCH', `/api/licenses/${org.licenseId}`, { key: h.adminKey, json: { expires_at: soon } });
    expect(patched.status).toBe(200);
    const body = await validate(h, org);
    expect(body.jwt_expires_at).toBe(soon);
    const { payload } = await jwtVerify(body.jwt_token, createLocalJWKSet(await jwks(h)), { currentDate: h.clock.now() });
    expect(payload.exp).toBe(Date.parse(soon) / 1000);
  });

  it('answers 401 and 403 with valid: false for missing, unknown, wrong-kind, revoked and expired keys', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const expectRefusal = async (key: string | undefined, status: number, code: string) => {
      const res = await h.call('GET', '/v1/license/validate', { key });
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error.code).toBe(code);
      if (status === 403 || key === undefined) expect(body.error.details.valid).toBe(false);
    };
    await expectRefusal(undefined, 401, 'UNAUTHENTICATED');
    await expectRefusal(`pfl_${'0'.repeat(40)}`, 401, 'UNAUTHENTICATED');
    await expectRefusal(org.policyKey, 403, 'FORBIDDEN');
    await expectRefusal(h.adminKey, 403, 'FORBIDDEN');

    h.clock.set('2026-04-14T10:00:00.000Z');
    await expectRefusal(org.licenseKey, 403, 'LICENSE_EXPIRED');
    h.clock.set('2026-03-20T10:00:00.000Z');
    expect((await h.call('POST', `/api/licenses/${org.licenseId}/revoke`, { key: h.adminKey })).status).toBe(204);
    await expectRefusal(org.licenseKey, 403, 'LICENSE_REVOKED');
  });
});

describe.each(BACKENDS)('token signing keys on %s', (backend) => {
  it('keep the previous public key in the JWKS after rotation until its tokens expire', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    const oldToken = (await validate(h, org)).jwt_token;
    const oldKid = (await jwks(h)).keys[0].kid;

    expect((await h.call('POST', '/api/signing-keys/rotate', { key: org.licenseKey })).status).toBe(403);
    const rotated = await h.call('POST', '/api/signing-keys/rotate', { key: h.adminKey });
    expect(rotated.status).toBe(201);
    const { kid: newKid } = await rotated.json();
    expect(newKid).not.toBe(oldKid);

    const newToken = (await validate(h, org)).jwt_token;
    const both = await jwks(h);
    expect(both.keys.map((k: { kid: string }) => k.kid)).toEqual([newKid, oldKid]);
    for (const token of [oldToken, newToken]) {
      await expect(jwtVerify(token, createLocalJWKSet(both), { currentDate: h.clock.now() })).resolves.toBeDefined();
    }
    expect((await h.call('GET', '/v1/license/public-key')).headers.get('x-key-id')).toBe(newKid);
    const oldPem = await (await h.call('GET', `/v1/license/public-key?kid=${oldKid}`)).text();
    expect(verifiedWithPem(oldToken, oldPem)).not.toBeNull();

    h.clock.advance(86_400_000 + 1000);
    const later = await jwks(h);
    expect(later.keys.map((k: { kid: string }) => k.kid)).toEqual([newKid]);
    expect((await h.call('GET', `/v1/license/public-key?kid=${oldKid}`)).status).toBe(404);
  });

  it('are stored once, with the private key sealed under the master key', async () => {
    const h = await openHarness(backend);
    const org = await h.createOrg('Acme');
    await Promise.all([validate(h, org), validate(h, org), jwks(h)]);
    const rows = (await h.rows('SELECT * FROM token_signing_keys')) as { private_sealed: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.private_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain('PRIVATE KEY');
  });
});
