import { z } from '@hono/zod-openapi';

/** Every error code the API answers with, and its HTTP status: the one place they are mapped. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ORG_MISMATCH: 403,
  POLICY_INACTIVE: 403,
  LICENSE_REVOKED: 403,
  LICENSE_EXPIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  FILE_TOO_LARGE: 413,
  CORRUPT_FILE: 422,
  ENCRYPTED_FILE: 422,
  ZIP_BOMB: 422,
  EXTRACTION_TIMEOUT: 422,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  SERVER_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/**
 * The one error class routes and domain functions throw. Messages and details describe the
 * problem (field paths, limits), never submitted content, detected values or keys.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }
}

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'NOT_FOUND' }),
      message: z.string(),
      details: z.unknown().openapi({ description: 'Field paths or limits; null when there is nothing to add.' }),
    }),
  })
  .openapi('Error');

export function errorBody(error: ApiError) {
  return { error: { code: error.code, message: error.message, details: error.details } };
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} not found`);
