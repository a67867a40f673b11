import { describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, openHarness } from '../harness.js';
import { checkRecord, FAKE_CREDENTIAL, forwardingConfig } from './fixtures.js';

const base = (orgId: string) => `/api/orgs/${orgId}/forwarding-destinations`;

/** An organization with one destination whose credential is set. */
async function destinationWithCredential(backend: Parameters<typeof openHarness>[0]) {
  const h = await openHarness(backend, forwardingConfig());
  const org = await h.createOrg('Acme');
  const dest = await (
    await h.call('POST', base(org.orgId), {
      key: h.adminKey,
      json: { url: 'https://127.0.0.1:9/', auth_header_name: 'Authorization', auth_header_value: FAKE_CREDENTIAL },
    })
  ).json();
  return { h, org, dest };
}

describe.each(BACKENDS)('forwarding destinations on %s', (backend) => {
  describe('forwarding destination routes', () => {
    it('creates (enabled, 201), lists, gets, updates and deletes (204), never returning the credential', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const org = await h.createOrg('Acme');
      const key = await h.managementKey(org.orgId);
      const created = await h.call('POST', base(org.orgId), {
        key,
        json: { url: 'https://127.0.0.1:9/ingest', auth_header_name: 'Authorization', auth_header_value: FAKE_CREDENTIAL },
      });
      expect(created.status).toBe(201);
      const dest = await created.json();
      expect(dest).toEqual({
        destination_id: expect.any(String),
        org_id: org.orgId,
        url: 'https://127.0.0.1:9/ingest',
        auth_header_name: 'Authorization',
        auth_header_configured: true,
        preset: null,
        enabled: true,
        status: 'Idle',
        last_error: null,
        deliveries: { delivered: 0, queued: 0, dead_lettered: 0, last_success_at: null },
        created_at: '2026-03-15T10:00:00.000Z',
        updated_at: '2026-03-15T10:00:00.000Z',
      });
      const one = `${base(org.orgId)}/${dest.destination_id}`;
      expect((await (await h.call('GET', base(org.orgId), { key })).json()).items).toEqual([dest]);
      expect(await (await h.call('GET', one, { key })).json()).toEqual(dest);

      const disabled = await h.call('PATCH', one, { key, json: { enabled: false } });
      expect(disabled.status).toBe(200);
      expect(await disabled.json()).toMatchObject({ enabled: false, status: 'Disabled', auth_header_configured: true });
      const cleared = await (await h.call('PATCH', one, { key, json: { auth_header_value: '' } })).json();
      expect(cleared.auth_header_configured).toBe(false);

      expect((await h.call('DELETE', one, { key })).status).toBe(204);
      expect((await h.call('GET', one, { key })).status).toBe(404);
      expect((await h.call('DELETE', one, { key })).status).toBe(404);
    });

    it('answers 404 for another organization\'s destination and 401 without a key', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const owner = await h.createOrg('Owner');
      const other = await h.createOrg('Other');
      const otherKey = await h.managementKey(other.orgId);
      const dest = await (await h.call('POST', base(owner.orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1:9/' } })).json();
      const one = `${base(owner.orgId)}/${dest.destination_id}`;
      for (const [method, path] of [['GET', one], ['PATCH', one], ['DELETE', one], ['POST', `${one}/test`], ['GET', `${one}/dead-letters`], ['POST', `${one}/dead-letters/replay`], ['GET', base(owner.orgId)]] as const) {
        const res = await h.call(method, path, { key: otherKey, json: method === 'PATCH' ? { enabled: false } : undefined });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      // The destination id under the caller's own organization is just as unknown.
      expect((await h.call('GET', `${base(other.orgId)}/${dest.destination_id}`, { key: otherKey })).status).toBe(404);
      expect((await h.call('GET', one)).status).toBe(401);
    });

    it('refuses bad URLs and header names with 422 without echoing them', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const strict = await openHarness(backend, forwardingConfig({ allowPrivateDestinations: false }));
      const ports = await openHarness(backend, forwardingConfig({ allowedPorts: [443, 8088] }));
      const org = await h.createOrg('Acme');
      const strictOrg = await strict.createOrg('Strict');
      const portsOrg = await ports.createOrg('Ports');
      const cases: [Harness, string, Record<string, unknown>, string][] = [
        [h, org.orgId, { url: 'http://127.0.0.1/in' }, 'https_required'],
        [h, org.orgId, { url: 'not a url' }, 'invalid_url'],
        [h, org.orgId, { url: 'https://user:fake-pass@127.0.0.1/' }, 'credentials_in_url'],
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_name: 'Bad Header' }, 'invalid_header_name'],
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_name: 'Content-Type' }, 'reserved_header_name'],
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_value: FAKE_CREDENTIAL }, 'required'],
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_name: 'X-Key', auth_header_value: 'a\r\nX-Injected: 1' }, 'invalid_header_value'],
        [strict, strictOrg.orgId, { url: 'https://127.0.0.1/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://localhost:8443/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://169.254.169.254/latest/meta-data' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://10.1.2.3/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://[::ffff:192.168.0.1]/' }, 'address_refused'],
        // IPv4-compatible, 6to4 and Teredo forms of loopback and private addresses
        [strict, strictOrg.orgId, { url: 'https://[::7f00:1]/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://[::127.0.0.1]/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://[2002:7f00:1::]/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://[2002:a00:1::1]/' }, 'address_refused'],
        [strict, strictOrg.orgId, { url: 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/' }, 'address_refused'],
        // Characters Node refuses in a header value (it would throw when sending)
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_name: 'X-Key', auth_header_value: 'fake-EXAMPLE\u2028key' }, 'invalid_header_value'],
        [h, org.orgId, { url: 'https://127.0.0.1/', auth_header_name: 'X-Key', auth_header_value: 'fake-EXAMPLE-ключ' }, 'invalid_header_value'],
        [ports, portsOrg.orgId, { url: 'https://127.0.0.1:22/' }, 'port_not_allowed'],
        [ports, portsOrg.orgId, { url: 'https://127.0.0.1:6379/' }, 'port_not_allowed'],
      ];
      for (const [harness, orgId, body, code] of cases) {
        const res = await harness.call('POST', base(orgId), { key: harness.adminKey, json: body });
        const text = await res.text();
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(JSON.parse(text).error.details[0].code, JSON.stringify(body)).toBe(code);
        expect(text).not.toContain('fake-pass');
        expect(text).not.toContain('fake-EXAMPLE');
      }
      expect((await h.call('POST', base(org.orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1/', extra: 1 } })).status).toBe(422);
      for (const url of ['https://127.0.0.1/', 'https://127.0.0.1:443/', 'https://127.0.0.1:8088/services/collector']) {
        expect((await ports.call('POST', base(portsOrg.orgId), { key: ports.adminKey, json: { url } })).status, url).toBe(201);
      }
    });

    it('refuses on rotation a credential Node would refuse to send, keeping the stored one', async () => {
      const { h, org, dest } = await destinationWithCredential(backend);
      const one = `${base(org.orgId)}/${dest.destination_id}`;
      const res = await h.call('PATCH', one, { key: h.adminKey, json: { auth_header_value: 'Bearer fake-EXAMPLE\u2028' } });
      expect(res.status).toBe(422);
      expect((await res.json()).error.details[0].code).toBe('invalid_header_value');
      expect(await (await h.call('GET', one, { key: h.adminKey })).json()).toMatchObject({ auth_header_configured: true });
    });

    it('moves a destination to a new URL with PATCH, checked like a new one, and keeps everything else', async () => {
      const strict = await openHarness(backend, forwardingConfig({ allowPrivateDestinations: false }));
      const org = await strict.createOrg('Acme');
      // A public address literal needs no DNS, and the strict policy accepts it.
      const dest = await (
        await strict.call('POST', base(org.orgId), { key: strict.adminKey, json: { url: 'https://203.0.113.7/in', enabled: false } })
      ).json();
      const one = `${base(org.orgId)}/${dest.destination_id}`;
      const moved = await strict.call('PATCH', one, { key: strict.adminKey, json: { url: 'https://203.0.113.8:8088/services/collector' } });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ destination_id: dest.destination_id, url: 'https://203.0.113.8:8088/services/collector', enabled: false });
      for (const [url, code] of [['http://203.0.113.8/', 'https_required'], ['nope', 'invalid_url'], ['https://10.1.2.3/', 'address_refused'], ['https://[::ffff:127.0.0.1]/', 'address_refused']]) {
        const res = await strict.call('PATCH', one, { key: strict.adminKey, json: { url } });
        expect(res.status, url).toBe(422);
        expect((await res.json()).error.details[0].code, url).toBe(code);
      }
      expect((await (await strict.call('GET', one, { key: strict.adminKey })).json()).url).toBe('https://203.0.113.8:8088/services/collector');
      expect((await strict.call('PATCH', one, { key: strict.adminKey, json: { url: '' } })).status).toBe(422);
    });

    it('remembers the preset a destination was set up with, and PATCH changes or forgets it', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const org = await h.createOrg('Acme');
      const created = await h.call('POST', base(org.orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1:9/', preset: 'splunk-hec' } });
      const dest = await created.json();
      expect(dest.preset).toBe('splunk-hec');
      const one = `${base(org.orgId)}/${dest.destination_id}`;
      expect((await (await h.call('GET', one, { key: h.adminKey })).json()).preset).toBe('splunk-hec');
      // A credential rotation alone keeps it.
      await h.call('PATCH', one, { key: h.adminKey, json: { auth_header_name: 'Authorization', auth_header_value: 'Splunk fake-EXAMPLE-2' } });
      expect((await (await h.call('GET', one, { key: h.adminKey })).json()).preset).toBe('splunk-hec');
      expect((await (await h.call('PATCH', one, { key: h.adminKey, json: { preset: 'elastic' } })).json()).preset).toBe('elastic');
      expect((await (await h.call('PATCH', one, { key: h.adminKey, json: { preset: null } })).json()).preset).toBeNull();
      const unknown = await h.call('POST', base(org.orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1:9/', preset: 'splunk' } });
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).error.details[0].path).toBe('preset');
    });

    it('counts deliveries: delivered, waiting and dead-lettered events and the last success', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const org = await h.createOrg('Acme');
      const dest = await (await h.call('POST', base(org.orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1:9/' } })).json();
      for (const n of [1, 2, 3, 4]) await h.store.audit.recordCheck(checkRecord(org.orgId, n));
      const jobs = await h.store.forwarding.claimDue(Date.now() + 60_000, Date.now() + 120_000, 10);
      expect(jobs).toHaveLength(4);
      const id = dest.destination_id as string;
      await h.store.forwarding.settle(
        [
          { jobId: jobs[0].jobId, destinationId: id, outcome: 'delivered' },
          { jobId: jobs[1].jobId, destinationId: id, outcome: 'delivered' },
          { jobId: jobs[2].jobId, destinationId: id, outcome: 'dead', error: 'HTTP 500' },
          { jobId: jobs[3].jobId, destinationId: id, outcome: 'retry', dueAt: Date.now() + 60_000, error: 'HTTP 503' },
        ],
        '2026-03-15T10:05:00.000Z',
      );
      const got = await (await h.call('GET', `${base(org.orgId)}/${id}`, { key: h.adminKey })).json();
      expect(got.deliveries).toEqual({ delivered: 2, queued: 1, dead_lettered: 1, last_success_at: '2026-03-15T10:05:00.000Z' });
      const listed = await (await h.call('GET', base(org.orgId), { key: h.adminKey })).json();
      expect(listed.items[0].deliveries).toEqual(got.deliveries);
    });

    it('stores the credential sealed: never in clear text in the database, rotation changes the sealed value', async () => {
      const { h, org, dest } = await destinationWithCredential(backend);
      const sealed = async () => (await h.rows('SELECT auth_header_sealed AS s FROM forwarding_destinations'))[0].s;
      const first = await sealed();
      expect(first).toMatch(/^v1\./);
      const dump = JSON.stringify(await h.rows('SELECT * FROM forwarding_destinations'));
      expect(dump).not.toContain('fake-EXAMPLE');
      await h.call('PATCH', `${base(org.orgId)}/${dest.destination_id}`, { key: h.adminKey, json: { auth_header_value: 'Bearer fake-rotated-EXAMPLE' } });
      expect(await sealed()).not.toBe(first);
      expect(JSON.stringify(h.logs)).not.toContain('fake-');
    });

    it('queues one job per enabled destination in the audit transaction, and deletion clears them', async () => {
      const h = await openHarness(backend, forwardingConfig());
      const org = await h.createOrg('Acme');
      const other = await h.createOrg('Other');
      const create = async (orgId: string) =>
        (await (await h.call('POST', base(orgId), { key: h.adminKey, json: { url: 'https://127.0.0.1:9/' } })).json()).destination_id as string;
      const a = await create(org.orgId);
      const b = await create(org.orgId);
      const c = await create(other.orgId);
      await h.call('PATCH', `${base(org.orgId)}/${b}`, { key: h.adminKey, json: { enabled: false } });

      await h.store.audit.recordCheck(checkRecord(org.orgId, 1));
      await h.store.audit.recordCheck(checkRecord(org.orgId, 2));
      expect(await h.store.forwarding.countJobs(a)).toEqual({ queued: 2, failed: 0 });
      expect(await h.store.forwarding.countJobs(b)).toEqual({ queued: 0, failed: 0 });
      expect(await h.store.forwarding.countJobs(c)).toEqual({ queued: 0, failed: 0 });

      // A failing audit write leaves no job behind (same transaction).
      await expect(h.store.audit.recordCheck(checkRecord(org.orgId, 1))).rejects.toThrow();
      expect(await h.store.forwarding.countJobs(a)).toEqual({ queued: 2, failed: 0 });

      const payloads = (await h.rows('SELECT payload FROM forwarding_jobs')) as { payload: string }[];
      for (const { payload } of payloads) {
        expect(payload).not.toContain('jane.fake');
        expect(payload).not.toContain('j***');
      }
      expect((await h.call('DELETE', `${base(org.orgId)}/${a}`, { key: h.adminKey })).status).toBe(204);
      expect(await h.store.forwarding.countJobs()).toEqual({ queued: 0, failed: 0 });
    });
  });
});
