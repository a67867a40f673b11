import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type RunningServer, startServer } from '../../src/server.js';
import { answerText, type FakeUpstream, startFakeUpstream } from '../../../../test-support/fake-model-provider.js';

// Fake values only: example.com addresses and AWS's documented example key id.
const EMAIL = 'jane.fake@example.com';
const OTHER = 'bob.fake@example.org';
const AWS_KEY = 'AKIAQYLPMN5HFIQR7XPA';
const ADMIN_KEY = `pfa_${'GATEWAYTESTEXAMPLEKEY'.padEnd(40, '0')}`;
const PROVIDER_KEY = 'sk-fake-provider-key-for-tests';

let upstream: FakeUpstream;
let server: RunningServer;
let dataDir: string;
let policyKey: string;
let orgId: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dataDir = mkdtempSync(join(tmpdir(), 'preflight-gateway-'));
  const config = loadConfig({
    PREFLIGHT_PORT: '0',
    PREFLIGHT_DATA_DIR: dataDir,
    PREFLIGHT_ADMIN_KEY: ADMIN_KEY,
    PREFLIGHT_GATEWAY_UPSTREAM: upstream.url,
    PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0',
  });
  server = await startServer(config, { logger: pino({ level: 'silent' }) });
  const org = await (
    await fetch(`${server.url}/api/orgs`, { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Gateway Corp' }) })
  ).json();
  policyKey = org.default_policy.api_key;
  orgId = org.org_id;
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const openai = () => new OpenAI({ apiKey: PROVIDER_KEY, baseURL: `${server.url}/v1`, defaultHeaders: { 'X-Service-API-Key': policyKey }, maxRetries: 0 });
const anthropic = () => new Anthropic({ apiKey: PROVIDER_KEY, baseURL: server.url, defaultHeaders: { 'X-Service-API-Key': policyKey }, maxRetries: 0 });
const prompt = `Write to ${EMAIL} and copy ${OTHER}; then ${EMAIL} again.`;
const expected = answerText([EMAIL, OTHER]);

/** Nothing the policy found ever reached the provider. */
function expectNoRawValueUpstream() {
  for (const { body } of upstream.received) {
    expect(body).not.toContain(EMAIL);
    expect(body).not.toContain(OTHER);
    expect(body).not.toContain(AWS_KEY);
  }
}

describe('model gateway with the official SDKs', () => {
  it('OpenAI chat: masks the messages upstream and restores the answer and the tool call arguments', async () => {
    const completion = await openai().chat.completions.create({
      model: 'fake-model',
      messages: [
        { role: 'system', content: 'You send mail.' },
        { role: 'user', content: prompt },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ q: OTHER }) } }] },
        { role: 'tool', tool_call_id: 'call_0', content: [{ type: 'text', text: `found ${OTHER}` }] },
      ],
    });
    const sent = upstream.received.at(-1) as FakeUpstream['received'][number];
    expect(sent.body).toContain('[EMAIL_1]');
    expect(sent.headers.authorization).toBe(`Bearer ${PROVIDER_KEY}`);
    expect(sent.headers['x-service-api-key']).toBeUndefined();
    expect(completion.choices[0]?.message.content).toBe(expected);
    expect(JSON.parse(completion.choices[0]?.message.tool_calls?.[0]?.type === 'function' ? completion.choices[0].message.tool_calls[0].function.arguments : '{}')).toEqual({ recipients: [EMAIL, OTHER] });
    expectNoRawValueUpstream();
  });

  it('OpenAI chat streaming: restores placeholders split across chunks at every position, events in order', async () => {
    const full = answerText(['[EMAIL_1]', '[EMAIL_2]']);
    for (let splitAt = 1; splitAt < full.length; splitAt++) {
      upstream.splitAt = splitAt;
      const stream = await openai().chat.completions.create({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: prompt }] });
      let text = '';
      let args = '';
      let chunks = 0;
      for await (const chunk of stream) {
        chunks++;
        text += chunk.choices[0]?.delta.content ?? '';
        args += chunk.choices[0]?.delta.tool_calls?.[0]?.function?.arguments ?? '';
      }
      expect(text, `split at ${splitAt}`).toBe(expected);
      expect(JSON.parse(args), `split at ${splitAt}`).toEqual({ recipients: [EMAIL, OTHER] });
      expect(chunks).toBeGreaterThanOrEqual(5);
    }
    upstream.splitAt = undefined;
    // One character per chunk: every placeholder arrives in ten or more pieces.
    const stream = await openai().chat.completions.create({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: prompt }] });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe(expected);
    expectNoRawValueUpstream();
  });

  it('a blocked prompt raises the SDK\'s normal error with the reason, and nothing goes upstream', async () => {
    const before = upstream.received.length;
    const openaiError = await openai()
      .chat.completions.create({ model: 'fake-model', messages: [{ role: 'user', content: `Deploy with ${AWS_KEY}` }] })
      .catch((e: unknown) => e);
    expect(openaiError).toBeInstanceOf(OpenAI.BadRequestError);
    expect((openaiError as InstanceType<typeof OpenAI.BadRequestError>).message).toMatch(/Blocked: 1 AWS access key/);
    expect((openaiError as InstanceType<typeof OpenAI.BadRequestError>).code).toBe('preflight_blocked');
    const anthropicError = await anthropic()
      .messages.create({ model: 'fake-model', max_tokens: 10, messages: [{ role: 'user', content: `Deploy with ${AWS_KEY}` }] })
      .catch((e: unknown) => e);
    expect(anthropicError).toBeInstanceOf(Anthropic.BadRequestError);
    expect(String((anthropicError as Error).message)).toMatch(/Blocked: 1 AWS access key/);
    expect(upstream.received.length).toBe(before);
  });

  it('Anthropic messages: masked upstream, text and tool input restored, streamed or not', async () => {
    const message = await anthropic().messages.create({
      model: 'fake-model',
      max_tokens: 100,
      system: [{ type: 'text', text: 'You send mail.' }],
      messages: [
        { role: 'user', content: prompt },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_0', name: 'lookup', input: { q: OTHER } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_0', content: `found ${OTHER}` }] },
      ],
    });
    expect(upstream.received.at(-1)?.headers['x-api-key']).toBe(PROVIDER_KEY);
    expect(message.content[0]).toEqual({ type: 'text', text: expected });
    expect(message.content[1]).toMatchObject({ type: 'tool_use', input: { recipients: [EMAIL, OTHER] } });

    for (const splitAt of [undefined, 3, 9, 17, 24]) {
      upstream.splitAt = splitAt;
      const stream = anthropic().messages.stream({ model: 'fake-model', max_tokens: 100, messages: [{ role: 'user', content: prompt }] });
      const final = await stream.finalMessage();
      expect(final.content[0], `split at ${splitAt}`).toMatchObject({ type: 'text', text: expected });
      expect(final.content[1], `split at ${splitAt}`).toMatchObject({ type: 'tool_use', input: { recipients: [EMAIL, OTHER] } });
    }
    upstream.splitAt = undefined;
    expectNoRawValueUpstream();
  });

  it('OpenAI responses and embeddings: input masked, output restored', async () => {
    const response = await openai().responses.create({ model: 'fake-model', instructions: 'Be brief.', input: prompt });
    expect(response.output_text).toBe(expected);
    upstream.splitAt = 12;
    const stream = await openai().responses.create({ model: 'fake-model', input: [{ role: 'user', content: prompt }], stream: true });
    let text = '';
    for await (const event of stream) if (event.type === 'response.output_text.delta') text += event.delta;
    expect(text).toBe(expected);
    upstream.splitAt = undefined;
    const embedding = await openai().embeddings.create({ model: 'fake-embedder', input: [prompt, 'plain'] });
    expect(embedding.data[0]?.embedding).toEqual([0.5, 0.25]);
    expect(upstream.received.at(-1)?.body).toContain('[EMAIL_1]');
    expectNoRawValueUpstream();
  });

  it('passes the provider\'s own errors through, and answers its error format for an unreachable provider or a missing key', async () => {
    upstream.failNext = { status: 429, body: { error: { message: 'Fake provider rate limit', type: 'requests', code: 'rate_limit_exceeded', param: null } } };
    const limited = await openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect((limited as Error).message).toContain('Fake provider rate limit');

    const noKey = new OpenAI({ apiKey: PROVIDER_KEY, baseURL: `${server.url}/v1`, maxRetries: 0 });
    const unauthenticated = await noKey.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e);
    expect(unauthenticated).toBeInstanceOf(OpenAI.AuthenticationError);
    const wrongKey = new Anthropic({ apiKey: PROVIDER_KEY, baseURL: server.url, defaultHeaders: { 'X-Service-API-Key': `pfp_${'0'.repeat(40)}` }, maxRetries: 0 });
    expect(await wrongKey.messages.create({ model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e)).toBeInstanceOf(
      Anthropic.AuthenticationError,
    );
  });

  it('stops the provider\'s stream when the caller goes away', async () => {
    upstream.slowNext = true;
    const before = upstream.abandoned;
    const controller = new AbortController();
    const stream = await openai().chat.completions.create(
      { model: 'm', stream: true, messages: [{ role: 'user', content: prompt }] },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      if (chunk.choices[0]?.delta.content) break;
    }
    controller.abort();
    await expect.poll(() => upstream.abandoned, { timeout: 5_000 }).toBe(before + 1);
  });

  it('audits each call as a chat check, metadata only', async () => {
    const audit = await (await fetch(`${server.url}/api/audit?org_id=${orgId}&limit=500`, { headers: { Authorization: `Bearer ${ADMIN_KEY}` } })).json();
    const items = audit.items as { decision: string; summary: string }[];
    expect(items.length).toBeGreaterThan(5);
    expect(items.some((i) => i.decision === 'BLOCKED')).toBe(true);
    expect(JSON.stringify(items)).not.toContain(EMAIL);
  });
});

