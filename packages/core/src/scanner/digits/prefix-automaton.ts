import { NON_ASCII_UNIT } from '../pass/index.js';
import { CharSet } from '../compile/index.js';

/**
 * A pattern as a builder of automaton states, written backwards: given the states that follow
 * it, a fragment adds its own and returns the states it is entered by. Built without empty moves,
 * a fragment can be emitted as often as a bounded repeat needs.
 */
export type Fragment = (nfa: StateList, next: readonly number[]) => number[];

/** States of a pattern's automaton: each reads one unit of its set and moves on to its `next`. */
class StateList {
  readonly sets: CharSet[] = [];
  readonly next: number[][] = [];

  add(set: CharSet, next: readonly number[]): number {
    // Fragments are emitted once per copy; past this size a pattern's automaton would cost more than its regex.
    if (this.sets.length >= MAX_STATES) throw new RangeError('prefix automaton too large');
    this.sets.push(set);
    this.next.push([...next]);
    return this.sets.length - 1;
  }
}

const MAX_STATES = 4096;

/** The state that stands for "a match is complete". */
const ACCEPT = -1;

export const EMPTY_FRAGMENT: Fragment = (_nfa, next) => [...next];

export function charFragment(set: CharSet): Fragment {
  return (nfa, next) => [nfa.add(set, next)];
}

export function concatFragments(a: Fragment, b: Fragment): Fragment {
  return (nfa, next) => a(nfa, b(nfa, next));
}

export function unionFragments(a: Fragment, b: Fragment): Fragment {
  return (nfa, next) => [...a(nfa, next), ...b(nfa, next)];
}

/** `fragment` `min` to `max` times; an unbounded repeat's tail reads as any run of units, which admits more but never less. */
export function repeatFragment(fragment: Fragment, min: number, max: number): Fragment {
  if (max === Infinity) return concatFragments(repeatFragment(fragment, min, min), anyRun());
  return (nfa, next) => {
    let entries = [...next];
    for (let k = min; k < max; k++) entries = [...fragment(nfa, entries), ...next];
    for (let k = 0; k < min; k++) entries = fragment(nfa, entries);
    return entries;
  };
}

function anyRun(): Fragment {
  return (nfa, next) => {
    const loop = nfa.add(CharSet.any(), next);
    nfa.next[loop].push(loop);
    return [loop, ...next];
  };
}

/** Units an automaton reads at a token before it leaves the answer to the regexes. */
export const AUTOMATON_DEPTH = 16;
/** A move that ends the walk with "no pattern can match here". */
export const REFUSE = -1;
/** A move that ends the walk with "a pattern may match": a match may be complete, or the text's window ends. */
export const KEEP = -2;
/** Subsets it works out at most; a move past them keeps the token (see the digit automaton's test of its size). */
export const MAX_SUBSETS = 4096;

/**
 * Patterns read as one automaton (bounded repeats unrolled, assertions read as matching anywhere,
 * unbounded repeats as any run), its subsets of states worked out in full up to AUTOMATON_DEPTH
 * units deep, so a walk never stops to work one out. Only a token it refuses is known to match
 * none; one whose match may be complete, or that is still alive after AUTOMATON_DEPTH units or
 * at the window's end, goes to the regexes. Units the patterns never tell apart share a class,
 * so a subset's row has `width` columns, not one per unit.
 */
export interface PrefixAutomaton {
  /** Class of each unit 0..NON_ASCII_UNIT; class 0 is unit 0 alone, the window's closing 0 (or a NUL), which keeps. */
  readonly classes: Uint8Array;
  readonly width: number;
  /** Per subset row (its id * width), per class: the next row, REFUSE or KEEP; row 0 is the entry. */
  readonly moves: Int32Array;
}

