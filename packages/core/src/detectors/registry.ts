import type { Detector } from '../types.js';
import { euDetectors } from './eu/index.js';
import { financialDetectors } from './financial/index.js';
import { phiDetectors } from './phi/index.js';
import { piiDetectors } from './pii/index.js';
import { secretsDetectors } from './secrets/index.js';

/** Every built-in detector, in one explicit list; a test fails when ids collide. */
export const BUILTIN_DETECTORS: readonly Detector[] = [
  ...piiDetectors,
  ...financialDetectors,
  ...secretsDetectors,
  ...phiDetectors,
  ...euDetectors,
];