describe('model gateway called from a web page', () => {
  const ORIGIN = 'https://app.example.com';

  it('says its answers vary by origin, streamed or not, and allows the listed origin', async () => {
    const corsDir = mkdtempSync(join(tmpdir(), 'preflight-gateway-cors-'));
    const config = loadConfig({
      PREFLIGHT_PORT: '0',
      PREFLIGHT_DATA_DIR: corsDir,
      PREFLIGHT_ADMIN_KEY: ADMIN_KEY,
      PREFLIGHT_GATEWAY_UPSTREAM: upstream.url,
      PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0',
      PREFLIGHT_CORS_ORIGINS: ORIGIN,
    });
    const corsServer = await startServer(config, { logger: pino({ level: 'silent' }) });
    try {
      const org = await (
        await fetch(`${corsServer.url}/api/orgs`, { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Web Corp' }) })
      ).json();
      for (const stream of [false, true]) {
        const res = await fetch(`${corsServer.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { Origin: ORIGIN, Authorization: `Bearer ${PROVIDER_KEY}`, 'X-Service-API-Key': org.default_policy.api_key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hello' }] }),
        });
        await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
        expect(res.headers.get('vary')).toContain('Origin');
      }
    } finally {
      await corsServer.close();
      rmSync(corsDir, { recursive: true, force: true });
    }
  });
});