/** The automaton of `fragments` together, or null when it cannot serve (too large, or matching the empty string). */
export function prefixAutomaton(fragments: readonly Fragment[]): PrefixAutomaton | null {
  try {
    return buildAutomaton(fragments);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function buildAutomaton(fragments: readonly Fragment[]): PrefixAutomaton {
  const nfa = new StateList();
  const entry = fragments.reduce(unionFragments)(nfa, [ACCEPT]);
  const { classes, members } = unitClasses(nfa);
  const width = members.length;
  const stateCount = nfa.sets.length;
  const subsets = new SubsetIds();
  let moves = new Int32Array(64 * width).fill(KEEP);
  /** The row of the subset `states[0..count)` (sorted here), or KEEP when there is no room for another. */
  const rowOf = (states: Int32Array, count: number): number => {
    const known = subsets.idOf(states, count);
    if (known >= 0) return known * width;
    if (subsets.size === MAX_SUBSETS) return KEEP;
    const id = subsets.add(states, count);
    if (subsets.size * width > moves.length) {
      const grown = new Int32Array(2 * moves.length).fill(KEEP);
      grown.set(moves);
      moves = grown;
    }
    return id * width;
  };
  const entryStates = Int32Array.from(new Set(entry));
  if (entryStates.includes(ACCEPT) || rowOf(entryStates, entryStates.length) !== 0) throw new RangeError('pattern can match the empty string');
  // The classes each state reads, so a subset's moves come from one pass over its states; states of one atom share them.
  const columnsBySet = new Map<CharSet, number[]>();
  const columnsOf = nfa.sets.map((set) => {
    let columns = columnsBySet.get(set);
    if (columns === undefined) {
      columns = members.flatMap((unit, column) => (column > 0 && set.has(unit) ? [column] : []));
      columnsBySet.set(set, columns);
    }
    return columns;
  });
  // Per class, the states a row's subset moves to, each once (`seen` holds the row that last added it), and whether a match may be complete.
  const reached = Array.from({ length: width }, () => new Int32Array(stateCount));
  const counts = new Int32Array(width);
  const accepts = new Uint8Array(width);
  const seen = new Int32Array(width * stateCount).fill(-1);
  // Breadth first: a walk reads AUTOMATON_DEPTH units at most, so deeper subsets need no moves.
  let layer = [0];
  for (let depth = 0; depth < AUTOMATON_DEPTH; depth++) {
    const next: number[] = [];
    for (const row of layer) {
      const id = row / width;
      counts.fill(0);
      accepts.fill(0);
      for (const state of subsets.states(id)) {
        const targets = nfa.next[state];
        for (const column of columnsOf[state]) {
          const list = reached[column];
          const base = column * stateCount;
          for (const target of targets) {
            if (target === ACCEPT) accepts[column] = 1;
            else if (seen[base + target] !== id) {
              seen[base + target] = id;
              list[counts[column]++] = target;
            }
          }
        }
      }
      // Class 0 keeps its KEEP: at the window's end the walk cannot tell.
      for (let column = 1; column < width; column++) {
        const known = subsets.size;
        const move = accepts[column] === 1 ? KEEP : counts[column] === 0 ? REFUSE : rowOf(reached[column], counts[column]);
        moves[row + column] = move;
        if (subsets.size > known) next.push(move);
      }
    }
    layer = next;
  }
  return { classes, width, moves: moves.slice(0, subsets.size * width) };
}

/** Sets of states numbered in the order they are first met, found again by a hash of their sorted states. */
class SubsetIds {
  private readonly members: Int32Array[] = [];
  private readonly byHash = new Map<number, number[]>();

  get size(): number {
    return this.members.length;
  }

  states(id: number): Int32Array {
    return this.members[id];
  }

  /** The id of the set `states[0..count)`, or -1; sorts those states in place. */
  idOf(states: Int32Array, count: number): number {
    const sorted = states.subarray(0, count).sort();
    for (const id of this.byHash.get(hashOf(sorted)) ?? []) if (sameStates(this.members[id], sorted)) return id;
    return -1;
  }

  /** Numbers the set `states[0..count)`, sorted by `idOf`. */
  add(states: Int32Array, count: number): number {
    const sorted = states.slice(0, count);
    const id = this.members.length;
    this.members.push(sorted);
    const hash = hashOf(sorted);
    const ids = this.byHash.get(hash);
    if (ids === undefined) this.byHash.set(hash, [id]);
    else ids.push(id);
    return id;
  }
}

function hashOf(states: Int32Array): number {
  let hash = 0x811c9dc5;
  for (const state of states) hash = Math.imul(hash ^ state, 0x01000193);
  return hash;
}

function sameStates(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** False only when no pattern can match from `at`; `units` end in the 0 that stands for the window's end. */
export function automatonKeeps(automaton: PrefixAutomaton, units: Uint8Array, at: number): boolean {
  const { classes, moves } = automaton;
  // Moves hold the next subset's row, so a step is two reads and an add.
  let row = 0;
  for (let i = at; i < at + AUTOMATON_DEPTH; i++) {
    const move = moves[row + classes[units[i]]];
    if (move < 0) return move === KEEP;
    row = move;
  }
  return true;
}

/**
 * Units a pattern whose atoms read `sets` never tells apart: `classes` of units 0..NON_ASCII_UNIT
 * as `unitClasses` groups them, and `unread`, the class of the units no atom reads (a match never
 * runs past one), or -1.
 */
export interface UnitClasses {
  readonly classes: Uint8Array;
  readonly unread: number;
}

export function unitClassesOf(sets: readonly CharSet[]): UnitClasses {
  // Unit 0 alone in class 0, every other unit in class 1; each set splits the classes it cuts.
  const classes = new Uint8Array(NON_ASCII_UNIT + 1).fill(1, 1);
  const read = new Uint8Array(NON_ASCII_UNIT + 1);
  const renumbered = new Int16Array(2 * (NON_ASCII_UNIT + 1));
  for (const set of distinctSets(sets)) {
    renumbered.fill(-1);
    let count = 1;
    for (let unit = 1; unit <= NON_ASCII_UNIT; unit++) {
      const member = set.has(unit) ? 1 : 0;
      read[unit] |= member;
      const key = 2 * classes[unit] + member;
      if (renumbered[key] < 0) renumbered[key] = count++;
      classes[unit] = renumbered[key];
    }
  }
  let unread = -1;
  for (let unit = 1; unit <= NON_ASCII_UNIT && unread < 0; unit++) if (read[unit] === 0) unread = classes[unit];
  return { classes, unread };
}

/** `sets` less repeats (a repeat's atom read many times over, a class written twice). */
function distinctSets(sets: readonly CharSet[]): CharSet[] {
  const byMembers = new Map<string, CharSet>();
  for (const set of sets) byMembers.set(set.key(), set);
  return [...byMembers.values()];
}

/**
 * Units 0..NON_ASCII_UNIT grouped by which states read them, unit 0 alone in class 0, and a
 * unit of each class (`unitClassesOf` numbers classes in the order their first units come).
 */
function unitClasses(nfa: StateList): { classes: Uint8Array; members: number[] } {
  const { classes } = unitClassesOf(nfa.sets);
  const members = [0];
  for (let unit = 1; unit <= NON_ASCII_UNIT; unit++) if (classes[unit] === members.length) members.push(unit);
  return { classes, members };
}
