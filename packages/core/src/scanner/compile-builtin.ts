import { CONFIDENCE, type Detector } from '../types.js';
import type { CompiledDetector } from './compiled-detector.js';
import { patternShape, type PatternShape } from './pattern-shape.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Prepares a built-in detector record: a sticky V8 RegExp for anchored candidates (bounded
 * patterns only, so each attempt is bounded work) and a global one for context windows.
 */
export function compileBuiltin(detector: Detector, order: number, vocabulary: Vocabulary): CompiledDetector {
  const flags = detector.ignoreCase ? 'i' : '';
  let shape: PatternShape;
  try {
    shape = patternShape(detector.pattern, detector.ignoreCase);
  } catch (cause) {
    throw new SyntaxError(`built-in detector ${detector.id}: pattern is outside the supported subset`, { cause });
  }
  const sticky = new RegExp(detector.pattern, `${flags}y`);
  const global = new RegExp(detector.pattern, `${flags}g`);
  const maxLength = detector.maxLength;
  const context = detector.context;
  const contextWords = new Set(context?.words.map((word) => vocabulary.idOf(word)) ?? []);
  const excludeWords = new Set(detector.excludeAfter?.words.map((word) => vocabulary.idOf(word)) ?? []);
  return {
    order,
    id: detector.id,
    type: detector.type,
    categories: detector.categories,
    anchor: detector.anchor,
    first: shape.first,
    requiredUnits: unitsBeyondAnchor(detector, shape.required),
    matchAt(text, at) {
      sticky.lastIndex = at;
      return sticky.test(text) ? sticky.lastIndex : -1;
    },
    reach: shape.reach,
    search(text, from, to, onMatch) {
      const slice = text.slice(from, Math.min(text.length, to + maxLength));
      const limit = to - from;
      global.lastIndex = 0;
      for (let m = global.exec(slice); m !== null && m.index < limit; m = global.exec(slice)) {
        if (m[0].length === 0) global.lastIndex++;
        else onMatch(from + m.index, from + m.index + m[0].length);
      }
    },
    maxLength,
    boundary: detector.boundary ?? true,
    validate: detector.validate ?? null,
    categorize: detector.categorize ?? null,
    contextWords,
    contextWindow: context?.window ?? 0,
    contextRequired: context?.required ?? false,
    excludeWords,
    excludeWindow: detector.excludeAfter?.window ?? 0,
    longestWord: vocabulary.longestOf([...contextWords, ...excludeWords]),
    baseConfidence: detector.confidence.base,
    confirmedConfidence: detector.confidence.confirmed ?? CONFIDENCE.CONFIRMED,
    minEntropy: detector.minEntropy ?? 0,
    reportedSpan: detector.reportGroup === undefined ? null : groupSpan(detector, flags),
  };
}

/**
 * Required units less a `char` anchor's own character: every window a candidate is checked in
 * holds that anchor when it reaches back no further than a match is long, so its search would
 * only cost time (`a:a:a:…` looked for the next `:` at every candidate).
 */
function unitsBeyondAnchor(detector: Detector, required: readonly number[]): readonly number[] {
  const anchor = detector.anchor;
  if (anchor.kind !== 'char' || anchor.back >= detector.maxLength) return required;
  return required.filter((code) => code !== anchor.char.charCodeAt(0));
}

/**
 * Where the named group of the match `[start, end)` lies, read with the `d` flag's indices. Runs
 * once per reported finding, so the candidate loop keeps its cheaper matcher.
 */
function groupSpan(detector: Detector, flags: string): (text: string, start: number, end: number) => readonly [number, number] {
  const name = detector.reportGroup ?? '';
  if (!detector.pattern.includes(`(?<${name}>`)) throw new SyntaxError(`built-in detector ${detector.id}: reportGroup names no group of its pattern`);
  const indexed = new RegExp(detector.pattern, `${flags}dy`);
  return (text, start, end) => {
    indexed.lastIndex = start;
    // A group the match skipped (an optional one) leaves the whole match to report.
    return indexed.exec(text)?.indices?.groups?.[name] ?? [start, end];
  };
}
