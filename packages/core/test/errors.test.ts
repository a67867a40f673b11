import { MaskingKeyRequiredError, PatternEngineUnavailableError, PolicyValidationError, PreflightError, ScanOptionsError } from '@preflight/core';
import { ExtractorMissingError, FileTooLargeError, UnsupportedFileError } from '@preflight/core/files';
import { expect, test } from 'vitest';

test("every error core raises is a PreflightError with a stable code and its class's name", () => {
  const errors: Array<[PreflightError, string]> = [
    [new ScanOptionsError('INVALID_OPTION', 'types must be an array'), 'INVALID_OPTION'],
    [new PatternEngineUnavailableError(), 'PATTERN_ENGINE_UNAVAILABLE'],
    [new PolicyValidationError([{ path: 'rules', message: 'is required' }]), 'POLICY_INVALID'],
    [new MaskingKeyRequiredError(), 'MASKING_KEY_REQUIRED'],
    [new UnsupportedFileError('an executable'), 'UNSUPPORTED_FILE_TYPE'],
    [new FileTooLargeError(2, 1), 'FILE_TOO_LARGE'],
    [new ExtractorMissingError('pdf-parse', 'PDF'), 'EXTRACTOR_MISSING'],
  ];
  for (const [error, code] of errors) {
    expect(error).toBeInstanceOf(PreflightError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.name).toBe(error.constructor.name);
  }
});
