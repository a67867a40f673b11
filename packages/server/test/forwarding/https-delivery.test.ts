import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { createHttpsTransport } from '../../src/forwarding/https-transport.js';
import type { Resolver } from '../../src/forwarding/resolver.js';
import { createForwardingWorker } from '../../src/forwarding/worker.js';
import { createHarness } from '../harness.js';
import { checkRecord, FAKE_CREDENTIAL, forwardingConfig } from './fixtures.js';
import { type Behaviour, type Receiver, startReceiver } from './receiver.js';
import { makeTestCertificate, type TestCertificate } from './tls-fixture.js';

let certificate: TestCertificate;
const receivers: Receiver[] = [];
beforeAll(() => {
  certificate = makeTestCertificate();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(behaviour?: Behaviour): Promise<Receiver> {
  const r = await startReceiver(certificate, behaviour);
  receivers.push(r);
  return r;
}

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The app with a real HTTPS transport that trusts the test certificate, and a destination for `url`. */
async function appWithDestination(url: string, overrides: Parameters<typeof forwardingConfig>[0] = {}) {
  const h = createHarness(forwardingConfig({ caFile: certificate.certFile, ...overrides }));
  const org = await h.createOrg('Acme');
  const res = await h.call('POST', `/api/orgs/${org.orgId}/forwarding-destinations`, {
    key: h.adminKey,
    json: { url, auth_header_name: 'Authorization', auth_header_value: FAKE_CREDENTIAL },
  });
  const destination = (await res.json()) as { destination_id: string };
  const path = `/api/orgs/${org.orgId}/forwarding-destinations/${destination.destination_id}`;
  return { h, org, path, destinationId: destination.destination_id };
}

describe('delivery over real HTTPS', () => {
  it('posts JSON with exactly the configured header added, and the probe reports 202 as ok', async () => {
    const r = await receiver(() => ({ status: 202 }));
    const { h, path } = await appWithDestination(r.url);
    const probe = await h.call('POST', `${path}/test`, { key: h.adminKey });
    expect(await probe.json()).toEqual({ ok: true, status_code: 202, error: null });
    const [request] = r.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/ingest');
    expect(Object.keys(request?.headers ?? {}).sort()).toEqual(['authorization', 'connection', 'content-length', 'content-type', 'host']);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe(FAKE_CREDENTIAL);
    const event = JSON.parse(request?.body ?? '{}');
    expect(event.event.dataset).toBe('service.audit_stream.test');
    expect((await (await h.call('GET', path, { key: h.adminKey })).json()).status).toBe('Active');
  });

  it.each([
    [401, /refused the credential \(HTTP 401\)/],
    [403, /refused the credential \(HTTP 403\)/],
    [404, /check the URL path/],
    [500, /failed with HTTP 500/],
    [301, /redirect/],
  ])('explains a %i answer in a sentence a person can act on', async (status, message) => {
    const r = await receiver(() => ({ status }));
    const { h, path } = await appWithDestination(r.url);
    const result = await (await h.call('POST', `${path}/test`, { key: h.adminKey })).json();
    expect(result).toEqual({ ok: false, status_code: status, error: expect.stringMatching(message) });
    expect(result.error).not.toContain('fake-EXAMPLE');
    const record = await (await h.call('GET', path, { key: h.adminKey })).json();
    expect(record).toMatchObject({ status: 'Failing', last_error: result.error });
  });

  it('gives one answer for a receiver that hangs, resets the connection or has an untrusted certificate, and logs which', async () => {
    const generic = /No HTTPS answer came from the receiver within 0\.3 seconds/;
    const probe = async (receiverUrl: string, overrides: Parameters<typeof forwardingConfig>[0]) => {
      const app = await appWithDestination(receiverUrl, { timeoutMs: 300, ...overrides });
      const result = await (await app.h.call('POST', `${app.path}/test`, { key: app.h.adminKey })).json();
      expect(result).toEqual({ ok: false, status_code: 0, error: expect.stringMatching(generic) });
      return app.h.logs.find((line) => line.msg === 'forwarding test delivery failed')?.failure;
    };
    expect(await probe((await receiver(() => 'hang')).url, {})).toBe('timeout');
    expect(await probe((await receiver(() => 'reset')).url, {})).toBe('connection');
    const ok = await receiver();
    expect(await probe(ok.url, { caFile: undefined })).toBe('tls');
    expect(ok.requests).toHaveLength(0);
  });

  it('answers a failure, never a throw, for a header Node refuses, and refuses ports not allowed', async () => {
    const r = await receiver();
    const anyPort = createHttpsTransport({ allowPrivateDestinations: true, allowedPorts: 'any', extraCa: certificate.cert });
    const port443 = createHttpsTransport({ allowPrivateDestinations: true, extraCa: certificate.cert });
    const request = { pool: 'fwd_1', body: '{}', timeoutMs: 2_000 };
    const badHeader = { name: 'Authorization', value: 'Bearer fake-EXAMPLE\u2028' };
    expect(await anyPort.deliver({ ...request, url: r.url, header: badHeader })).toEqual({ ok: false, statusCode: null, failure: 'request_refused' });
    // The receiver listens on a random port, which the default list (443 only) does not hold.
    expect(await port443.deliver({ ...request, url: r.url, header: null })).toEqual({ ok: false, statusCode: null, failure: 'address_refused' });
    expect(r.requests).toHaveLength(0);
    expect(await anyPort.deliver({ ...request, url: r.url, header: null })).toEqual({ ok: true, statusCode: 202 });
    for (const t of [anyPort, port443]) t.close();
  });

  it('re-checks the address at connection time, so a DNS answer that turns private is refused', async () => {
    const r = await receiver();
    const port = new URL(r.url).port;
    const rebinding: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const strict = createHttpsTransport({ allowPrivateDestinations: false, allowedPorts: 'any', extraCa: certificate.cert, resolve: rebinding });
    const request = { pool: 'fwd_1', header: null, body: '{}', timeoutMs: 2_000 };
    expect(await strict.deliver({ ...request, url: `https://receiver.test:${port}/ingest` })).toEqual({ ok: false, statusCode: null, failure: 'address_refused' });
    expect(await strict.deliver({ ...request, url: r.url })).toEqual({ ok: false, statusCode: null, failure: 'address_refused' });
    const failing: Resolver = async () => {
      throw Object.assign(new Error('lookup failed'), { code: 'ENOTFOUND' });
    };
    const noDns = createHttpsTransport({ allowPrivateDestinations: false, resolve: failing });
    expect(await noDns.deliver({ ...request, url: 'https://missing.test/' })).toMatchObject({ failure: 'dns' });
    expect(r.requests).toHaveLength(0);

    const permissive = createHttpsTransport({ allowPrivateDestinations: true, allowedPorts: 'any', extraCa: certificate.cert });
    expect(await permissive.deliver({ ...request, url: `https://localhost:${port}/ingest` })).toEqual({ ok: true, statusCode: 202 });
    for (const t of [strict, noDns, permissive]) t.close();
  });

  it('retries a delivery that hung past the time-out or was reset, with the same event id, until a 2xx', async () => {
    const flaky = await receiver((n) => (n === 0 ? 'hang' : n === 1 ? 'reset' : { status: 202 }));
    const { h, org, destinationId } = await appWithDestination(flaky.url, { backoffMs: [20], timeoutMs: 300, intervalMs: 10 });
    const transport = createHttpsTransport({ allowPrivateDestinations: true, allowedPorts: 'any', extraCa: certificate.cert });
    const worker = createForwardingWorker({
      store: h.store.forwarding, transport, clock: systemClock, masterKeys: h.deps.masterKeys,
      logger: pino({ level: 'silent' }), config: h.deps.config.forwarding, baseUrl: 'https://preflight.example.com',
    });
    await h.store.audit.recordCheck(checkRecord(org.orgId, 1, new Date().toISOString()));
    worker.start();
    try {
      await waitFor(async () => (await h.store.forwarding.countJobs(destinationId)).queued === 0);
    } finally {
      await worker.stop();
      transport.close();
    }
    expect(flaky.requests).toHaveLength(3);
    expect(flaky.eventIds()).toEqual(new Set([`pf_${org.orgId}_1`]));
    expect(new Set(flaky.requests.map((r) => r.body)).size).toBe(1);
    expect(JSON.parse(flaky.requests[0]?.body ?? '{}').service.base_url).toBe('https://preflight.example.com');
  });

  it('retries on the configured schedule, dead-letters the third failure, and delivers through a flapping receiver', async () => {
    const failing = await receiver(() => ({ status: 500 }));
    const { h, org, path, destinationId } = await appWithDestination(failing.url, { backoffMs: [50, 100, 200], intervalMs: 10 });
    const { orgId } = org;
    const config = h.deps.config.forwarding;
    const transport = createHttpsTransport({ allowPrivateDestinations: true, allowedPorts: 'any', extraCa: certificate.cert });
    const worker = createForwardingWorker({
      store: h.store.forwarding, transport, clock: systemClock, masterKeys: h.deps.masterKeys,
      logger: pino({ level: 'silent' }), config, baseUrl: undefined,
    });
    await h.store.audit.recordCheck(checkRecord(orgId, 1, new Date().toISOString()));
    worker.start();
    try {
      await waitFor(async () => (await h.store.forwarding.countJobs(destinationId)).failed === 1);
      expect(failing.requests).toHaveLength(3);
      const [first, second, third] = failing.requests.map((r) => r.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(50);
      expect(third - second).toBeGreaterThanOrEqual(100);
      expect(failing.eventIds()).toEqual(new Set([`pf_${orgId}_1`]));
      const dead = await (await h.call('GET', `${path}/dead-letters`, { key: h.adminKey })).json();
      expect(dead).toMatchObject({ total: 1, items: [{ event_id: `pf_${orgId}_1`, attempts: 3 }] });
      expect((await (await h.call('GET', path, { key: h.adminKey })).json()).last_error).toMatch(/HTTP 500/);

      // The receiver now flaps: it fails each event's first try and takes the second.
      const tries = new Map<string, number>();
      failing.behave((_, body) => {
        const id = JSON.parse(body).event.id as string;
        tries.set(id, (tries.get(id) ?? 0) + 1);
        return tries.get(id) === 1 ? { status: 503 } : { status: 202 };
      });
      for (let n = 2; n <= 20; n++) await h.store.audit.recordCheck(checkRecord(orgId, n, new Date().toISOString()));
      expect(await (await h.call('POST', `${path}/dead-letters/replay`, { key: h.adminKey })).json()).toEqual({ replayed: 1 });
      await waitFor(async () => {
        const counts = await h.store.forwarding.countJobs(destinationId);
        return counts.queued === 0 && counts.failed === 0;
      });
      expect(tries.size).toBe(20);
      expect([...tries.values()].every((n) => n === 2)).toBe(true);
    } finally {
      await worker.stop();
      transport.close();
    }
  });
});
