import { AnswerCache, UNKNOWN } from '../answer-cache.js';
import { AnchorStretches, NO_UNITS, type ScanEvents, type Window } from '../pass/index.js';
import type { AssignmentList } from '../assignment/index.js';
import { assessMatch, type AssessContext, type Assessment } from './assess.js';
import type { CharSet, CompiledDetector } from '../compile/index.js';
import type { ColumnHeaders } from '../context/index.js';
import type { LiveTokens } from '../digits/index.js';
import type { PrefixHitsByDetector } from './prefix-hits.js';
import { RequiredUnits } from './required-units.js';
import type { NumberTagger, TaggedSpans } from '../../types.js';

/** Where one detector's candidates come from in this scanner's event tables. */
export interface DetectorSlots {
  /** Anchor-character slot of a `char` anchor, or -1. */
  readonly charSlot: number;
  /** Code units of a `digits` anchor's lead characters. */
  readonly lead: readonly number[];
  /** A `digits` detector's pattern in the prefilter (`DigitPrefilter.patternOf`), whose tokens it tries; -1 for other anchors. */
  readonly digitPattern: number;
  /** A `char` detector whose anchors the pass lists whole (the character is shared) tests their stretches itself. */
  readonly stretchesTested: boolean;
}

/** One chunk's work: findings are kept only when they start in `[keepFrom, keepTo)`. */
interface ChunkWork {
  readonly keepFrom: number;
  readonly keepTo: number;
  /** The chunk's window of the text. */
  readonly window: Window;
  /** The prefix hits of each `prefix` detector. */
  readonly prefixHits: PrefixHitsByDetector;
  /** Digit tokens that passed the shared prefilter. */
  readonly liveDigitTokens: LiveTokens;
  /** Assignments to names that say password or secret, when some detector reads them. */
  readonly assignments: AssignmentList | null;
}

/** One chunk of a scan as a detector's run sees it. */
export interface ChunkScope {
  readonly ctx: AssessContext;
  readonly work: ChunkWork;
  readonly report: (assessment: Assessment) => void;
}

/**
 * Runs one detector over the candidates the single pass found and reports its findings. A
 * candidate inside a match this detector already made is skipped, so a long match is not
 * re-matched from each of its tokens. A scan's workspace keeps one run per detector from chunk to
 * chunk and scan to scan (`ScanWorkspace`); what a chunk brings comes with each call.
 */
export class DetectorRun {
  private coveredUntil = -1;
  /**
   * Along `char` and `digits` candidates of a pattern whose reach is known, its last match length
   * (-1 for none), handed back where the text repeats (`a:a:a:…`, `1.1.1.…`, a log's addresses
   * of one shape); null for other detectors.
   */
  private readonly answers: AnswerCache | null;
  /** The window the answers are read over starts at this text offset. */
  private base = 0;
  /** A `tagger` detector's spans over the text being scanned, until the scan ends. */
  private tagged: TaggedSpans | null = null;
  /** A `numbers` detector's tagger, read on chunk after chunk; null for other anchors. */
  private readonly numbers: NumberTagger | null;

  /** Whether the units every match of this detector holds occur near a candidate, over the scan's text. */
  private readonly required: RequiredUnits;

  constructor(
    private readonly detector: CompiledDetector,
    private readonly slots: DetectorSlots,
  ) {
    const { matchAt, reach, unitClasses } = detector;
    this.answers = matchAt !== null && unitClasses !== null ? new AnswerCache(reach, unitClasses) : null;
    this.required = detector.requiredUnits.length === 0 ? NOTHING_REQUIRED : new RequiredUnits(detector.requiredUnits);
    this.numbers = detector.anchor.kind === 'numbers' ? detector.anchor.tagger() : null;
  }

  /** Readies the run for a scan of `text`. */
  begin(text: string): void {
    this.required.begin(text);
    this.numbers?.begin(text);
  }

