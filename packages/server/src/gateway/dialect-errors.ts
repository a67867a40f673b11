import type { Dialect } from './text-slots.js';

/** Why the gateway answers instead of the provider, in words the provider's SDKs know. */
export type GatewayErrorKind = 'blocked' | 'invalid_request' | 'authentication' | 'rate_limit' | 'too_large' | 'timeout' | 'unreachable' | 'internal';

const OPENAI_TYPES: Record<GatewayErrorKind, string> = {
  blocked: 'invalid_request_error',
  invalid_request: 'invalid_request_error',
  authentication: 'authentication_error',
  rate_limit: 'rate_limit_exceeded',
  too_large: 'invalid_request_error',
  timeout: 'timeout',
  unreachable: 'api_connection_error',
  internal: 'server_error',
};

const ANTHROPIC_TYPES: Record<GatewayErrorKind, string> = {
  blocked: 'invalid_request_error',
  invalid_request: 'invalid_request_error',
  authentication: 'authentication_error',
  rate_limit: 'rate_limit_error',
  too_large: 'request_too_large',
  timeout: 'api_error',
  unreachable: 'api_error',
  internal: 'api_error',
};

/**
 * The error body of the provider the caller thinks it is talking to: OpenAI's
 * `{"error": {"message", "type", "code", "param"}}` or Anthropic's `{"type": "error", "error": {"type", "message"}}`,
 * so an existing SDK raises its normal error with our reason.
 */
export function dialectError(dialect: Dialect, kind: GatewayErrorKind, message: string, code: string): Record<string, unknown> {
  if (dialect === 'anthropic') return { type: 'error', error: { type: ANTHROPIC_TYPES[kind], message } };
  return { error: { message, type: OPENAI_TYPES[kind], code, param: null } };
}

/** The kind of a Preflight error code, for the dialect's error type. */
export function kindOfCode(code: string): GatewayErrorKind {
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'POLICY_INACTIVE' || code.startsWith('LICENSE_')) return 'authentication';
  if (code === 'RATE_LIMITED' || code === 'QUOTA_EXCEEDED' || code === 'SERVER_BUSY') return 'rate_limit';
  if (code === 'PAYLOAD_TOO_LARGE') return 'too_large';
  if (code === 'INTERNAL') return 'internal';
  return 'invalid_request';
}
