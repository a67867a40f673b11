import type { Assessment } from '../verify/index.js';

/**
 * Of two matches right after their own word, a valid one outranks a withheld one: where several
 * types share a label (`tax number`), one type's failed check must not hide another's valid number.
 */
function vouchedOverWithheld(a: Assessment, b: Assessment): number {
  const vouched = (x: Assessment) => !x.withheld && x.labelled;
  return Number(vouched(b) && a.withheld && a.labelled) - Number(vouched(a) && b.withheld && b.labelled);
}

function byPriority(a: Assessment, b: Assessment): number {
  return (
    vouchedOverWithheld(a, b) ||
    b.confidence - a.confidence ||
    Number(b.labelled) - Number(a.labelled) ||
    b.end - b.start - (a.end - a.start) ||
    a.detector.order - b.detector.order ||
    a.start - b.start
  );
}

/**
 * Keeps, among overlapping matches, the one with higher confidence, then the labelled one (right
 * after its own context word), then the longer match, then the earlier detector; returns the
 * reported survivors sorted by start. A match that lies inside a longer one is part of it, not a
 * rival: it gives way whatever its confidence (a Swedish personal number's digits inside a Slack
 * token, `xoxp-…-201612041630-…`, must not win and leave the rest of the token unmasked), and
 * counts only where the longer one lost to another match. A
 * withheld match can win and hide what it overlaps, but is not reported itself. Matches are first
 * split into clusters of transitively overlapping spans, so the greedy choice stays local and
 * cheap.
 */
export function resolveOverlaps(assessments: readonly Assessment[]): Assessment[] {
  const sorted = [...assessments].sort((a, b) => a.start - b.start || b.end - a.end || a.detector.order - b.detector.order);
  const kept: Assessment[] = [];
  let clusterStart = 0;
  let clusterEnd = -1;
  for (let k = 0; k < sorted.length; k++) {
    const assessment = sorted[k];
    if (assessment.start >= clusterEnd && k > clusterStart) {
      keepFromCluster(sorted, clusterStart, k, kept);
      clusterStart = k;
    }
    clusterEnd = Math.max(clusterEnd, assessment.end);
  }
  if (sorted.length > clusterStart) keepFromCluster(sorted, clusterStart, sorted.length, kept);
  return kept;
}

/** Resolves the cluster `sorted[from, to)`. */
function keepFromCluster(sorted: readonly Assessment[], from: number, to: number, kept: Assessment[]): void {
  // Most matches overlap no other: they need no ranking, and no arrays.
  if (to - from === 1) {
    if (!sorted[from].withheld) kept.push(sorted[from]);
    return;
  }
  const { outer, held } = byContainment(sorted, from, to);
  const chosen: Assessment[] = [];
  // A held match comes after every outer one: it counts only where what holds it lost to a rival.
  for (const candidate of [...outer.sort(byPriority), ...held.sort(byPriority)]) {
    if (chosen.every((other) => candidate.end <= other.start || candidate.start >= other.end)) chosen.push(candidate);
  }
  kept.push(...chosen.filter((assessment) => !assessment.withheld).sort((a, b) => a.start - b.start));
}

/**
 * The matches of the cluster `sorted[from, to)` (by start, then longest first) that lie inside no
 * longer one, and those that do. Any match that holds another starts no later, so one walk in
 * order, keeping the furthest end so far and the first start that reached it, finds them.
 */
function byContainment(sorted: readonly Assessment[], from: number, to: number): { outer: Assessment[]; held: Assessment[] } {
  const outer: Assessment[] = [];
  const held: Assessment[] = [];
  let furthestEnd = -1;
  let startOfFurthest = -1;
  for (let k = from; k < to; k++) {
    const { start, end } = sorted[k];
    if (end < furthestEnd || (end === furthestEnd && startOfFurthest < start)) {
      held.push(sorted[k]);
      continue;
    }
    if (end > furthestEnd) {
      furthestEnd = end;
      startOfFurthest = start;
    }
    outer.push(sorted[k]);
  }
  return { outer, held };
}
