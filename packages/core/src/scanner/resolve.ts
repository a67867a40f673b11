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
  let cluster: Assessment[] = [];
  let clusterEnd = -1;
  for (const assessment of sorted) {
    if (assessment.start >= clusterEnd && cluster.length > 0) {
      keepFromCluster(cluster, rank, kept);
      cluster = [];
    }
    cluster.push(assessment);
    clusterEnd = Math.max(clusterEnd, assessment.end);
  }
  if (cluster.length > 0) keepFromCluster(cluster, rank, kept);
  return kept;
}

function keepFromCluster(cluster: Assessment[], rank: DetectorRank, kept: Finding[]): void {
  const chosen: Assessment[] = [];
  for (const candidate of cluster.length === 1 ? cluster : cluster.sort(byPriority(rank))) {
    if (chosen.every((other) => candidate.end <= other.start || candidate.start >= other.end)) chosen.push(candidate);
  }
  const reported = chosen.filter((assessment) => !assessment.withheld).map((assessment) => assessment.finding);
  kept.push(...reported.sort((a, b) => a.start - b.start));
}
