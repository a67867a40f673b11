import { PreflightError } from '../errors.js';

/** Stable codes a caller can switch on when scanner options are rejected. */
export type ScanOptionsErrorCode = 'INVALID_PATTERN' | 'INVALID_OPTION' | 'UNKNOWN_VALIDATOR';

/**
 * Raised by `createScanner` (never while scanning) when options cannot be compiled.
 * The message names the option or detector id, never a pattern's match or scanned text.
 */
export class ScanOptionsError extends PreflightError {
  readonly code: ScanOptionsErrorCode;

  constructor(code: ScanOptionsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Raised by `createScanner` when options hold custom-detector or allow-list patterns in a
 * runtime without the RE2 engine (a browser, a worker, an edge runtime). The options are fine;
 * the runtime cannot run them, so this is not a ScanOptionsError. Built-in detection still works.
 */
export class PatternEngineUnavailableError extends PreflightError {
  readonly code = 'PATTERN_ENGINE_UNAVAILABLE';

  constructor(options?: { cause?: unknown }) {
    super('custom-detector and allow-list patterns need the RE2 engine, which loads only under Node.js; built-in detectors run everywhere', options);
  }
}
