import type { Detector } from '../types.js';
import { NON_ASCII_UNIT } from './ascii-units.js';
import { patternShape } from './pattern-shape.js';
import { PrefixAutomaton, StateList, unionFragments } from './prefix-automaton.js';

/** A move that ends the walk with "no pattern can match here". */
export const REFUSE = -1;
/** A move that ends the walk with "a pattern may match": a match may be complete, or the text's window ends. */
export const KEEP = -2;
/** Subsets it works out at most; a move past them keeps the token. */
const MAX_SUBSETS = 4096;
/** Stands for "a match is complete" among automaton states. */
const ACCEPT = -1;

/**
 * The `digits` patterns' automaton (as `PrefixAutomaton` reads them: bounded repeats unrolled,
 * assertions and unbounded repeats widened, so it never refuses a match) worked out in full, for
 * the token pass (token-pass.wat, `refuseDigitTokens`): a digit token it refuses within DEPTH
 * units, and that has no lead character before it, is left out before JavaScript sees it.
 * Units the patterns never tell apart share a class, so a move is one of `width` columns.
 */
export interface DigitAutomatonTable {
  /** Class of each unit 0..NON_ASCII_UNIT; class 0 is unit 0 alone, the window's end, which keeps. */
  readonly classes: Uint8Array;
  readonly width: number;
  /** Per subset row (its id * width), per class: the next row, REFUSE or KEEP; row 0 is the entry. */
  readonly moves: Int32Array;
  /** 1 for a unit that, standing before a token, makes it a candidate whatever follows (`+`, `(`). */
  readonly leads: Uint8Array;
}

const tables = new Map<string, DigitAutomatonTable | null>();

/** The table for these detectors' `digits` patterns, built once per set of detectors; null when they have none. */
export function digitAutomatonTable(detectors: readonly Detector[]): DigitAutomatonTable | null {
  const digits = detectors.filter((detector) => detector.anchor.kind === 'digits');
  const key = digits.map((detector) => `${detector.id}\u0000${detector.pattern}`).join('\u0001');
  if (!tables.has(key)) tables.set(key, digits.length === 0 ? null : buildTable(digits));
  return tables.get(key) ?? null;
}

function buildTable(digits: readonly Detector[]): DigitAutomatonTable {
  const leads = new Uint8Array(NON_ASCII_UNIT + 1);
  for (const detector of digits) {
    const lead = detector.anchor.kind === 'digits' ? (detector.anchor.lead ?? '') : '';
    for (const ch of lead) if (ch.charCodeAt(0) < 128) leads[ch.charCodeAt(0)] = 1;
  }
  const nfa = new StateList();
  const entry = digits.map((detector) => patternShape(detector.pattern, detector.ignoreCase, true).prefix).reduce(unionFragments)(nfa, [ACCEPT]);
  const { classes, members } = unitClasses(nfa);
  const width = members.length;
  const subsets: number[][] = [];
  const ids = new Map<string, number>();
  let moves = new Int32Array(64 * width).fill(KEEP);
  /** The row of a subset, or KEEP when a match may be complete there or there is no room. */
  const rowOf = (states: number[]): number => {
    if (states.includes(ACCEPT)) return KEEP;
    const sorted = [...new Set(states)].sort((a, b) => a - b);
    const key = sorted.join(',');
    const known = ids.get(key);
    if (known !== undefined) return known * width;
    if (subsets.length === MAX_SUBSETS) return KEEP;
    ids.set(key, subsets.length);
    subsets.push(sorted);
    if (subsets.length * width > moves.length) {
      const grown = new Int32Array(2 * moves.length).fill(KEEP);
      grown.set(moves);
      moves = grown;
    }
    return (subsets.length - 1) * width;
  };
  if (rowOf(entry) !== 0) throw new RangeError('a digits pattern matches the empty string');
  // Breadth first, DEPTH units deep: a walk reads no further, so deeper subsets need no moves.
  let layer = [0];
  for (let depth = 0; depth < PrefixAutomaton.DEPTH; depth++) {
    const next: number[] = [];
    for (const row of layer) {
      // Class 0 keeps its KEEP: the window's end, where the walk cannot tell.
      for (let column = 1; column < width; column++) {
        const reached: number[] = [];
        for (const state of subsets[row / width]) if (nfa.sets[state].has(members[column])) reached.push(...nfa.next[state]);
        const before = subsets.length;
        const move = reached.length === 0 ? REFUSE : rowOf(reached);
        moves[row + column] = move;
        if (subsets.length > before) next.push(move);
      }
    }
    layer = next;
  }
  return { classes, width, moves: moves.slice(0, subsets.length * width), leads };
}

/** Units 0..NON_ASCII_UNIT grouped by which states read them; unit 0 alone in class 0. */
function unitClasses(nfa: StateList): { classes: Uint8Array; members: number[] } {
  const classes = new Uint8Array(NON_ASCII_UNIT + 1);
  const members = [0];
  const bySignature = new Map<string, number>();
  for (let unit = 1; unit <= NON_ASCII_UNIT; unit++) {
    const signature = nfa.sets.map((set) => (set.has(unit) ? '1' : '0')).join('');
    let column = bySignature.get(signature);
    if (column === undefined) {
      column = members.length;
      members.push(unit);
      bySignature.set(signature, column);
    }
    classes[unit] = column;
  }
  return { classes, members };
}
