import type { Detector } from '../../types.js';
import type { CompiledDetector } from './compiled-detector.js';
import { ALNUM, baseKinds, combinedRule, keyOffset, LiteralTable, punctuationPairs, SPECIAL, tokenLengths, type EventTables } from '../pass/index.js';
import { compileBuiltin } from './compile-builtin.js';
import { compileCustom } from './compile-custom.js';
import { DigitPrefilter, leadCharacters, type DigitAutomaton } from '../digits/index.js';
import type { DetectorSlots } from '../verify/index.js';
import { OtherScriptWords, type WordTables } from '../context/index.js';
import type { CustomDetectorSpec, ScanOptions } from '../options.js';
import { Vocabulary } from './vocabulary.js';
import { AssignmentRules, MAX_NAME, MAX_VALUE } from '../assignment/index.js';

/** Everything a scanner compiled once from its options. */
export interface ScanPlan {
  readonly detectors: readonly CompiledDetector[];
  readonly slots: readonly DetectorSlots[];
  /** Per prefix-literal id, the orders of the detectors whose anchor holds it. */
  readonly prefixOwners: readonly (readonly number[])[];
  readonly tables: EventTables;
  readonly wordTables: WordTables;
  readonly vocabulary: Vocabulary;
  readonly digitPrefilter: DigitPrefilter;
  /** The `digits` patterns' automaton in full, for the token pass. */
  readonly digitAutomaton: DigitAutomaton;
  readonly longestWord: number;
  /** Slots of `=` and `:` in the pass's anchor characters when some detector reads assignments; else empty. */
  readonly assignmentSlots: readonly number[];
  /** The `names` rules of the detectors that read assignments. */
  readonly assignmentRules: AssignmentRules;
  /** Words of detectors that search only around their words that begin outside ASCII, which the pass cannot find; null for none. */
  readonly otherScriptAnchors: OtherScriptWords | null;
  /** How far from such a word a match of those detectors may reach: each matches a number, so a word with no digit that near is passed over. */
  readonly otherScriptReach: number;
  /** Context a chunk needs beyond its own range so matches and their context words are complete. */
  readonly lookBehind: number;
  readonly lookAhead: number;
}

/** `=` and `:`, where the reader of assignments looks for a name and its value. */
const ASSIGNMENT_OPERATORS = [61, 58];

function compileDetectors(builtins: readonly Detector[], customs: readonly CustomDetectorSpec[], vocabulary: Vocabulary): CompiledDetector[] {
  return [
    ...builtins.map((detector, order) => compileBuiltin(detector, order, vocabulary)),
    ...customs.map((spec, index) => compileCustom(spec, builtins.length + index, vocabulary)),
  ];
}

