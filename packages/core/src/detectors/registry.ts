import type { Category, Detector } from '../types.js';
import { euDetectors } from './eu/index.js';
import { financialDetectors } from './financial/index.js';
import { peopleDetectors } from './people/index.js';
import { phiDetectors } from './phi/index.js';
import { piiDetectors } from './pii/index.js';
import { secretsDetectors } from './secrets/index.js';
import { serviceDetectors } from './services/index.js';
import { worldDetectors } from './world/index.js';

/** Every built-in detector, in one explicit list; a test fails when ids collide. */
export const BUILTIN_DETECTORS: readonly Detector[] = [
  ...piiDetectors,
  ...financialDetectors,
  ...serviceDetectors,
  ...secretsDetectors,
  ...phiDetectors,
  ...euDetectors,
  ...peopleDetectors,
  ...worldDetectors,
];

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
