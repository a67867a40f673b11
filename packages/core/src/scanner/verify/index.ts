/** What verification hands the other stages: the run of each detector over its candidates, and the assessments it reports. */
export { findingOf, type AssessContext, type Assessment } from './assess.js';
export { DetectorRun, type ChunkScope, type DetectorSlots } from './candidates.js';
export { PrefixHitsByDetector } from './prefix-hits.js';
export { levelIndex, LIKELY, SAME_KIND_NEARBY, VERY_LIKELY, VERY_UNLIKELY } from './likelihood.js';
