import { describe, expect, it } from 'vitest';
import { PreflightApiError, PreflightTimeoutError } from '../errors.js';
import { createTransport, type TransportOptions } from './transport.js';

const errorBody = (code: string, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: code.toLowerCase(), details: null } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Answers from a script in order and records what was asked and how long the transport slept. */
function scripted(answers: Array<() => Response | Promise<Response>>, options: Partial<TransportOptions> = {}) {
  const requests: Request[] = [];
  const sleeps: number[] = [];
  const transport = createTransport({
    credentials: { apiKey: 'pfm_fake', policyKey: 'pfp_fake', licenseKey: 'pfl_fake' },
    fetch: async (request) => {
      requests.push(request);
      const next = answers.shift();
      if (!next) throw new Error('no scripted answer left');
      return next();
    },
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 1,
    now: () => Date.parse('2026-03-15T10:00:00Z'),
    ...options,
  });
  return { transport, requests, sleeps };
}

describe('createTransport', () => {
  it('sends the credential each route family takes', async () => {
    const { transport, requests } = scripted([() => new Response('{}'), () => new Response('{}'), () => new Response('{}'), () => new Response('{}')]);
    await transport(new Request('http://x.test/api/preflight/text', { method: 'POST', body: '{}' }));
    await transport(new Request('http://x.test/api/orgs'));
    await transport(new Request('http://x.test/v1/license/validate'));
    await transport(new Request('http://x.test/.well-known/jwks.json'));
    expect(requests[0].headers.get('X-Service-API-Key')).toBe('pfp_fake');
    expect(requests[0].headers.get('Authorization')).toBeNull();
    expect(requests[1].headers.get('Authorization')).toBe('Bearer pfm_fake');
    expect(requests[2].headers.get('Authorization')).toBe('Bearer pfl_fake');
    expect(requests[3].headers.get('Authorization')).toBeNull();
  });

  it('honours Retry-After on 429 and backs off exponentially on 5xx, resending the body each time', async () => {
    const { transport, requests, sleeps } = scripted([
      () => errorBody('RATE_LIMITED', 429, { 'Retry-After': '7' }),
      () => errorBody('INTERNAL', 503),
      () => errorBody('INTERNAL', 503),
      () => new Response('{"ok":true}'),
    ]);
    const response = await transport(new Request('http://x.test/api/orgs', { method: 'PUT', body: '{"name":"a"}' }));
    expect(await response.json()).toEqual({ ok: true });
    expect(sleeps).toEqual([7000, 500, 1000]);
    expect(await Promise.all(requests.map((r) => r.text()))).toEqual(Array(4).fill('{"name":"a"}'));
  });

  it('does not repeat a check after a 500, since the server may have audited it', async () => {
    const { transport, requests } = scripted([() => errorBody('INTERNAL', 500)]);
    const error = await transport(new Request('http://x.test/api/preflight/text', { method: 'POST', body: '{}' })).catch((e) => e);
    expect(error).toBeInstanceOf(PreflightApiError);
    expect(error).toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(requests).toHaveLength(1);
  });

  it('gives up after its retries with the last answer as a typed error carrying Retry-After', async () => {
    const { transport, requests } = scripted(
      Array(3).fill(() => errorBody('QUOTA_EXCEEDED', 429, { 'Retry-After': '120', 'X-Request-Id': 'req-1' })),
      { retry: { retries: 2 } },
    );
    const error = await transport(new Request('http://x.test/api/orgs')).catch((e) => e);
    expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 429, retryAfterSeconds: 120, requestId: 'req-1' });
    expect(requests).toHaveLength(3);
  });

  it('keeps the status when the error body is not the service format', async () => {
    const { transport } = scripted([() => new Response('<html>bad gateway</html>', { status: 502 })], { retry: { retries: 0 } });
    await expect(transport(new Request('http://x.test/api/orgs'))).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('bounds each attempt by the timeout', async () => {
    const hanging: Request[] = [];
    const { transport } = scripted([], {
      timeoutMs: 20,
      retry: { retries: 1 },
      // A server that never answers; like a real fetch, it keeps the request until it is aborted.
      fetch: (request) => {
        hanging.push(request);
        return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      },
    });
    await expect(transport(new Request('http://x.test/api/orgs'))).rejects.toBeInstanceOf(PreflightTimeoutError);
    expect(hanging).toHaveLength(2);
  });
});
