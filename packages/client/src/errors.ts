/**
 * Every failure the client reports is a PreflightError with a stable `code` callers switch on.
 * Server errors keep the server's own code (`UNAUTHENTICATED`, `QUOTA_EXCEEDED`, …); the
 * client's own codes are listed in ClientErrorCode. Messages never carry content or keys.
 */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'INVALID_RESPONSE'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'LICENSE_INVALID'
  | 'CLOSED';

export class PreflightError extends Error {
  constructor(
    readonly code: ClientErrorCode | (string & {}),
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PreflightError';
  }
}

/** The server answered with an error status; `code` and `details` are the server's error body. */
export class PreflightApiError extends PreflightError {
  constructor(
    code: string,
    message: string,
    readonly status: number,
    readonly details: unknown,
    readonly requestId: string | null,
    /** Seconds from the server's Retry-After, when it sent one. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(code, message);
    this.name = 'PreflightApiError';
  }
}

/** The request never got an answer: connection refused, DNS, reset. */
export class PreflightNetworkError extends PreflightError {
  constructor(method: string, path: string, cause: unknown) {
    super('NETWORK_ERROR', `${method} ${path} failed before a response arrived`, { cause });
    this.name = 'PreflightNetworkError';
  }
}

export class PreflightTimeoutError extends PreflightError {
  constructor(method: string, path: string, timeoutMs: number) {
    super('TIMEOUT', `${method} ${path} timed out after ${timeoutMs} ms`);
    this.name = 'PreflightTimeoutError';
  }
}

/** The license token failed verification (signature, issuer, subject) or has expired. */
export class LicenseTokenError extends PreflightError {
  constructor(code: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'LICENSE_INVALID', message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'LicenseTokenError';
  }
}
