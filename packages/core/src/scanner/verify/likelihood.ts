import { LIKELIHOODS, type Evidence, type EvidenceKind, type Likelihood } from '../../types.js';
import { numberSignKinds, STRONG_SIGNS } from '../context/index.js';

/** Levels as numbers, so evidence can move them: 0 is VERY_UNLIKELY, 4 VERY_LIKELY. */
export const VERY_UNLIKELY = 0;
export const UNLIKELY = 1;
export const POSSIBLE = 2;
export const LIKELY = 3;
export const VERY_LIKELY = 4;

/** Positive signs, above the bits of the number signs (`context/number-evidence.ts`). */
export const FORMATTED = 1 << 16;
export const CONTEXT_WORD = 1 << 17;
export const COLUMN_HEADER = 1 << 18;
export const SAME_KIND_NEARBY = 1 << 19;
const POSITIVE = FORMATTED | CONTEXT_WORD | COLUMN_HEADER | SAME_KIND_NEARBY;

/** A weak negative sign (code, a timestamp, a counter's key) lowers a match by two levels. */
const WEAK_SIGN_STEPS = -2;

export const levelIndex = (likelihood: Likelihood): number => LIKELIHOODS.indexOf(likelihood);

/** The level a record with no likelihood rule starts from, read from its confidence. */
export function levelOfConfidence(confidence: number): number {
  if (confidence >= 0.95) return VERY_LIKELY;
  if (confidence >= 0.5) return LIKELY;
  if (confidence >= 0.3) return POSSIBLE;
  return UNLIKELY;
}

/**
 * The likelihood of a match that starts at `alone` and shows `signs`: each positive sign raises it
 * one level; a strong negative sign (the number is part of a longer value, one digit repeated, a
 * sequence, a power of two) makes it VERY_UNLIKELY whatever else holds; a weak one lowers it two
 * levels unless a context word or column header names the value, as the writer then said what it is.
 */
export function likelihoodLevel(alone: number, signs: number): number {
  if ((signs & STRONG_SIGNS) !== 0) return VERY_UNLIKELY;
  let level = alone;
  for (let bit = FORMATTED; bit <= SAME_KIND_NEARBY; bit <<= 1) if ((signs & bit) !== 0) level++;
  const named = (signs & (CONTEXT_WORD | COLUMN_HEADER)) !== 0;
  if (!named && (signs & ~POSITIVE) !== 0) level += WEAK_SIGN_STEPS;
  return Math.max(VERY_UNLIKELY, Math.min(VERY_LIKELY, level));
}

const POSITIVE_EVIDENCE: ReadonlyArray<readonly [number, EvidenceKind, string]> = [
  [FORMATTED, 'formatting', "written with the issuer's separators"],
  [CONTEXT_WORD, 'context-word', 'a word naming it stands nearby'],
  [COLUMN_HEADER, 'column-header', 'the header of its column names it'],
  [SAME_KIND_NEARBY, 'same-kind-nearby', 'a value of the same type stands in its column on a neighbouring line'],
];

/** The evidence behind `likelihoodLevel(alone, signs)`, in the order it is weighed. */
export function evidenceOf(alone: number, aloneDetail: string, signs: number, contextWord: string | null): Evidence[] {
  const evidence: Evidence[] = [{ kind: 'alone', steps: 0, detail: `${LIKELIHOODS[alone]}: ${aloneDetail}` }];
  for (const [bit, kind, detail] of POSITIVE_EVIDENCE) {
    if ((signs & bit) === 0) continue;
    evidence.push({ kind, steps: 1, detail: bit === CONTEXT_WORD && contextWord !== null ? `"${contextWord}" stands nearby` : detail });
  }
  // A named value's weak signs are not read (`numberSigns`): each sign listed here counted.
  for (const [bit, kind, detail] of numberSignKinds(signs)) {
    const strong = (bit & STRONG_SIGNS) !== 0;
    evidence.push({ kind, steps: strong ? -VERY_LIKELY : WEAK_SIGN_STEPS, detail: strong ? `${detail}: VERY_UNLIKELY whatever else holds` : detail });
  }
  return evidence;
}
