import { CharSet } from './char-set.js';
import type { DigitLead, Fragment } from '../digits/index.js';
import type { PatternShape } from './pattern-shape.js';

/** A `CharSet` as its four ASCII words and its non-ASCII flag (1 or 0). */
type PackedSet = readonly [number, number, number, number, number];

/** A digit lead's `ends`, and its `next` as `[count, set]` pairs. */
type PackedLead = readonly [ends: readonly number[], next: readonly (readonly [count: number, set: number])[]];

/**
 * A pattern's shape as a tuple in JSON's terms: its sets as indexes into `PackedShapes.sets`, a
 * reach of Infinity as null, the distinct sets its atoms read (those who read them want each set,
 * not each atom). Its `prefix` is not kept: only the digit automaton reads it, and the built-in
 * one ships worked out.
 */
type PackedShape = readonly [first: number, unbounded: 0 | 1, required: readonly number[], reach: number | null, sets: readonly number[], digitLead: PackedLead | null];

/**
 * Shapes as they ship in the package (`BUILT_IN_SHAPES`), each set written once (the patterns
 * share most of theirs: digits, letters, hex), so a few hundred shapes add little to a bundle.
 */
export interface PackedShapes {
  readonly sets: readonly PackedSet[];
  /** By the id a shape ships under (`shippedShapeId`). */
  readonly shapes: Readonly<Record<string, PackedShape>>;
}

export function packShapes(shapes: readonly (readonly [string, PatternShape])[]): PackedShapes {
  const sets: PackedSet[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (set: CharSet): number => {
    let index = indexes.get(set.key());
    if (index === undefined) {
      index = sets.push([set.words[0], set.words[1], set.words[2], set.words[3], set.nonAscii ? 1 : 0]) - 1;
      indexes.set(set.key(), index);
    }
    return index;
  };
  const packed: Record<string, PackedShape> = {};
  for (const [id, shape] of shapes) {
    const lead = shape.digitLead;
    packed[id] = [
      indexOf(shape.first),
      shape.unbounded ? 1 : 0,
      shape.required,
      shape.reach === Infinity ? null : shape.reach,
      [...new Set(shape.sets.map(indexOf))],
      lead === null ? null : [[...lead.ends], [...lead.next].map(([count, set]) => [count, indexOf(set)] as const)],
    ];
  }
  return { sets, shapes: packed };
}

/** The shape shipped under `id`, or undefined; `readPrefix` reads the pattern for its automaton states if anyone asks. */
export function unpackShape(tables: PackedShapes, id: string, readPrefix: () => Fragment): PatternShape | undefined {
  const packed = tables.shapes[id];
  if (packed === undefined) return undefined;
  // Each shape gets sets of its own: a shape's parts are shared by everyone who asks for it, not with other shapes.
  const set = (index: number): CharSet => {
    const out = new CharSet();
    out.words.set(tables.sets[index].slice(0, 4));
    out.nonAscii = tables.sets[index][4] === 1;
    return out;
  };
  const [first, unbounded, required, reach, sets, lead] = packed;
  let prefix: Fragment | undefined;
  const digitLead: DigitLead | null = lead === null ? null : { ends: new Set(lead[0]), next: new Map(lead[1].map(([count, index]) => [count, set(index)])) };
  return {
    first: set(first),
    unbounded: unbounded === 1,
    required,
    reach: reach ?? Infinity,
    sets: sets.map(set),
    digitLead,
    get prefix() {
      return (prefix ??= readPrefix());
    },
  };
}
