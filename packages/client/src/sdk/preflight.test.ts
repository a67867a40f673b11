import { defaultPolicy, policyVersion } from '@preflight/core';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { Preflight } from './preflight.js';

const BASE = 'http://preflight.test';
const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-15T10:00:00Z');
const SECRET_TEXT = 'Mail fake.person@example.com about it';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let serverKeys: KeyPair;
let otherKeys: KeyPair;
beforeAll(async () => {
  serverKeys = await generateKeyPair('RS256', { extractable: true });
  otherKeys = await generateKeyPair('RS256');
});

interface FakeServer {
  fetch: (request: Request) => Promise<Response>;
  down: boolean;
  uploads: unknown[];
}

/** A stand-in for the licensing routes, signing with `signWith` and describing `policy`. */
function fakeServer(options: { signWith?: KeyPair; policy?: unknown; signedVersion?: string } = {}): FakeServer {
  const policy = options.policy ?? defaultPolicy();
  const version = policyVersion(defaultPolicy());
  const state: FakeServer = {
    down: false,
    uploads: [],
    fetch: async (request) => {
      if (state.down) throw new TypeError('fetch failed');
      const path = new URL(request.url).pathname;
      if (path === '/.well-known/jwks.json') {
        return Response.json({ keys: [{ ...(await exportJWK(serverKeys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
      }
      if (path === '/v1/license/validate') {
        const jwt_token = await new SignJWT({ license_id: 'lic_1', policy_version: options.signedVersion ?? version })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer(BASE)
          .setSubject('org_1')
          .setIssuedAt(T0 / 1000)
          .setExpirationTime((T0 + HOUR) / 1000)
          .sign((options.signWith ?? serverKeys).privateKey);
        return Response.json({
          valid: true,
          org_id: 'org_1',
          policy_version: version,
          policy_config: policy,
          default_policy_group: 'pol_1',
          policy_groups: ['pol_1'],
          jwt_token,
        });
      }
      if (path === '/v1/audit/events') {
        state.uploads.push(await request.json());
        return Response.json({ accepted: [], duplicates: [], rejected: [] });
      }
      return new Response(null, { status: 404 });
    },
  };
  return state;
}

const connect = (server: FakeServer, now: () => number) =>
  Preflight.connect({ baseUrl: BASE, licenseKey: 'pfl_fake', fetch: server.fetch, now, retry: { retries: 0 } });

describe('Preflight (SDK mode)', () => {
  it('checks offline until the token expires, then refuses', async () => {
    const server = fakeServer();
    let now = T0;
    const sdk = await connect(server, () => now);
    server.down = true;
    now = T0 + HOUR / 2;
    await expect(sdk.refresh()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(sdk.check(SECRET_TEXT, { destination: 'AI_TOOL' }).decision).toBe('ALLOWED_WITH_MASKING');
    now = T0 + HOUR;
    expect(() => sdk.check(SECRET_TEXT, { destination: 'AI_TOOL' })).toThrow(expect.objectContaining({ code: 'TOKEN_EXPIRED' }));
    server.down = false;
    await sdk.close();
  });

  it('reports decisions as metadata only, marked SDK', async () => {
    const server = fakeServer();
    const sdk = await connect(server, () => T0);
    sdk.check(SECRET_TEXT, { destination: 'VENDOR' });
    await sdk.close();
    expect(server.uploads).toHaveLength(1);
    const [event] = (server.uploads[0] as { events: Record<string, unknown>[] }).events;
    expect(event).toMatchObject({
      source_type: 'SDK',
      decision: 'ALLOWED_WITH_MASKING',
      destination: 'VENDOR',
      policy_id: 'pol_1',
      input_type: 'text',
      input_size_bytes: new TextEncoder().encode(SECRET_TEXT).byteLength,
      finding_counts_by_type: { EMAIL: 1 },
    });
    expect(JSON.stringify(server.uploads)).not.toContain('fake.person@example.com');
  });

  it('reports a decision made elsewhere by its metadata, with the channel and actor', async () => {
    const server = fakeServer();
    const sdk = await Preflight.connect({
      baseUrl: BASE,
      licenseKey: 'pfl_fake',
      fetch: server.fetch,
      now: () => T0,
      retry: { retries: 0 },
      sourceType: 'BROWSER_EXTENSION',
      actorId: 'user-7',
    });
    expect(sdk.policy.rules.length).toBeGreaterThan(0);
    sdk.report(
      { decision: 'BLOCKED', summary: 'Blocked: 1 AWS access key headed to an AI tool.', policy_version: sdk.policyVersion, detected: [{ type: 'AWS_ACCESS_KEY', count: 1 }] },
      { destination: 'AI_TOOL', inputType: 'file', inputSizeBytes: 120 },
    );
    await sdk.close();
    const [event] = (server.uploads[0] as { events: Record<string, unknown>[] }).events;
    expect(event).toMatchObject({
      source_type: 'BROWSER_EXTENSION',
      actor_id: 'user-7',
      decision: 'BLOCKED',
      input_type: 'file',
      input_size_bytes: 120,
      finding_counts_by_type: { AWS_ACCESS_KEY: 1 },
    });
  });

  it('refuses a token signed by a key the server does not publish', async () => {
    await expect(connect(fakeServer({ signWith: otherKeys }), () => T0)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a policy configuration that does not hash to the signed version', async () => {
    const loosened = { ...defaultPolicy(), rules: [] };
    await expect(connect(fakeServer({ policy: loosened }), () => T0)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses an expired token at connect', async () => {
    await expect(connect(fakeServer(), () => T0 + 2 * HOUR)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
