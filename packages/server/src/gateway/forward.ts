import type { Principal } from '../auth/principal.js';
import type { GatewayConfig } from '../config.js';
import type { DomainDeps } from '../domain/context.js';
import { restoreJson } from './answer-restore.js';
import { dialectError } from './dialect-errors.js';
import { guardModelCall } from './guard.js';
import { restoringEventStream } from './sse-restore.js';
import { type Json, type JsonObject, OPERATIONS, type OperationPath } from './text-slots.js';
import { answerHeaders, callUpstream, upstreamHeaders } from './upstream.js';

export interface ModelCall {
  principal: Principal;
  path: OperationPath;
  body: JsonObject;
  /** The caller's query string (Azure's `api-version`), kept for the provider. */
  search: string;
  /** The caller's headers: its provider credentials go upstream. */
  headers: Headers;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
}

/**
 * One guarded model call: checked by the caller's policy, then answered in the provider's error
 * format (blocked) or forwarded and its answer passed back with the placeholders restored —
 * streamed answers as they come. Throws UpstreamError when the provider cannot be reached in time.
 */
export async function forwardModelCall(deps: DomainDeps, gateway: GatewayConfig & { upstream: string }, call: ModelCall): Promise<Response> {
  const outcome = await guardModelCall(deps, call.principal, call.path, call.body);
  const tags = { 'X-Preflight-Id': outcome.preflightId };
  if (outcome.kind === 'blocked') {
    const body = dialectError(OPERATIONS[call.path].dialect, 'blocked', outcome.summary, 'preflight_blocked');
    return Response.json(body, { status: 400, headers: tags });
  }
  const answer = await callUpstream({
    url: new URL(`${gateway.upstream.replace(/\/+$/, '')}${call.path}${call.search}`),
    headers: upstreamHeaders(call.headers),
    body: JSON.stringify(outcome.body),
    timeoutMs: gateway.timeoutMs,
    signal: call.signal,
  });
  const headers = answerHeaders(answer.headers);
  for (const [name, value] of Object.entries(tags)) headers.set(name, value);
  const type = answer.headers['content-type'] ?? '';
  const streamed = type.includes('text/event-stream');
  // Declared chunked, an event stream is written as it comes: otherwise the HTTP adapter waits a
  // timer tick for more of the body before sending the first event.
  if (streamed) headers.set('transfer-encoding', 'chunked');
  const init = { status: answer.status, headers };
  if (Object.keys(outcome.vault).length === 0) return new Response(answer.body, init);
  if (streamed) return new Response(answer.body.pipeThrough(restoringEventStream(outcome.vault)), init);
  if (type.includes('json')) return new Response(JSON.stringify(restoreJson((await new Response(answer.body).json()) as Json, outcome.vault)), init);
  return new Response(answer.body, init);
}
