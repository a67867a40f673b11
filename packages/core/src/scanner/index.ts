import { BUILTIN_DETECTORS } from '../detectors/registry.js';
import type { Category } from '../types.js';

export { BUILTIN_DETECTORS } from '../detectors/registry.js';
export { PatternEngineUnavailableError, ScanOptionsError, type ScanOptionsErrorCode } from './errors.js';
export type { AllowList, CustomDetectorSpec, ScanOptions, Scanner } from './options.js';
export { createScanner, scan } from './scanner.js';
export { LineIndex } from './line-index.js';
export { providePatternEngine } from './compile/re2-engine.js';
export { NAMED_VALIDATORS, type ValidatorName } from '../validators/index.js';

export interface DetectorTypeInfo {
  readonly type: string;
  readonly categories: readonly Category[];
  readonly label: { readonly one: string; readonly other: string };
}

/** One entry per built-in type (first detector of a type wins), for summaries and analytics. */
export function detectorTypes(): DetectorTypeInfo[] {
  const byType = new Map<string, DetectorTypeInfo>();
  for (const detector of BUILTIN_DETECTORS) {
    if (!byType.has(detector.type)) byType.set(detector.type, { type: detector.type, categories: detector.categories, label: detector.label });
  }
  return [...byType.values()];
}
