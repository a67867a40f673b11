import { LIKELY, SAME_KIND_NEARBY, VERY_LIKELY, VERY_UNLIKELY, type Assessment } from '../verify/index.js';

/** Farthest apart two values' starts may be and still stand on neighbouring lines of one column. */
const NEIGHBOUR_REACH = 512;

const LINE_FEED = 10;
const isDelimiter = (code: number): boolean => code === 44 || code === 59 || code === 9 || code === 124;

/** Where the line holding `at` begins, looking back no further than `limit`; -1 when it begins further back. */
function lineStart(text: string, at: number, limit: number): number {
  for (let i = at; i > limit; i--) if (text.charCodeAt(i - 1) === LINE_FEED) return i;
  return limit === 0 ? 0 : -1;
}

/** The delimiters before `at` on its line, from `from`: the field a CSV-like value stands in. */
function fieldIndex(text: string, from: number, at: number): number {
  let count = 0;
  for (let i = from; i < at; i++) if (isDelimiter(text.charCodeAt(i))) count++;
  return count;
}

/**
 * `b` stands on the line right after `a`'s, in the same column: the same field of a delimited row,
 * or, in a table aligned with blanks, the same offset from the line's start.
 */
function sameColumn(text: string, a: Assessment, b: Assessment): boolean {
  if (b.start - a.start > NEIGHBOUR_REACH) return false;
  const bLine = lineStart(text, b.start, a.end);
  if (bLine <= a.end) return false;
  // Exactly one line break between them: neighbouring lines.
  if (text.lastIndexOf('\n', bLine - 2) >= a.end) return false;
  const aLine = lineStart(text, a.start, Math.max(0, a.start - NEIGHBOUR_REACH));
  if (aLine < 0) return false;
  const aField = fieldIndex(text, aLine, a.start);
  if (aField > 0) return aField === fieldIndex(text, bLine, b.start);
  return a.start - aLine === b.start - bLine;
}

/**
 * Raises, by one level, each value of a type that has a neighbour of the same type in its column
 * on the line above or below (a column of BSNs in an export): one value passing a weak check by
 * chance is common, two in one column are not. Assessments are taken in text order per type.
 */
export function raiseColumnsOfOneKind(text: string, assessments: Assessment[]): void {
  // Only a type with a value below LIKELY can gain what a policy acts on; most scans have none.
  const wanting = new Set<string>();
  for (const assessment of assessments) if (assessment.likelihood > VERY_UNLIKELY && assessment.likelihood < LIKELY && !assessment.withheld) wanting.add(assessment.detector.type);
  if (wanting.size === 0) return;
  const byType = new Map<string, number[]>();
  assessments.forEach((assessment, index) => {
    if (assessment.withheld || !wanting.has(assessment.detector.type)) return;
    const list = byType.get(assessment.detector.type);
    if (list === undefined) byType.set(assessment.detector.type, [index]);
    else list.push(index);
  });
  for (const indices of byType.values()) {
    if (indices.length < 2) continue;
    indices.sort((x, y) => assessments[x].start - assessments[y].start);
    const raised = new Set<number>();
    for (let k = 1; k < indices.length; k++) {
      if (sameColumn(text, assessments[indices[k - 1]], assessments[indices[k]])) raised.add(indices[k - 1]).add(indices[k]);
    }
    for (const index of raised) {
      const assessment = assessments[index];
      // A value a strong sign speaks against (a run of one digit) stays VERY_UNLIKELY: it counts as no evidence.
      if (assessment.likelihood === VERY_UNLIKELY) continue;
      assessments[index] = { ...assessment, signs: assessment.signs | SAME_KIND_NEARBY, likelihood: Math.min(VERY_LIKELY, assessment.likelihood + 1) };
    }
  }
}
