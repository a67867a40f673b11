export { PatternEngineUnavailableError, ScanOptionsError, type ScanOptionsErrorCode } from './errors.js';
export type { AllowList, CustomDetectorSpec, ScanOptions, Scanner } from './options.js';
export { createScanner, scan } from './scanner.js';
export { LineIndex } from './line-index.js';
export { providePatternEngine } from './compile/index.js';