export function buildPlan(options: ScanOptions, records: readonly Detector[]): ScanPlan {
  const vocabulary = new Vocabulary();
  const wanted = options.types === undefined ? null : new Set(options.types);
  const builtins = records.filter((detector) => wanted === null || wanted.has(detector.type));
  const customs = (options.customDetectors ?? []).filter((spec) => wanted === null || wanted.has(spec.type));
  const detectors = compileDetectors(builtins, customs, vocabulary);
  const kinds = baseKinds();
  const prefixes = new LiteralTable(false);
  const prefixIdsByLiteral = new Map<string, number>();
  const anchorChars: number[] = [];
  const anchorSlot = new Int16Array(128).fill(-1);
  const anchoredBySlot: CompiledDetector[][] = [];
  const digitPrefilter = new DigitPrefilter(builtins);

  // A detector's own literals (an IBAN's 80 country codes) share one id, so the pass files their
  // hits in one list in text order; a literal of several detectors keeps an id of its own.
  const owners = new Map<string, Set<number>>();
  detectors.forEach((detector, index) => {
    if (detector.anchor.kind !== 'prefix') return;
    for (const literal of detector.anchor.literals) owners.set(literal, (owners.get(literal) ?? new Set<number>()).add(index));
  });
  let nextPrefixId = 0;
  const prefixOwners: number[][] = [];
  const slotOf = (code: number): number => {
    if (anchorSlot[code] < 0) {
      anchorSlot[code] = anchorChars.length;
      anchorChars.push(code);
      anchoredBySlot.push([]);
      kinds[code] |= SPECIAL;
    }
    return anchorSlot[code];
  };
  const assignmentSlots: number[] = [];
  const slots = detectors.map((detector, index): DetectorSlots => {
    const anchor = detector.anchor;
    if (anchor.kind === 'prefix') {
      let ownId = -1;
      const prefixIds = new Set<number>();
      for (const literal of anchor.literals) {
        let id = prefixIdsByLiteral.get(literal);
        if (id === undefined) {
          if (owners.get(literal)?.size === 1) id = ownId < 0 ? (ownId = nextPrefixId++) : ownId;
          else id = nextPrefixId++;
          prefixIdsByLiteral.set(literal, id);
          prefixes.add(literal, id);
          // Literals are looked up at the token of their first letter or digit; one without any, wherever its first character occurs.
          if ((kinds[literal.charCodeAt(keyOffset(literal))] & ALNUM) === 0) kinds[literal.charCodeAt(0)] |= SPECIAL;
        }
        prefixIds.add(id);
      }
      for (const id of prefixIds) (prefixOwners[id] ??= []).push(index);
      return { charSlot: -1, lead: [], digitPattern: -1, stretchesTested: false };
    }
    if (anchor.kind === 'char') {
      const code = anchor.char.charCodeAt(0);
      if (anchor.char.length !== 1 || code >= 128) throw new RangeError(`detector ${detector.id}: a char anchor is one ASCII character`);
      const slot = slotOf(code);
      anchoredBySlot[slot].push(detector);
      return { charSlot: slot, lead: [], digitPattern: -1, stretchesTested: false };
    }
    if (anchor.kind === 'assignment') {
      if (assignmentSlots.length === 0) for (const operator of ASSIGNMENT_OPERATORS) assignmentSlots.push(slotOf(operator));
      for (const slot of assignmentSlots) anchoredBySlot[slot].push(detector);
      return { charSlot: -1, lead: [], digitPattern: -1, stretchesTested: false };
    }
    const lead = Array.from(leadCharacters(detector), (ch) => ch.charCodeAt(0));
    const digitPattern = anchor.kind === 'digits' ? digitPrefilter.patternOf(detector.id) : -1;
    return { charSlot: -1, lead, digitPattern, stretchesTested: false };
  });

  // A character several detectors anchor on (`:` for IPv6 and MAC addresses) is listed where any of their rules admits
  // it, and whole where one of them has no rule (the reader of assignments); then a detector with a rule tests its anchors itself.
  const anchorRules = anchoredBySlot.map((anchored) => combinedRule(anchored.map((detector) => detector.stretch)));
  const slotsWithRules = slots.map((slot, index) => ({ ...slot, stretchesTested: slot.charSlot >= 0 && detectors[index].stretch !== null && anchorRules[slot.charSlot] === null }));
  const { table: anchorWords, ...otherScriptAnchors } = anchorWordsOf(detectors, vocabulary);
  const longestWord = vocabulary.longest;
  const longestMatch = Math.max(0, ...detectors.map((detector) => detector.maxLength), assignmentSlots.length > 0 ? MAX_NAME + MAX_VALUE + 32 : 0);
  const widestWindow = Math.max(0, ...detectors.map((detector) => Math.max(detector.contextWindow, detector.excludeWindow)));
  // The pass and word lookups run one at a time, so they share one buffer for a position's literal hits.
  const scratch = new Int32Array(Math.max(prefixes.scratchSize, vocabulary.table.scratchSize));
  const wordLengths = tokenLengths(vocabulary.table);
  const prefixLengths = tokenLengths(prefixes);
  const anchorWordLengths = tokenLengths(anchorWords);
  const tables: EventTables = {
    kinds,
    listsNumbers: detectors.some((detector) => detector.anchor.kind === 'numbers'),
    anchorChars,
    anchorSlot,
    anchorRules,
    prefixes,
    anchorWords,
    scratch,
    prefixPairs: punctuationPairs(prefixes),
    prefixLengths,
    anchorWordLengths,
    eventLengths: tokenLengths(prefixes, anchorWords),
    eventAndWordLengths: tokenLengths(prefixes, anchorWords, vocabulary.table),
    vocabulary: vocabulary.table,
    wordLengths,
  };
  const wordTables: WordTables = { kinds, vocabulary: vocabulary.table, wordLengths, longestWord, scratch, otherScript: vocabulary.otherScript.size > 0 ? vocabulary.otherScript : null };
  return {
    detectors,
    slots: slotsWithRules,
    prefixOwners,
    tables,
    wordTables,
    vocabulary,
    digitPrefilter,
    digitAutomaton: digitPrefilter.automaton,
    longestWord,
    assignmentSlots,
    ...otherScriptAnchors,
    assignmentRules: new AssignmentRules(detectors.flatMap((detector) => (detector.anchor.kind === 'assignment' ? [{ order: detector.order, rule: detector.anchor.names }] : []))),
    lookBehind: 2 * longestMatch + widestWindow + longestWord,
    lookAhead: longestMatch + widestWindow + longestWord,
  };
}

/**
 * The words of detectors that search only around their words: the pass must find these
 * everywhere. Those that begin outside ASCII, which the pass cannot look up, the scan looks for in
 * the blocks of text that hold a unit outside ASCII and a digit within `otherScriptReach` (such
 * detectors match numbers: dates of birth, phone numbers).
 */
function anchorWordsOf(
  detectors: readonly CompiledDetector[],
  vocabulary: Vocabulary,
): { table: LiteralTable } & Pick<ScanPlan, 'otherScriptAnchors' | 'otherScriptReach'> {
  const table = new LiteralTable(true);
  const otherScript = new OtherScriptWords();
  const added = new Set<number>();
  let reach = 0;
  for (const detector of detectors) {
    if (detector.anchor.kind !== 'context') continue;
    for (const id of detector.contextWords) {
      const inOtherScript = vocabulary.isOtherScript(id);
      if (inOtherScript) reach = Math.max(reach, detector.contextWindow + detector.maxLength);
      if (added.has(id)) continue;
      added.add(id);
      if (inOtherScript) otherScript.add(vocabulary.word(id), id);
      else table.add(vocabulary.word(id), id);
    }
  }
  return { table, otherScriptAnchors: otherScript.size > 0 ? otherScript : null, otherScriptReach: reach };
}
