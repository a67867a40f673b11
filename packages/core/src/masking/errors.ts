import { PreflightError } from '../errors.js';

/** The hash style was chosen but no key was given: a keyless hash of a short value is reversible by guessing. */
export class MaskingKeyRequiredError extends PreflightError {
  readonly code = 'MASKING_KEY_REQUIRED' as const;

  constructor() {
    super('The hash masking style needs a key (maskingKey); none was given');
  }
}
