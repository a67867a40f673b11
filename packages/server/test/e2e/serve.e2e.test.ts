import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

interface Started {
  child: ChildProcess;
  url: string;
  adminKey: string | null;
  output: () => string;
}

/** The key a first start wrote (stdout is a pipe here, not a terminal), or null. */
function writtenAdminKey(dataDir: string, out: string): string | null {
  if (!/Administrator key written to/.test(out)) return null;
  return readFileSync(join(dataDir, 'admin-key.txt'), 'utf8').trim();
}

/** Starts `preflight serve` on a free port and waits for its banner. */
function serve(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
    env: { ...process.env, PREFLIGHT_ADMIN_KEY: '', PREFLIGHT_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    const poll = setInterval(() => {
      const reference = /API reference: (\S+)/.exec(out);
      const url = /listening on (http:\/\/\S+)/.exec(out);
      if (!reference || !url) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ child, url: url[1], adminKey: writtenAdminKey(dataDir, out), output: () => out });
    }, 50);
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function api(base: string, method: string, path: string, key?: string, json?: unknown, serviceKey = false) {
  const headers: Record<string, string> = {};
  if (key) headers[serviceKey ? 'X-Service-API-Key' : 'Authorization'] = serviceKey ? key : `Bearer ${key}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()) as any };
}

const dataDir = mkdtempSync(join(tmpdir(), 'preflight-e2e-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('preflight serve (real process)', () => {
  it('starts on an empty data dir, serves the quick start, and keeps everything across a restart', async () => {
    expect(existsSync(CLI), 'build the server first (pnpm build)').toBe(true);
    const first = await serve(dataDir);
    let orgId: string;
    let policyKey: string;
    let preflightId: string;
    const adminKey = first.adminKey as string;
    try {
      expect(adminKey).toMatch(/^pfa_[0-9A-Za-z]{40}$/);
      // Not a terminal: the key goes to a file only this user reads, never into the output.
      expect(first.output()).not.toContain(adminKey);
      const mode = (file: string) => statSync(join(dataDir, file)).mode & 0o777;
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const file of ['preflight.db', 'preflight.db-wal', 'master.key', 'admin-key.txt']) expect(mode(file), file).toBe(0o600);
      expect(first.output()).toContain(`API reference: ${first.url}/docs`);
      expect((await api(first.url, 'GET', '/healthz')).body).toEqual({ status: 'ok' });

      const org = await api(first.url, 'POST', '/api/orgs', adminKey, { name: 'E2E Corp' });
      expect(org.status).toBe(201);
      orgId = org.body.org_id;
      policyKey = org.body.default_policy.api_key;
      const check = await api(first.url, 'POST', '/api/preflight/text', policyKey, {
        text: 'Reach me at e2e.person@example.com',
        destination: 'AI_TOOL',
      }, true);
      expect(check.status).toBe(200);
      expect(check.body.decision).toBe('ALLOWED_WITH_MASKING');
      preflightId = check.body.preflight_id;
      const audit = await api(first.url, 'GET', '/api/audit', adminKey);
      expect(audit.body.total).toBe(1);
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    // Logs (flushed on shutdown) are JSON lines and carry neither the content nor the keys.
    expect(first.output()).toMatch(/"msg":"request"/);
    expect(first.output()).not.toContain('e2e.person@example.com');
    expect(first.output()).not.toContain(policyKey);

    const second = await serve(dataDir);
    try {
      expect(second.adminKey).toBeNull();
      expect(second.output()).not.toContain(adminKey);
      const org = await api(second.url, 'GET', `/api/orgs/${orgId}`, adminKey);
      expect(org.status).toBe(200);
      expect(org.body.name).toBe('E2E Corp');
      const audit = await api(second.url, 'GET', '/api/audit', adminKey);
      expect(audit.body.items.map((i: { preflight_id: string }) => i.preflight_id)).toEqual([preflightId]);
      const again = await api(second.url, 'POST', '/api/preflight/text', policyKey, { text: 'hello', destination: 'VENDOR' }, true);
      expect(again.status).toBe(200);
      expect((await api(second.url, 'GET', '/openapi.json')).body.openapi).toBe('3.1.0');
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  });

  it('reads bodies from the socket within the limit and refuses larger ones, declared or streamed', async () => {
    const limitDir = mkdtempSync(join(tmpdir(), 'preflight-e2e-limit-'));
    const server = await serve(limitDir, { PREFLIGHT_MAX_BODY_BYTES: '2048' });
    try {
      const adminKey = server.adminKey as string;
      const org = await api(server.url, 'POST', '/api/orgs', adminKey, { name: 'Limit Corp' });
      const policyKey = org.body.default_policy.api_key;
      const check = (body: BodyInit, key = policyKey, headers: Record<string, string> = {}) =>
        fetch(`${server.url}/api/preflight/text`, {
          method: 'POST',
          headers: { 'X-Service-API-Key': key, 'Content-Type': 'application/json', ...headers },
          body,
          duplex: 'half',
        } as RequestInit);
      const text = (size: number) => JSON.stringify({ text: `mail e2e.limit@example.com ${'x'.repeat(size)}`, destination: 'AI_TOOL' });

      const within = await check(text(1500));
      expect(within.status).toBe(200);
      expect((await within.json()).decision).toBe('ALLOWED_WITH_MASKING');

      const declared = await check(text(4000));
      expect(declared.status).toBe(413);
      expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

      // No Content-Length: the limit holds while the chunks arrive.
      const chunks = [text(1000), 'y'.repeat(1500), 'z'.repeat(1500)];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      const streamed = await check(stream);
      expect(streamed.status).toBe(413);

      // An unknown key is refused before its body is read.
      const unknown = await check(text(4000), `pfp_${'0'.repeat(40)}`);
      expect(unknown.status).toBe(401);
      expect((await api(server.url, 'GET', '/api/audit', adminKey)).body.total).toBe(1);
    } finally {
      expect(await stop(server.child)).toBe(0);
      rmSync(limitDir, { recursive: true, force: true });
    }
  });

  it('logs and counts a client that leaves mid-body as 499, not as a server error', async () => {
    const abortDir = mkdtempSync(join(tmpdir(), 'preflight-e2e-abort-'));
    const server = await serve(abortDir);
    try {
      const org = await api(server.url, 'POST', '/api/orgs', server.adminKey as string, { name: 'Abort Corp' });
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/preflight/text HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `X-Service-API-Key: ${org.body.default_policy.api_key}\r\nContent-Length: 100000\r\n\r\n{"text": "only the start`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      const counted = async () => (await api(server.url, 'GET', '/metrics')).body as string;
      for (let waited = 0; !(await counted()).includes('status="499"') && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const metrics = await counted();
      // The body is read before routing, so the route label is the middleware's pattern.
      expect(metrics).toMatch(/method="POST",route="[^"]*",status="499"/);
      expect(metrics).not.toMatch(/status="5\d\d"/);
    } finally {
      expect(await stop(server.child)).toBe(0);
      rmSync(abortDir, { recursive: true, force: true });
    }
    // Logs are flushed on shutdown.
    const logged = server.output().split('\n').filter((line) => line.includes('"msg":"request"') && line.includes('"method":"POST"'));
    expect(logged.map((line) => JSON.parse(line).status)).toEqual([201, 499]);
    expect(server.output()).not.toContain('request failed');
  });

  it('a first start on a taken port names PREFLIGHT_PORT and stores no key, so the next start still hands it out', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'preflight-e2e-port-'));
    const freshDir = join(parent, 'data');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = String((blocker.address() as { port: number }).port);
    try {
      const child = spawn(process.execPath, [CLI, 'serve', '--port', taken, '--host', '127.0.0.1', '--data-dir', freshDir], {
        env: { ...process.env, PREFLIGHT_ADMIN_KEY: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout?.on('data', (chunk) => (out += chunk));
      child.stderr?.on('data', (chunk) => (out += chunk));
      expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
      expect(out).toContain('PORT_IN_USE');
      expect(out).toContain('PREFLIGHT_PORT');
      expect(out).not.toMatch(/pfa_/);
    } finally {
      blocker.close();
    }
    const retry = await serve(freshDir);
    try {
      expect(retry.adminKey).toMatch(/^pfa_[0-9A-Za-z]{40}$/);
      expect((await api(retry.url, 'GET', '/api/orgs', retry.adminKey as string)).status).toBe(200);
    } finally {
      expect(await stop(retry.child)).toBe(0);
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('refuses an invalid setting with a clear error and a non-zero exit, without echoing the value', async () => {
    const child = spawn(process.execPath, [CLI, 'serve', '--data-dir', dataDir], {
      env: { ...process.env, PREFLIGHT_PORT: 'not-a-port', PREFLIGHT_ADMIN_KEY: 'pfa_tooShortSecretValue' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (chunk) => (err += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('INVALID_CONFIG');
    expect(err).toContain('PREFLIGHT_PORT');
    expect(err).toContain('PREFLIGHT_ADMIN_KEY');
    expect(err).not.toContain('tooShortSecretValue');
  });
});