  /** Runs over one chunk's candidates. */
  run(scope: ChunkScope): void {
    const { detector, slots, required } = this;
    const { ctx, work } = scope;
    this.coveredUntil = -1;
    this.answers?.begin(work.window.units);
    this.base = work.window.base;
    const { events, text } = ctx;
    switch (detector.anchor.kind) {
      case 'prefix':
        for (const position of mergedPrefixHits(work.prefixHits.of(detector.order))) this.attempt(scope, position);
        return;
      case 'digits': {
        const positions = work.liveDigitTokens.byPattern[slots.digitPattern];
        for (let k = 0; k < positions.length; k++) {
          const position = positions.at(k);
          // Inside the last match nothing is tried, however far back its lead reaches.
          if (position >= this.coveredUntil) this.attempt(scope, walkBack(text, position, slots.lead, this.coveredUntil));
        }
        return;
      }
      case 'char': {
        const { back, least } = detector.anchor;
        const hits = events.charHits[slots.charSlot];
        // Where the pass lists the character whole, a rule of pairs alone is tested by an anchor's neighbours.
        const twins = slots.stretchesTested && least?.pairOnly === true ? detector.anchor.char.charCodeAt(0) : -1;
        const stretches = slots.stretchesTested && twins < 0 && detector.stretch !== null ? new AnchorStretches(detector.stretch, work.window.units, work.window.base) : null;
        for (let k = 0; k < hits.length; k++) {
          const position = hits.at(k);
          if (position < this.coveredUntil) continue;
          if (twins >= 0 && text.charCodeAt(position + 1) !== twins && text.charCodeAt(position - 1) !== twins) continue;
          if (stretches !== null && !stretches.admits(position)) continue;
          // Any match through this anchor lies within `back` before it and `maxLength` after it.
          if (!required.allPresent(Math.max(0, position - back), back + detector.maxLength)) {
            // `a@a@a@…` with no `.` anywhere after: no later anchor can pass either.
            if (required.exhaustedFrom(Math.max(0, position - back))) return;
            continue;
          }
          this.attempt(scope, walkBackWhile(text, position, detector.first, back, this.coveredUntil));
        }
        return;
      }
      case 'context':
        for (const [from, to] of contextWindows(events, detector, ctx.columns, work.keepFrom)) this.searchWindow(scope, Math.max(from, this.coveredUntil), to);
        return;
      case 'assignment': {
        const assignments = work.assignments;
        if (assignments === null) return;
        // A value its validator rejected a moment ago is dropped again without a second look (`password=password=…`).
        let dropped = '';
        for (const index of assignments.offersTo(detector.order)) {
          const start = assignments.valueStarts[index];
          if (start < this.coveredUntil) continue;
          const end = assignments.valueEnds[index];
          const value = text.slice(start, end);
          if (value === dropped) continue;
          if (!detector.matchesWhole(value)) dropped = value;
          else if (!this.accept(scope, start, end)) dropped = this.droppedForItsValue(value);
        }
        return;
      }
      case 'tagger': {
        // The document is tagged once per scan, whole (its later mentions know its full names); each chunk takes the spans it keeps.
        this.tagged ??= detector.anchor.spans(text);
        this.acceptSpansInChunk(scope, this.tagged);
        return;
      }
      case 'numbers': {
        // A span kept here starts before `keepTo`, and its number lies within its length after that, which the pass reaches.
        this.acceptSpansInChunk(scope, (this.numbers as NumberTagger).readTo(events.numberTokens, Math.min(text.length, work.keepTo + detector.maxLength)));
        return;
      }
      case 'everywhere':
        // Start one match length early so a match running into the kept range is seen, not re-cut.
        this.searchWindow(scope, Math.max(0, work.keepFrom - detector.maxLength), work.keepTo);
        return;
    }
  }

  /** Lets go of the last chunk's window and the scan's text once the scan is over. */
  release(): void {
    this.answers?.begin(NO_UNITS);
    this.tagged = null;
    this.numbers?.begin('');
    this.required.begin('');
  }

  /** A tagger's spans that start in the chunk's kept range. */
  private acceptSpansInChunk(scope: ChunkScope, { starts, ends }: TaggedSpans): void {
    const { keepFrom, keepTo } = scope.work;
    for (let k = firstAtOrAfter(starts, keepFrom); k < starts.length && starts[k] < keepTo; k++) this.accept(scope, starts[k], ends[k]);
  }

  private attempt(scope: ChunkScope, start: number): void {
    const { detector, answers } = this;
    const text = scope.ctx.text;
    const matchAt = detector.matchAt;
    if (start < this.coveredUntil || matchAt === null) return;
    if (detector.first !== null && !detector.first.has(text.charCodeAt(start))) return;
    if (!this.required.allPresent(start, detector.maxLength)) return;
    const end = answers === null ? matchAt(text, start) : this.cachedMatchAt(answers, matchAt, text, start);
    if (end > start) this.accept(scope, start, end);
  }

  /** `matchAt` at `start`, its answer taken from the cache where that holds. */
  private cachedMatchAt(answers: AnswerCache, matchAt: (text: string, at: number) => number, text: string, start: number): number {
    const at = start - this.base;
    const known = answers.answerAt(at);
    if (known !== UNKNOWN) return known < 0 ? -1 : start + known;
    const end = matchAt(text, start);
    answers.remember(at, end < 0 ? -1 : end - start);
    return end;
  }

