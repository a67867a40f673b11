import { CONFIDENCE, type Detector } from '../../types.js';
import { stretchRule, type StretchRule } from '../pass/index.js';
import type { CompiledDetector } from './compiled-detector.js';
import { leadingRun, nextRunStart } from './leading-run.js';
import { patternShape, type PatternShape } from './pattern-shape.js';
import { unitClassesOf } from '../digits/index.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Prepares a built-in detector record: a sticky V8 RegExp for anchored candidates (bounded
 * patterns only, so each attempt is bounded work) and a global one for context windows.
 */
export function compileBuiltin(detector: Detector, order: number, vocabulary: Vocabulary): CompiledDetector {
  const flags = detector.ignoreCase ? 'i' : '';
  let shape: PatternShape;
  try {
    // A `digits` detector's shape is read with its digit lead, as the digit prefilter reads it, so it is read once.
    shape = patternShape(detector.pattern, detector.ignoreCase, detector.anchor.kind === 'digits');
  } catch (cause) {
    throw new SyntaxError(`built-in detector ${detector.id}: pattern is outside the supported subset`, { cause });
  }
  // Made on first use: most detectors use only one of them, and a fresh page pays for each it makes.
  let sticky: RegExp | undefined;
  let global: RegExp | undefined;
  let whole: RegExp | undefined;
  const run = leadingRun(detector.pattern, detector.ignoreCase ?? false);
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
      sticky ??= new RegExp(detector.pattern, `${flags}y`);
      sticky.lastIndex = at;
      return sticky.test(text) ? sticky.lastIndex : -1;
    },
    matchesWhole: (value) => (whole ??= new RegExp(`^(?:${detector.pattern})$`, flags)).test(value),
    reach: shape.reach,
    // Only `char` and `digits` candidates take answers over (`AnswerCache`); the atoms' sets are not kept.
    unitClasses: shape.reach !== Infinity && (detector.anchor.kind === 'char' || detector.anchor.kind === 'digits') ? unitClassesOf(shape.sets) : null,
    stretch: stretchOf(detector, shape),
    search(text, from, to, onMatch) {
      const end = Math.min(text.length, to + maxLength);
      const slice = text.slice(from, end);
      const limit = to - from;
      global ??= new RegExp(detector.pattern, `${flags}g`);
      global.lastIndex = 0;
      for (;;) {
        if (run !== null) {
          // The regex would fail at every position before this one; a run starting at `to` or later is not asked for.
          const at = nextRunStart(text, from + global.lastIndex, Math.min(end, to + run.min - 1), run);
          if (at < 0 || at - from >= limit) return;
          global.lastIndex = at - from;
        }
        const m = global.exec(slice);
        if (m === null || m.index >= limit) return;
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
    contextBeforeOnly: context?.beforeOnly ?? false,
    contextRequired: context?.required ?? false,
    excludeWords,
    excludeWindow: detector.excludeAfter?.window ?? 0,
    longestWord: vocabulary.longestOf([...contextWords, ...excludeWords]),
    baseConfidence: detector.confidence.base,
    confirmedConfidence: detector.confidence.confirmed ?? CONFIDENCE.CONFIRMED,
    minEntropy: detector.minEntropy ?? 0,
    likelihood: detector.likelihood ?? null,
    readsNumbers: detector.anchor.kind === 'digits',
    reportedSpan: detector.reportGroup === undefined ? null : groupSpan(detector, flags),
  };
}

/** A `char` detector's test of its anchors' stretches, when its record says how many anchors a kept match holds. */
function stretchOf(detector: Detector, shape: PatternShape): StretchRule | null {
  const anchor = detector.anchor;
  if (anchor.kind !== 'char' || anchor.least === undefined) return null;
  try {
    return stretchRule(anchor.char, anchor.least, shape.sets);
  } catch (cause) {
    throw new RangeError(`built-in detector ${detector.id}: ${(cause as Error).message}`, { cause });
  }
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
 * Where the named group of the match `[start, end)` lies. Runs once per reported finding, so the
 * candidate loop keeps its cheaper matcher. A group that ends the pattern (an e-mail address after
 * an optional `mailto:` or URL prefix) ends the match: its length, from a plain `exec`, places it;
 * any other group is read with the `d` flag's indices, which cost four times as much.
 */
function groupSpan(detector: Detector, flags: string): (text: string, start: number, end: number) => readonly [number, number] {
  const name = detector.reportGroup ?? '';
  if (!detector.pattern.includes(`(?<${name}>`)) throw new SyntaxError(`built-in detector ${detector.id}: reportGroup names no group of its pattern`);
  const trailing = endsWithGroup(detector.pattern, name);
  const sticky = new RegExp(detector.pattern, trailing ? `${flags}y` : `${flags}dy`);
  return (text, start, end) => {
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    // A group the match skipped (an optional one) leaves the whole match to report.
    if (!trailing) return match?.indices?.groups?.[name] ?? [start, end];
    const group = match?.groups?.[name];
    if (match === null || group === undefined) return [start, end];
    const matchEnd = match.index + match[0].length;
    return [matchEnd - group.length, matchEnd];
  };
}

/** True when the group `name` closes with the pattern's last character, so a match it takes part in ends with it. */
function endsWithGroup(pattern: string, name: string): boolean {
  let depth = 0;
  for (let i = pattern.indexOf(`(?<${name}>`); i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (ch === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i === pattern.length - 1;
  }
  return false;
}
