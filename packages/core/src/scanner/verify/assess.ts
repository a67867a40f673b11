import { CONFIDENCE, CONTEXT_BOOST, LIKELIHOODS, type Category, type Finding, type Verdict } from '../../types.js';
import { shannonEntropy } from '../../validators/entropy.js';
import { alnumAt, type ScanEvents } from '../pass/index.js';
import { contextFrom, contextTo, continuesNumber, isLabelled, LABEL_GAP, numberSigns, PART_OF_LONGER_VALUE, STRONG_SIGNS, WordHits, wordNear, type ColumnHeaders, type NearbyWords } from '../context/index.js';
import { COLUMN_HEADER, CONTEXT_WORD, evidenceOf, FORMATTED, levelIndex, levelOfConfidence, LIKELY, likelihoodLevel, VERY_LIKELY } from './likelihood.js';
import type { CompiledDetector, Vocabulary } from '../compile/index.js';

/** What assessing one match needs besides the match itself. */
export interface AssessContext {
  readonly text: string;
  readonly events: ScanEvents;
  readonly words: NearbyWords;
  readonly columns: ColumnHeaders;
}

/**
 * An accepted match and what overlap resolution needs to know about it. Its finding is made only
 * once it has won its overlaps (`findingOf`), after the chunks are scanned: a match that loses
 * costs no finding, and no finding is copied by the collections that run while chunks are scanned.
 */
export interface Assessment {
  readonly detector: CompiledDetector;
  /**
   * The whole match, which competes with overlapping findings; the finding may cover less of it
   * (a record's `reportGroup`), as a password read inside its URL still owns the URL.
   */
  readonly start: number;
  readonly end: number;
  readonly verdict: Verdict | 'absent';
  readonly confidence: number;
  /** The context word that raised it, or -1. */
  readonly contextWord: number;
  /** Right after one of its detector's own context words (`NPI: …`): wins ties of confidence. */
  readonly labelled: boolean;
  /**
   * Labelled but rejected by the validator (`NHS number 412 133 3550` with a wrong check digit):
   * it still outranks weaker readings of the same characters (a phone number), but is never reported.
   */
  readonly withheld: boolean;
  /** Index into LIKELIHOODS. */
  readonly likelihood: number;
  /** The evidence seen: number signs and the positive bits of `likelihood.ts`. */
  readonly signs: number;
}

const NO_WORDS = new WordHits();

/** The confidence of a match a strong sign speaks against (a power of two, part of a longer number). */
const NEGATED = 0.1;

/** Two decimals, so 0.6 + 0.2 reads 0.8 and thresholds compare as written. */
function roundConfidence(value: number): number {
  return Math.round(Math.min(1, value) * 100) / 100;
}

/** The level a match of `detector` starts from, with the verdict its validator gave. */
function aloneLevel(detector: CompiledDetector, verdict: Verdict | 'absent'): number {
  return detector.likelihood === null ? levelOfConfidence(baseConfidenceOf(detector, verdict)) : levelIndex(detector.likelihood.alone);
}

/** A separator among the match's characters: `943 476 5919`, `1234.56.782`, `811228-9874`. */
function holdsSeparator(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 45 || code === 46 || code === 43 || code === 47) return true;
  }
  return false;
}

/** The confidence of a match before any context word raises it. */
function baseConfidenceOf(detector: CompiledDetector, verdict: Verdict | 'absent'): number {
  return verdict === 'confirm' ? detector.confirmedConfidence : detector.baseConfidence;
}

function categoriesOf(detector: CompiledDetector, text: string, start: number, end: number): readonly Category[] {
  if (detector.categorize === null) return detector.categories;
  const extra = detector.categorize(text.slice(start, end)).filter((category) => !detector.categories.includes(category));
  return extra.length === 0 ? detector.categories : [...detector.categories, ...extra];
}

/**
 * Turns a pattern match into an assessment, or null when it is dropped: a letter or digit right
 * next to it (boundary), a rejecting validator (unless the match is labelled: then it is withheld),
 * too little entropy, an excluding word just before it, or a required context word missing both
 * nearby and in its column's header.
 */
