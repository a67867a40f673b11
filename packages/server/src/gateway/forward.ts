import type { IncomingMessage } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { GatewayConfig } from '../config.js';
import type { DomainDeps } from '../domain/context.js';
import { restoreJson } from './answer-restore.js';
import { dialectError } from './dialect-errors.js';
import { guardModelCall } from './guard.js';
import { EventStreamRestorer } from './sse-restore.js';
import { type Json, type JsonObject, OPERATIONS, type OperationPath } from './text-slots.js';
import { answerHeaders, type CallerHeaders, callUpstream, readAnswer, upstreamHeaders } from './upstream.js';

export interface ModelCall {
  principal: Principal;
  path: OperationPath;
  body: JsonObject;
  /** The caller's query string (Azure's `api-version`), kept for the provider. */
  search: string;
  /** The caller's headers: its provider credentials go upstream. */
  headers: CallerHeaders;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
}

/** What to answer the caller: a whole body, or the provider's answer passed on as it arrives. */
export interface ModelAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body:
    | { kind: 'whole'; text: string }
    /** `restorer` is null when nothing needs restoring: the bytes go on as they came. */
    | { kind: 'passed'; source: IncomingMessage; restorer: EventStreamRestorer | null };
}

/**
 * One guarded model call: checked by the caller's policy, then answered in the provider's error
 * format (blocked) or forwarded and its answer passed back with the placeholders restored —
 * streamed answers as they come. Throws UpstreamError when the provider cannot be reached in time.
 */
export async function forwardModelCall(deps: DomainDeps, gateway: GatewayConfig & { upstream: string }, call: ModelCall): Promise<ModelAnswer> {
  const outcome = await guardModelCall(deps, call.principal, call.path, call.body);
  const tag = { 'x-preflight-id': outcome.preflightId };
  if (outcome.kind === 'blocked') {
    await outcome.recorded;
    const body = dialectError(OPERATIONS[call.path].dialect, 'blocked', outcome.summary, 'preflight_blocked');
    return { status: 400, headers: { 'content-type': 'application/json', ...tag }, body: { kind: 'whole', text: JSON.stringify(body) } };
  }
  // The audit row commits while the provider works; no answer goes back before it has.
  const stop = new AbortController();
  call.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const upstream = callUpstream({
    url: new URL(`${gateway.upstream.replace(/\/+$/, '')}${call.path}${call.search}`),
    headers: upstreamHeaders(call.headers),
    body: JSON.stringify(outcome.body),
    timeoutMs: gateway.timeoutMs,
    signal: stop.signal,
  });
  // Awaited below, once the audit row is in; it may fail before.
  upstream.catch(() => undefined);
  await outcome.recorded.catch((error: unknown) => {
    stop.abort();
    throw error;
  });
  const answer = await upstream;
  const headers = { ...answerHeaders(answer.headers), ...tag };
  const type = answer.headers['content-type'] ?? '';
  const passed = (restorer: EventStreamRestorer | null) => ({ status: answer.status, headers, body: { kind: 'passed' as const, source: answer.body, restorer } });
  if (Object.keys(outcome.vault).length === 0) return passed(null);
  if (type.includes('text/event-stream')) return passed(new EventStreamRestorer(outcome.vault));
  if (!type.includes('json')) return passed(null);
  const restored = JSON.stringify(restoreJson(JSON.parse(await readAnswer(answer.body)) as Json, outcome.vault));
  return { status: answer.status, headers, body: { kind: 'whole', text: restored } };
}
