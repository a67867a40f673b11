import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Principal } from '../auth/principal.js';
import type { AppDeps, AppEnv } from '../deps.js';
import { dialectError, kindOfCode } from '../gateway/dialect-errors.js';
import { forwardModelCall } from '../gateway/forward.js';
import { type CallerHeaders, UpstreamError } from '../gateway/upstream.js';
import { type Dialect, isObject, type Json, OPERATIONS, type OperationPath } from '../gateway/text-slots.js';
import { ApiError } from '../http/errors.js';
import { toApiError } from '../http/error-handler.js';
import { clientGoneSignal, incomingOf, outgoingOf } from '../http/client-gone.js';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { modelAnswerResponse, writeModelAnswer } from '../http/model-answer.js';
import type { ApiApp } from '../http/openapi.js';

const OPERATION_IDS: Record<OperationPath, string> = {
  '/v1/chat/completions': 'gatewayChatCompletions',
  '/v1/responses': 'gatewayResponses',
  '/v1/embeddings': 'gatewayEmbeddings',
  '/v1/messages': 'gatewayMessages',
};

/** The provider's own JSON, passed through. */
const ProviderBody = z.record(z.string(), z.unknown()).openapi('ProviderJson');

/** Routes whose Authorization header is the caller's key at the model provider, not a Preflight key. */
export const GATEWAY_PATHS: ReadonlySet<string> = new Set(Object.keys(OPERATIONS));

const dialectOfPath = (path: string): Dialect | undefined => OPERATIONS[path as OperationPath]?.dialect;

/** For errors raised before a gateway route runs (key, rate limit, body size): the provider's format on its paths. */
export function gatewayErrorFormat(path: string, error: ApiError): Response | null {
  const dialect = dialectOfPath(path);
  return dialect === undefined ? null : gatewayErrorResponse(dialect, error);
}

/** The caller's headers; behind Node's server as it parsed them, without building the Fetch Request. */
function callerHeaders(c: Context): CallerHeaders {
  const incoming = incomingOf(c);
  if (incoming !== undefined) return incoming.headers;
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

/** A Preflight error in the provider's own error format, with the same status. */
function gatewayErrorResponse(dialect: Dialect, error: ApiError): Response {
  const body = dialectError(dialect, kindOfCode(error.code), error.message, `preflight_${error.code.toLowerCase()}`);
  return Response.json(body, { status: error.status, headers: error.headers });
}

/**
 * The model gateway: OpenAI's chat completions, responses and embeddings and Anthropic's
 * messages, forwarded to the configured provider after the caller's policy has checked every
 * text; a blocked call answers in the provider's error format, a masked one goes up masked and
 * its answer (streamed or not) comes back with the placeholders restored.
 */
export function registerGatewayRoutes(app: ApiApp, deps: AppDeps): void {
  const gateway = deps.config.gateway;
  if (gateway.upstream === undefined) return;
  const { upstream } = gateway;

  const principalOf = async (c: Context<AppEnv>): Promise<Principal> => {
    const sent = c.get('principal');
    if (sent) return sent;
    const configured = gateway.policyKey === undefined ? null : await deps.authenticate(gateway.policyKey);
    if (!configured) throw new ApiError('UNAUTHENTICATED', 'Send a Preflight policy key in X-Service-API-Key');
    return configured;
  };

  for (const path of Object.keys(OPERATIONS) as OperationPath[]) {
    const { dialect } = OPERATIONS[path];
    app.openAPIRegistry.registerPath({
      method: 'post',
      path,
      operationId: OPERATION_IDS[path],
      tags: ['Gateway'],
      summary: `${dialect === 'openai' ? 'OpenAI' : 'Anthropic'} ${path}, checked by the caller's policy and forwarded to the configured provider`,
      description:
        'The provider\'s own request and answer (streamed or not). The Authorization or x-api-key header goes to the provider untouched; ' +
        'X-Service-API-Key names the Preflight policy (or the configured PREFLIGHT_GATEWAY_POLICY_KEY applies). A blocked call answers 400 ' +
        'in the provider\'s error format; a masked one goes up masked and its answer comes back restored.',
      security: [{ serviceApiKey: [] }, {}],
      request: { body: { required: true, content: { 'application/json': { schema: ProviderBody } } } },
      responses: {
        200: { description: 'The provider\'s answer, placeholders restored', content: { 'application/json': { schema: ProviderBody }, 'text/event-stream': { schema: z.string() } } },
        400: { description: 'Blocked by the policy, or not a JSON object (provider\'s error format)', content: { 'application/json': { schema: ProviderBody } } },
        401: { description: 'No or unknown Preflight key (provider\'s error format)', content: { 'application/json': { schema: ProviderBody } } },
        502: { description: 'The provider could not be reached', content: { 'application/json': { schema: ProviderBody } } },
        504: { description: 'The provider did not begin to answer in time', content: { 'application/json': { schema: ProviderBody } } },
      },
    });
    app.post(path, async (c) => {
      const signal = clientGoneSignal(c);
      try {
        const principal = await principalOf(c);
        let body: Json;
        try {
          body = JSON.parse(await c.req.text()) as Json;
        } catch {
          throw new ApiError('BAD_REQUEST', 'The request body is not JSON');
        }
        if (!isObject(body)) throw new ApiError('BAD_REQUEST', 'The request body must be a JSON object');
        const url = c.req.url;
        const query = url.indexOf('?');
        const call = { principal, path, body, search: query === -1 ? '' : url.slice(query), headers: callerHeaders(c), signal };
        const answer = await forwardModelCall(deps, { ...gateway, upstream }, call);
        const outgoing = outgoingOf(c);
        if (outgoing === undefined) return modelAnswerResponse(answer);
        writeModelAnswer(outgoing, answer, c.res.headers);
        // Written already; the status is for the request log.
        return new Response(null, { status: answer.status, headers: RESPONSE_ALREADY_SENT.headers });
      } catch (error) {
        if (error instanceof UpstreamError) {
          const status = error.failure === 'timeout' ? 504 : 502;
          return Response.json(dialectError(dialect, error.failure, error.message, `upstream_${error.failure}`), { status });
        }
        if (signal.aborted) throw error;
        const apiError = toApiError(error);
        if (apiError.status >= 500) deps.logger.error({ req_id: c.get('requestId'), err_name: (error as Error)?.name }, 'gateway request failed');
        return gatewayErrorResponse(dialect, apiError);
      }
    });
  }
}