  private searchWindow(scope: ChunkScope, from: number, to: number): void {
    const text = scope.ctx.text;
    // A match equal to one its validator rejected a moment ago is dropped again unread (`password=password=…`).
    let dropped = '';
    this.detector.search(text, from, to, (start, end) => {
      if (start < this.coveredUntil) return;
      if (end - start === dropped.length && text.startsWith(dropped, start)) {
        this.coveredUntil = end;
        return;
      }
      if (!this.accept(scope, start, end)) dropped = this.droppedForItsValue(text.slice(start, end));
    });
  }

  /**
   * The value when a built-in validator rejects it wherever it stands (so its next copy may be
   * passed over), else ''. A custom validator is asked once per match, as its author expects.
   */
  private droppedForItsValue(value: string): string {
    const { detector } = this;
    return detector.matchAt !== null && detector.validate?.(value) === 'reject' ? value : '';
  }

  /** Assesses a match and reports it when it is kept and starts in the chunk; false when it is dropped or only withheld. */
  private accept(scope: ChunkScope, start: number, end: number): boolean {
    // Even a rejected match claims its span: `1.3.6.1.4` rejected whole is not re-read as `6.1.4.x`.
    this.coveredUntil = end;
    const assessment = assessMatch(scope.ctx, this.detector, start, end);
    if (assessment !== null && start >= scope.work.keepFrom && start < scope.work.keepTo) scope.report(assessment);
    return assessment !== null && !assessment.withheld;
  }
}

/**
 * Hits of a detector's prefix literals in text order, each position once. They usually come in
 * one list already in order; literals that begin with punctuation (found at their first letter)
 * or literals shared with other detectors need a sort.
 */
function mergedPrefixHits(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 0) return NO_HITS;
  if (lists.length === 1 && inStrictOrder(lists[0])) return lists[0];
  const merged: number[] = [];
  for (const hits of lists) for (const position of hits) merged.push(position);
  merged.sort((a, b) => a - b);
  return merged.filter((position, k) => k === 0 || position !== merged[k - 1]);
}

const NO_HITS: readonly number[] = [];
const NOTHING_REQUIRED = new RequiredUnits([]);

function inStrictOrder(positions: readonly number[]): boolean {
  for (let k = 1; k < positions.length; k++) if (positions[k] <= positions[k - 1]) return false;
  return true;
}

/** Index of the first of the sorted `positions` at or after `at`. */
function firstAtOrAfter(positions: readonly number[], at: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid] < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Steps back over as many lead characters as the anchor lists (`+(` before a phone number's digits). */
function walkBack(text: string, position: number, lead: readonly number[], floor: number): number {
  let start = position;
  while (start > 0 && start > floor && position - start < lead.length && lead.includes(text.charCodeAt(start - 1))) start--;
  return start;
}

/** Steps back from an anchor character over up to `back` characters a match can begin with. */
function walkBackWhile(text: string, position: number, leading: CharSet | null, back: number, floor: number): number {
  if (leading === null) return position;
  let start = position;
  while (start > 0 && start > floor && position - start < back && leading.has(text.charCodeAt(start - 1))) start--;
  return start;
}

/**
 * The detector's context windows around its words, overlapping windows merged, in text order. A
 * word in a column header widens its window over the rows below (`assessMatch` then keeps only the
 * cells of its column); a chunk that begins among such rows searches them too.
 */
function contextWindows(events: ScanEvents, detector: CompiledDetector, columns: ColumnHeaders, chunkStart: number): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  const { starts, ends, words } = events.anchorWords;
  for (let k = 0; k < events.anchorWords.count; k++) {
    if (!detector.contextWords.has(words[k])) continue;
    const from = Math.max(0, starts[k] - detector.contextWindow - detector.maxLength);
    windows.push([from, Math.max(ends[k] + detector.contextWindow, columns.rowsEndBelow(starts[k], ends[k]))]);
  }
  const rowsEnd = chunkStart > 0 ? columns.rowsEndAround(chunkStart, detector.contextWords) : -1;
  if (rowsEnd >= 0) windows.push([Math.max(0, chunkStart - detector.maxLength), rowsEnd]);
  return mergeWindows(windows);
}

/** Windows sorted by start, overlapping ones merged. */
function mergeWindows(windows: Array<[number, number]>): Array<[number, number]> {
  windows.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of windows) {
    const last = merged[merged.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
