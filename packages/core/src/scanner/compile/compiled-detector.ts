import type { Anchor, Category, LikelihoodRule, Verdict } from '../../types.js';
import type { StretchRule } from '../pass/index.js';
import type { CharSet } from './char-set.js';
import type { UnitClasses } from '../digits/index.js';

/** Finds matches of a detector inside `[from, to)` of `text`; each match is reported as `onMatch(start, end)`. */
type WindowSearch = (text: string, from: number, to: number, onMatch: (start: number, end: number) => void) => void;

/** How the scanner finds a compiled detector's candidates. */
type CompiledAnchor =
  | Exclude<Anchor, { kind: 'context' }>
  /** Only around its context words (built-in `context` anchors and custom detectors with keywords). */
  | { readonly kind: 'context' }
  /** Everywhere, by a linear-time search over bounded slices (custom detectors without keywords). */
  | { readonly kind: 'everywhere' };

/**
 * A detector prepared for one scanner: compiled patterns and lookup tables live here, in the
 * scanner's own cache, never on the shared frozen detector record.
 */
export interface CompiledDetector {
  /** Position in the scanner's detector list; the last tie-breaker between overlapping findings. */
  readonly order: number;
  readonly id: string;
  readonly type: string;
  readonly categories: readonly Category[];
  readonly anchor: CompiledAnchor;
  /** Characters a match can begin with; null when unknown (custom patterns). */
  readonly first: CharSet | null;
  /** ASCII code units every match contains; a candidate with none of one of them ahead is skipped. */
  readonly requiredUnits: readonly number[];
  /** Sticky matcher: the end of the match starting exactly at `at`, or -1. Built-in detectors only. */
  readonly matchAt: ((text: string, at: number) => number) | null;
  /** Units from a candidate `matchAt` reads at most: its answer depends on nothing further (Infinity when unknown). */
  readonly reach: number;
  /**
   * Units the pattern never tells apart, for a `char` or `digits` detector whose `reach` is known:
   * its answers are taken over along its candidates (`AnswerCache`); null for any other.
   */
  readonly unitClasses: UnitClasses | null;
  /** For a `char` detector whose record says how many anchors a kept match holds: the test of its anchors' stretches; else null. */
  readonly stretch: StretchRule | null;
  /** Whether the pattern matches all of an assigned value. */
  readonly matchesWhole: (value: string) => boolean;
  /** Unanchored search within a window (context anchors, custom detectors). */
  readonly search: WindowSearch;
  readonly maxLength: number;
  readonly boundary: boolean;
  readonly validate: ((value: string) => Verdict) | null;
  readonly categorize: ((value: string) => readonly Category[]) | null;
  /** Ids of its context words in the scanner's vocabulary. */
  readonly contextWords: ReadonlySet<number>;
  readonly contextWindow: number;
  /** Context words count only before a match (a value after its name), not after it. */
  readonly contextBeforeOnly: boolean;
  readonly contextRequired: boolean;
  /** Ids of words that drop a match they precede within `excludeWindow` characters. */
  readonly excludeWords: ReadonlySet<number>;
  readonly excludeWindow: number;
  /** Length of the longest of its context and excluding words. */
  readonly longestWord: number;
  readonly baseConfidence: number;
  readonly confirmedConfidence: number;
  readonly minEntropy: number;
  /** The record's likelihood rule; null: the likelihood is read from the confidence. */
  readonly likelihood: LikelihoodRule | null;
  /** A `digits` detector: its matches are numbers, which the signs of code and logs can speak against. */
  readonly readsNumbers: boolean;
  /** The span a finding reports for the match `[start, end)`, when the record names a group; else null. */
  readonly reportedSpan: ((text: string, start: number, end: number) => readonly [number, number]) | null;
}
