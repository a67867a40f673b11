import type { Category, Finding } from '@preflight/core';

/** A finding built by hand, for testing evaluation and masking apart from detection. */
export function makeFinding(type: string, categories: readonly Category[], start = 0, end = start + 1): Finding {
  return {
    type,
    categories,
    start,
    end,
    confidence: 0.9,
    detector: type.toLowerCase(),
    explanation: { validator: 'absent', contextWord: null, baseConfidence: 0.9 },
  };
}

/** One finding per category, at distinct offsets. */
export function findingsOf(...categories: Category[]): Finding[] {
  return categories.map((category, index) => makeFinding(`${category}_TYPE`, [category], index * 2, index * 2 + 1));
}
