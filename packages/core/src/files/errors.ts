import { PreflightError } from '../errors.js';

/** Stable codes callers (and the server's HTTP mapping) switch on. */
export type FileCheckErrorCode =
  | 'UNSUPPORTED_FILE_TYPE'
  | 'FILE_TOO_LARGE'
  | 'CORRUPT_FILE'
  | 'ENCRYPTED_FILE'
  | 'ZIP_BOMB'
  | 'EXTRACTION_TIMEOUT';

/**
 * Base of every failure to read a file. Messages describe the file's shape (type, size,
 * limit), never its content.
 */
export class FileCheckError extends PreflightError {
  readonly code: FileCheckErrorCode;

  constructor(code: FileCheckErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** The bytes are not a type we extract (binary, executable, archive, image, non-DOCX zip). */
export class UnsupportedFileError extends FileCheckError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('UNSUPPORTED_FILE_TYPE', message, options);
  }
}

export class FileTooLargeError extends FileCheckError {
  readonly limitBytes: number;

  constructor(sizeBytes: number, limitBytes: number) {
    super('FILE_TOO_LARGE', `File of ${sizeBytes} bytes exceeds the limit of ${limitBytes} bytes`);
    this.limitBytes = limitBytes;
  }
}

/** The type is supported but the file cannot be read as that type. */
export class CorruptFileError extends FileCheckError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('CORRUPT_FILE', message, options);
  }
}

export class EncryptedFileError extends FileCheckError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('ENCRYPTED_FILE', message, options);
  }
}

/** An archive whose decompressed size or compression ratio exceeds the limits. */
export class ZipBombError extends FileCheckError {
  constructor(message: string) {
    super('ZIP_BOMB', message);
  }
}

export class ExtractionTimeoutError extends FileCheckError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super('EXTRACTION_TIMEOUT', `Text extraction did not finish within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}
