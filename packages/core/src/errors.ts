/**
 * Base of every error core raises on purpose. `code` is stable: callers switch on it, and the
 * server's HTTP layer maps it to a status (core knows no HTTP). Messages name options, fields,
 * limits and packages, never scanned text or a matched value.
 */
export abstract class PreflightError extends Error {
  abstract readonly code: string;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
