import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { AppEnv } from '../deps.js';
import type { Metrics } from '../metrics/index.js';
import { CLIENT_CLOSED_REQUEST, clientGone } from './client-gone.js';
import { ApiError, type ErrorCode, errorBody, isErrorCode } from './errors.js';

const CODE_OF_HTTP_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  // Hono's body validators answer 415 for a request whose Content-Type the route does not take.
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** Openings of Hono's own messages; what Hono appends (a parser's error text) may quote the body. */
const HONO_MESSAGES = ['Malformed JSON in request body', 'Malformed FormData request', 'Unsupported Media Type'];

function httpExceptionMessage(error: HTTPException, code: ErrorCode): string {
  if (code === 'INTERNAL') return 'Internal error';
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return 'Unsupported Content-Type: this route takes application/json, or multipart/form-data for file checks';
  return HONO_MESSAGES.find((opening) => error.message.startsWith(opening)) ?? code;
}

/**
 * Core's policy issues carry schema paths and fixed wording, except that an unknown field's
 * name may be repeated; that part is replaced by the path, so no caller-chosen key comes back.
 */
function policyIssues(issues: unknown): { path: string; message: string }[] {
  if (!Array.isArray(issues)) return [];
  return issues.map((issue: { path?: unknown; message?: unknown }) => {
    const path = typeof issue.path === 'string' ? issue.path : '';
    const message = typeof issue.message === 'string' ? issue.message : 'is not valid here';
    return { path, message: message.replace(/^unknown field[^;]*/, `unknown field at ${path || 'the top level'}`) };
  });
}

/** Brings every thrown error to an ApiError; anything unrecognised is a 500 without its message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    const code = CODE_OF_HTTP_STATUS[error.status] ?? 'INTERNAL';
    return new ApiError(code, httpExceptionMessage(error, code), null, {}, { cause: error });
  }
  if (error instanceof Error && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (code === 'POLICY_INVALID') {
      const issues = policyIssues((error as { issues?: unknown }).issues);
      const first = issues[0];
      const message = first ? `Invalid policy: ${first.path || 'policy'}: ${first.message}` : 'Invalid policy';
      return new ApiError('VALIDATION_FAILED', message, issues, {}, { cause: error });
    }
    if (isErrorCode(code) && code !== 'INTERNAL') return new ApiError(code, error.message, null, {}, { cause: error });
  }
  return new ApiError('INTERNAL', 'Internal error', null, {}, { cause: error });
}

const REFUSAL_REASONS: Partial<Record<ErrorCode, string>> = { QUOTA_EXCEEDED: 'quota', RATE_LIMITED: 'rate_limit', SERVER_BUSY: 'busy' };

/** Answers an error in another format on the paths it knows (the model gateway's); null elsewhere. */
export type ErrorFormat = (path: string, error: ApiError) => Response | null;

export function errorHandler(logger: Logger, metrics: Pick<Metrics, 'refusals'>, format?: ErrorFormat): ErrorHandler<AppEnv> {
  return (error, c) => {
    // Nobody is left to answer, and whatever failed did so because the client left.
    if (clientGone(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    const apiError = toApiError(error);
    const reason = REFUSAL_REASONS[apiError.code];
    if (reason !== undefined) metrics.refusals.inc({ reason });
    if (apiError.status >= 500) {
      const cause = error instanceof Error ? error : null;
      // Name and stack only: messages of foreign errors are not ours to vouch for.
      logger.error({ req_id: c.get('requestId'), err_name: cause?.name, stack: cause?.stack?.split('\n').slice(1).join('\n') }, 'request failed');
    }
    const formatted = format?.(c.req.path, apiError);
    if (formatted) return formatted;
    for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
    return c.json(errorBody(apiError), apiError.status);
  };
}
