/** What the compile stage hands the other stages: the scanner's plan and the compiled detectors, and the pattern reading the digit stage builds its automaton from. */
export { CharSet } from './char-set.js';
export type { CompiledDetector } from './compiled-detector.js';
export type { PackedShapes } from './packed-shape.js';
export { patternShape } from './pattern-shape.js';
export { buildPlan, type ScanPlan } from './plan.js';
export { providePatternEngine } from './re2-engine.js';
export { compileRe2, re2Matches } from './re2-search.js';
export { validateOptions } from './validate-options.js';
export type { Vocabulary } from './vocabulary.js';
