import { NON_ASCII_UNIT } from './ascii-units.js';
import { CharSet } from './char-set.js';

/**
 * A pattern as a builder of automaton states, written backwards: given the states that follow
 * it, a fragment adds its own and returns the states it is entered by. Built without empty moves,
 * a fragment can be emitted as often as a bounded repeat needs.
 */
export type Fragment = (nfa: StateList, next: readonly number[]) => number[];

/** States of a pattern's automaton: each reads one unit of its set and moves on to its `next`. */
export class StateList {
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
const DEPTH = 16;
/** Subsets of states it remembers; a text that needs more just goes to the regexes. */
const MAX_SUBSETS = 2048;
const COLUMNS = NON_ASCII_UNIT + 1;
const DEAD = -1;
const UNKNOWN = -2;
/** A move into a subset where a match may be complete: the token goes to the regexes. */
const MATCH = -3;
/** A move into a subset past MAX_SUBSETS: the token goes to the regexes too. */
const FULL = -4;

/**
 * Refuses most digit tokens the `digits` patterns cannot match at, reading a few units of the
 * text's bytes instead of calling a regex: the patterns' automaton (bounded repeats unrolled,
 * assertions read as matching anywhere) runs over up to DEPTH units. Only a token it refuses is
 * known to match none; one whose match may be complete, or that is still alive after DEPTH units
 * or at the end of the text, goes to the regexes. Subsets of states are worked out on first use.
 */
export class PrefixAutomaton {
  /** Units it reads at most from a token: its answer depends on no unit further on. */
  static readonly DEPTH = DEPTH;
  private readonly nfa = new StateList();
  private readonly entry: number;
  private readonly subsets: number[][] = [];
  private readonly ids = new Map<string, number>();
  /** Per subset, per unit: the next subset's row (its id * COLUMNS), DEAD, MATCH, or UNKNOWN until first needed. */
  private moves = new Int32Array(0);

  private constructor(fragment: Fragment) {
    const entry = this.subsetId(fragment(this.nfa, [ACCEPT]));
    if (entry < 0) throw new RangeError('pattern can match the empty string');
    this.entry = entry;
  }

  /** The automaton of `fragments` together, or null when it cannot serve (too large, or matching nothing at all). */
  static of(fragments: readonly Fragment[]): PrefixAutomaton | null {
    try {
      return new PrefixAutomaton(fragments.reduce(unionFragments));
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
  }

  /** False only when no pattern can match from `at`; `units` end in the 0 that stands for the end of the text. */
  mayMatchAt(units: Uint8Array, at: number): boolean {
    // Moves hold the next subset's row offset, so a step is one add and one read.
    let row = this.entry * COLUMNS;
    const stop = Math.min(units.length - 1, at + DEPTH);
    for (let i = at; i < stop; i++) {
      let move = this.moves[row + units[i]];
      if (move < 0) {
        if (move === UNKNOWN) move = this.fill(row / COLUMNS, units[i]);
        if (move < 0) return move !== DEAD;
      }
      row = move;
    }
    return true;
  }

  /** The move from `subset` on `unit`: the next subset's row offset, or a sentinel. */
  private fill(subset: number, unit: number): number {
    const next = new Set<number>();
    for (const state of this.subsets[subset]) {
      // NON_ASCII_UNIT is 128, which a CharSet reads as "some non-ASCII unit".
      if (this.nfa.sets[state].has(unit)) for (const to of this.nfa.next[state]) next.add(to);
    }
    const id = next.size === 0 ? DEAD : this.subsetId([...next]);
    const move = id < 0 ? id : id * COLUMNS;
    // A move past the subset limit stays unknown and is worked out again each time, so memory stays bounded.
    if (move !== FULL) this.moves[subset * COLUMNS + unit] = move;
    return move;
  }

  private subsetId(states: number[]): number {
    if (states.includes(ACCEPT)) return MATCH;
    const sorted = [...new Set(states)].sort((a, b) => a - b);
    const key = sorted.join(',');
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    if (this.subsets.length >= MAX_SUBSETS) return FULL;
    const id = this.subsets.length;
    this.subsets.push(sorted);
    this.ids.set(key, id);
    if ((id + 1) * COLUMNS > this.moves.length) this.grow(2 * (id + 1));
    return id;
  }

  private grow(count: number): void {
    const moves = new Int32Array(count * COLUMNS).fill(UNKNOWN);
    moves.set(this.moves);
    this.moves = moves;
  }
}
