import type { Finding } from '../types.js';
import type { Assessment } from './assess.js';

/** Detector order by id, the last tie-breaker; unknown ids sort last. */
export type DetectorRank = (detectorId: string) => number;

function byPriority(rank: DetectorRank) {
  return (a: Assessment, b: Assessment): number =>
    b.finding.confidence - a.finding.confidence ||
    Number(b.labelled) - Number(a.labelled) ||
    b.end - b.start - (a.end - a.start) ||
    rank(a.finding.detector) - rank(b.finding.detector) ||
    a.start - b.start;
}

/**
 * Keeps, among overlapping matches, the one with higher confidence, then the labelled one (right
 * after its own context word), then the longer match, then the earlier detector; returns the
 * findings of the reported survivors sorted by start. A withheld match can win and hide what it
 * overlaps, but is not reported itself. Matches are first split into clusters of transitively
 * overlapping spans, so the greedy choice stays local and cheap.
 */
export function resolveOverlaps(assessments: readonly Assessment[], rank: DetectorRank): Finding[] {
  const sorted = [...assessments].sort((a, b) => a.start - b.start || b.end - a.end || rank(a.finding.detector) - rank(b.finding.detector));
  const kept: Finding[] = [];
  let clusterStart = 0;
  let clusterEnd = -1;
  for (let k = 0; k < sorted.length; k++) {
    const assessment = sorted[k];
    if (assessment.start >= clusterEnd && k > clusterStart) {
      keepFromCluster(sorted, clusterStart, k, rank, kept);
      clusterStart = k;
    }
    clusterEnd = Math.max(clusterEnd, assessment.end);
  }
  if (sorted.length > clusterStart) keepFromCluster(sorted, clusterStart, sorted.length, rank, kept);
  return kept;
}

/** Resolves the cluster `sorted[from, to)`. */
function keepFromCluster(sorted: readonly Assessment[], from: number, to: number, rank: DetectorRank, kept: Finding[]): void {
  // Most matches overlap no other: they need no ranking, and no arrays.
  if (to - from === 1) {
    if (!sorted[from].withheld) kept.push(sorted[from].finding);
    return;
  }
  const chosen: Assessment[] = [];
  for (const candidate of sorted.slice(from, to).sort(byPriority(rank))) {
    if (chosen.every((other) => candidate.end <= other.start || candidate.start >= other.end)) chosen.push(candidate);
  }
  const reported = chosen.filter((assessment) => !assessment.withheld).map((assessment) => assessment.finding);
  kept.push(...reported.sort((a, b) => a.start - b.start));
}
