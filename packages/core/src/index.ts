export { PreflightError } from './errors.js';
export * from './types.js';
export * from './scanner/index.js';
export { BUILTIN_DETECTORS, detectorTypes, type DetectorTypeInfo } from './detectors/registry.js';
export { NAMED_VALIDATORS, type ValidatorName } from './validators/index.js';
export * from './policy/index.js';
export * from './masking/index.js';
export * from './check/index.js';