export function assessMatch(ctx: AssessContext, detector: CompiledDetector, start: number, end: number): Assessment | null {
  const text = ctx.text;
  // Hits further back than the detector's own longest word cannot reach its windows.
  const longestWord = detector.longestWord;
  if (detector.boundary && (alnumAt(text, start - 1) || alnumAt(text, end))) return null;
  const words = detector.contextWords;
  const window = detector.contextWindow;
  // Words count after the match too, unless the record asks for them before it only.
  const after = detector.contextBeforeOnly ? 0 : window;
  const excludeWindow = detector.excludeWindow;
  const reach = Math.max(window, excludeWindow, LABEL_GAP) + longestWord;
  // A required word missing nearby and over its column drops the match whatever its validator
  // says, and is the likelier outcome (a nine-digit build number is no routing number): asked
  // first, so the validator (a custom one too) is not asked then.
  let hits: WordHits | null = null;
  if (detector.contextRequired) {
    hits = ctx.words.within(start - reach, end + after);
    if (wordNear(hits, words, start - window, end + after, longestWord) < 0) {
      if (ctx.columns.wordOver(start, end, words) < 0) return null;
      // Reading the column's header reused the words' list: the words around the match are read again.
      hits = null;
    }
  }
  const value = text.slice(start, end);
  const verdict: Verdict | 'absent' = detector.validate === null ? 'absent' : detector.validate(value);
  // A rejected match lives on only when labelled, which a look just before it settles cheaply.
  if (verdict === 'reject' && (words.size === 0 || !isLabelled(text, hits ?? ctx.words.within(start - LABEL_GAP - longestWord, start), words, start, longestWord))) return null;
  if (detector.minEntropy > 0 && shannonEntropy(value) < detector.minEntropy) return null;
  hits ??= words.size === 0 && detector.excludeWords.size === 0 ? NO_WORDS : ctx.words.within(start - reach, end + after);
  // The cheap lookup first: most matches have no context word in reach at all.
  const near = wordNear(hits, words, start - window, end + after, longestWord);
  const labelled = near >= 0 && isLabelled(text, hits, words, start, longestWord);
  if (verdict === 'reject' && !labelled) return null;
  if (wordNear(hits, detector.excludeWords, start - excludeWindow, start, longestWord) >= 0) return null;
  let word = near < 0 ? -1 : wordNear(hits, words, contextFrom(text, start, start - window), contextTo(text, end, end + after), longestWord);
  // A CSV cell's context is its column header, however far above; asked only when nothing else will do.
  if (word < 0 && detector.contextRequired) word = ctx.columns.wordOver(start, end, words);
  if (word < 0 && detector.contextRequired) return null;
  const base = baseConfidenceOf(detector, verdict);
  const alone = aloneLevel(detector, verdict);
  let signs = word >= 0 ? CONTEXT_WORD : 0;
  // A weak match (one check digit) may be named by its column's header; a strong one needs no more.
  if (word < 0 && alone < LIKELY && words.size > 0 && ctx.columns.wordOver(start, end, words) >= 0) signs |= COLUMN_HEADER;
  if (detector.readsNumbers) {
    signs |= numberSigns(text, start, end, signs !== 0);
    const grouped = holdsSeparator(text, start, end);
    // A grouped number right after another digit group is the tail of a longer printed number; a
    // strong check (a card's) delimits its value itself, so each card of a list stands.
    if (grouped && alone < VERY_LIKELY && continuesNumber(text, start, end)) signs |= PART_OF_LONGER_VALUE;
    if (detector.likelihood?.formatted === true && grouped) signs |= FORMATTED;
  }
  const likelihood = likelihoodLevel(alone, signs);
  // A column's header names its cells as a word beside them does.
  let confidence = roundConfidence(word < 0 && (signs & COLUMN_HEADER) === 0 ? base : base + CONTEXT_BOOST);
  // Evidence against the match lowers the number beside the level too, so a confidence floor drops it as well.
  if (likelihood < alone && (signs & (CONTEXT_WORD | COLUMN_HEADER)) === 0) confidence = Math.min(confidence, (signs & STRONG_SIGNS) !== 0 ? NEGATED : CONFIDENCE.LOW);
  return {
    detector,
    start,
    end,
    verdict,
    confidence,
    contextWord: word,
    labelled,
    withheld: verdict === 'reject',
    likelihood,
    signs,
  };
}

/** The finding an assessment reports; with `explain`, its explanation lists the evidence behind its likelihood. */
export function findingOf(assessment: Assessment, text: string, vocabulary: Vocabulary, explain = false): Finding {
  const { detector, start, end, contextWord } = assessment;
  const word = contextWord < 0 ? null : vocabulary.word(contextWord);
  let reportStart = start;
  let reportEnd = end;
  if (detector.reportedSpan !== null) [reportStart, reportEnd] = detector.reportedSpan(text, start, end);
  return {
    type: detector.type,
    categories: categoriesOf(detector, text, start, end),
    start: reportStart,
    end: reportEnd,
    confidence: assessment.confidence,
    likelihood: LIKELIHOODS[assessment.likelihood],
    detector: detector.id,
    explanation: explain
      ? {
          validator: assessment.verdict,
          contextWord: word,
          baseConfidence: baseConfidenceOf(detector, assessment.verdict),
          evidence: evidenceOf(aloneLevel(detector, assessment.verdict), aloneDetail(detector, assessment.verdict), assessment.signs, word),
        }
      : { validator: assessment.verdict, contextWord: word, baseConfidence: baseConfidenceOf(detector, assessment.verdict) },
  };
}

/** Why a match starts where it does, in words. */
function aloneDetail(detector: CompiledDetector, verdict: Verdict | 'absent'): string {
  if (detector.likelihood?.checksum !== undefined) return detector.likelihood.checksum;
  if (detector.likelihood !== null) return 'its shape';
  return verdict === 'confirm' ? `its validator confirms it (confidence ${baseConfidenceOf(detector, verdict)})` : `its shape (confidence ${baseConfidenceOf(detector, verdict)})`;
}
