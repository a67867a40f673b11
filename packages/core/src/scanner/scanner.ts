import { BUILTIN_DETECTORS } from '../detectors/registry.js';
import type { Detector, Finding } from '../types.js';
import { buildPlan, validateOptions, type ScanPlan } from './compile/index.js';
import type { ScanOptions, Scanner } from './options.js';
import { asciiUnits, collectEvents, OTHER_BLOCK, eventLists, sharedTokenPass, tokenPassKey, type EventLists, type TokenPass, type Window } from './pass/index.js';
import { applyAllowList, compileAllowList, raiseColumnsOfOneKind, resolveOverlaps } from './resolve/index.js';
import { ScanWorkspace } from './scan-workspace.js';
import { findingOf, levelIndex, type AssessContext, type Assessment, type ChunkScope } from './verify/index.js';

/** Text is scanned in chunks of this many UTF-16 units, so per-scan tables stay small. */
export const CHUNK_SIZE = 1 << 20;

/**
 * Units a chunk's window holds before and after the text it scans: before, the unit ahead of the
 * first token (a lead character, a token's continuation); after, a margin so that reads from a
 * position before its end (a digit token's lead run, a token's length up to where literals are
 * told apart) answer as over the whole text. Findings are kept only well inside the window
 * (`lookAhead`), so the margin keeps the pass's answers, not the findings, the same.
 */
const WINDOW_BEFORE = 8;
const WINDOW_AFTER = 128;

/** Scans `[chunkStart, chunkEnd)`, reading enough text around it that matches and context are whole. */
function scanChunk(
  text: string,
  buffer: Uint8Array,
  lists: EventLists,
  workspace: ScanWorkspace,
  plan: ScanPlan,
  pass: TokenPass | null,
  chunkStart: number,
  chunkEnd: number,
  report: (assessment: Assessment) => void,
): void {
  const { words, columns, runs, prefixHits } = workspace;
  const from = Math.max(0, chunkStart - plan.lookBehind);
  const to = Math.min(text.length, chunkEnd + plan.lookAhead);
  const base = Math.max(0, from - WINDOW_BEFORE);
  const otherBlocks = workspace.otherBlocks;
  otherBlocks.length = 0;
  const units = asciiUnits(text, base, Math.min(text.length, to + WINDOW_AFTER), buffer, plan.otherScriptAnchors === null ? undefined : otherBlocks);
  const window: Window = { text, units, base };
  words.setWindow(window);
  // Where the last chunk's matches were dense, the pass looks words up itself, reading no token twice.
  const lookUpWords = words.denseSince(chunkEnd - chunkStart);
  const events =
    pass === null ? collectEvents(window, from, to, plan.tables, lookUpWords, lists) : pass.collect(window, from, to, lookUpWords, lists, plan.tables);
  if (lookUpWords) words.addPassWords(events.words, from, to);
  // Words that begin outside ASCII lie in blocks that hold such a unit; the context windows around them need no order.
  for (const block of otherBlocks) {
    if (digitNear(units, block - base - plan.otherScriptReach, block - base + OTHER_BLOCK + plan.otherScriptReach)) {
      plan.otherScriptAnchors?.find(text, Math.max(from, block), Math.min(to, block + OTHER_BLOCK) - 1, events.anchorWords);
    }
  }
  const ctx: AssessContext = { text, events, words, columns };
  const liveDigitTokens = plan.digitPrefilter.liveTokens(window, events.digitTokens, events.digitTokensRefused);
  const assignments = plan.assignmentSlots.length === 0 ? null : workspace.assignments;
  assignments?.read(text, plan.assignmentSlots.map((slot) => events.charHits[slot]));
  prefixHits.read(events.prefixHits);
  const scope: ChunkScope = { ctx, work: { keepFrom: chunkStart, keepTo: chunkEnd, window, prefixHits, liveDigitTokens, assignments }, report };
  for (let index = 0; index < runs.length; index++) runs[index].run(scope);
}

/** Whether an ASCII digit lies in `[from, to)` of the window's units. */
function digitNear(units: Uint8Array, from: number, to: number): boolean {
  const end = Math.min(to, units.length);
  for (let at = Math.max(0, from); at < end; at++) if (units[at] >= 48 && units[at] <= 57) return true;
  return false;
}

/** Compiles detectors, context words, custom patterns and the allow-list once; `scan` reuses them. */
export function createScanner(options: ScanOptions = {}): Scanner {
  return compileScanner(options, CHUNK_SIZE);
}

/**
 * `createScanner` over a chosen detector list and chunk size, so tests can use their own records
 * and cross chunk boundaries cheaply.
 */
export function compileScanner(options: ScanOptions, chunkSize: number, builtins: readonly Detector[] = BUILTIN_DETECTORS): Scanner {
  validateOptions(options);
  const plan = buildPlan(options, builtins);
  const allow = compileAllowList(options.allowList);
  const minConfidence = options.minConfidence ?? 0;
  const minLikelihood = options.minLikelihood === undefined ? 0 : levelIndex(options.minLikelihood);
  const explain = options.explain === true;
  const passKey = tokenPassKey(plan.tables, plan.digitAutomaton);
  const workspace = new ScanWorkspace(plan);

  return {
    scan(text: string): Finding[] {
      if (typeof text !== 'string') throw new TypeError('scan expects a string');
      const assessments: Assessment[] = [];
      const report = (assessment: Assessment) => {
        if (assessment.withheld || assessment.confidence >= minConfidence) assessments.push(assessment);
      };
      // One buffer holds each chunk's window of units in turn, so memory stays that of one chunk.
      const windowLength = Math.min(text.length, chunkSize + plan.lookBehind + plan.lookAhead + WINDOW_BEFORE + WINDOW_AFTER);
      const shared = sharedTokenPass(passKey, plan.tables, plan.digitAutomaton);
      const pass = shared?.claim() === true ? shared : null;
      // A scan nested in this one (a custom validator's) works in a workspace of its own.
      const space = workspace.claim() ? workspace : new ScanWorkspace(plan);
      space.begin(text, pass);
      try {
        const buffer = pass === null ? new Uint8Array(windowLength + 1) : pass.unitBuffer(windowLength);
        const lists = pass === null ? eventLists(plan.tables) : pass.lists;
        for (let chunkStart = 0; chunkStart < text.length; chunkStart += chunkSize) {
          scanChunk(text, buffer, lists, space, plan, pass, chunkStart, Math.min(text.length, chunkStart + chunkSize), report);
        }
      } finally {
        space.release();
        pass?.release();
      }
      raiseColumnsOfOneKind(text, assessments);
      const likely = minLikelihood === 0 ? assessments : assessments.filter((a) => a.withheld || a.likelihood >= minLikelihood);
      // Allowed values go after overlaps are settled, so what an allowed value overshadowed stays hidden.
      const findings = resolveOverlaps(likely).map((assessment) => findingOf(assessment, text, plan.vocabulary, explain));
      return applyAllowList(findings, text, allow);
    },
  };
}

let defaultScanner: Scanner | undefined;

/** Scans with every built-in detector; pass options for anything else (compiled on each call). */
export function scan(text: string, options?: ScanOptions): Finding[] {
  if (typeof text !== 'string') throw new TypeError('scan expects a string');
  if (options !== undefined) return createScanner(options).scan(text);
  defaultScanner ??= createScanner();
  return defaultScanner.scan(text);
}
