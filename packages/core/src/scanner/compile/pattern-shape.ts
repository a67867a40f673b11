import { CharSet } from './char-set.js';
import { BUILT_IN_SHAPES } from '../built-in-tables.js';
import { unpackShape } from './packed-shape.js';
import { charFragment, charLead, concatFragments, concatLead, EMPTY_FRAGMENT, EMPTY_LEAD, repeatFragment, repeatLead, unionFragments, unionLead, type DigitLead, type Fragment } from '../digits/index.js';

/** What the scanner needs to know about a built-in pattern before running it. */
export interface PatternShape {
  /** Characters a match can begin with. */
  readonly first: CharSet;
  /** true when the pattern uses `*`, `+` or `{n,}`: its work at a candidate would not be bounded. */
  readonly unbounded: boolean;
  /** ASCII code units every match contains (`@` and `.` of an e-mail address); a cheap precondition. */
  readonly required: readonly number[];
  /** How matches begin in leading digits; null when unknown or not asked for. */
  readonly digitLead: DigitLead | null;
  /** The pattern as automaton states (assertions read as always true), for `prefixAutomaton`. */
  readonly prefix: Fragment;
  /**
   * Units from its start a match attempt reads at most (the longest match), so its answer depends
   * on nothing further; Infinity when unbounded or when an assertion (`^`, `$`, `\b`) looks around.
   */
  readonly reach: number;
  /** The sets of units its atoms read (case folded when it ignores case), for `unitClassesOf`. */
  readonly sets: readonly CharSet[];
}

interface Node {
  first: CharSet;
  nullable: boolean;
  required: Set<number>;
  lead: DigitLead | null;
  prefix: Fragment;
  /** The longest match, Infinity when unbounded. */
  longest: number;
}

function intersect(a: Set<number>, b: Set<number>): Set<number> {
  return new Set([...a].filter((code) => b.has(code)));
}

/** A code unit a match must contain when this atom is present: one exact ASCII character. */
function requiredOf(set: CharSet): Set<number> {
  if (set.nonAscii) return new Set();
  const members = set.asciiMembers();
  return new Set(members.length === 1 ? members : []);
}

const DIGIT = rangeSet([[48, 57]]);
const WORD = rangeSet([[48, 57], [65, 90], [97, 122], [95, 95]]);
const SPACE = rangeSet([[9, 13], [32, 32], [0xa0, 0xffff]]);
/** What `.` reads: any unit but a line feed or carriage return (and U+2028, U+2029: non-ASCII, which sets do not tell apart). */
const DOT = rangeSet([[0, 9], [11, 12], [14, 0xffff]]);

function rangeSet(ranges: readonly (readonly [number, number])[]): CharSet {
  const set = new CharSet();
  for (const [from, to] of ranges) set.addRange(from, to);
  return set;
}

const CONTROL_ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

/**
 * A small reader for the RE2-compatible subset our detector patterns use: literals, escapes,
 * classes, groups, alternation and quantifiers. It computes the set of possible first characters
 * (used to skip candidates cheaply) and whether any quantifier is unbounded.
 */
class ShapeReader {
  private pos = 0;
  unbounded = false;
  /** Set at `^`, `$`, `\b` or `\B`: the answer then depends on units around the match. */
  looksAround = false;
  /** The sets its atoms read. */
  readonly sets: CharSet[] = [];

  constructor(
    private readonly src: string,
    private readonly ignoreCase: boolean,
    private readonly withLead: boolean,
  ) {}

  /** Lead algebra costs real time on long bounded repeats, so it runs only when asked for. */
  private lead(compute: () => DigitLead | null): DigitLead | null {
    return this.withLead ? compute() : null;
  }

  read(): Node {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new SyntaxError(`unexpected ')' at ${this.pos}`);
    return node;
  }

  private alternation(): Node {
    const node = this.sequence();
    while (this.src[this.pos] === '|') {
      this.pos++;
      const next = this.sequence();
      node.first.addSet(next.first);
      node.nullable ||= next.nullable;
      node.required = intersect(node.required, next.required);
      node.lead = this.lead(() => unionLead(node.lead, next.lead));
      node.prefix = unionFragments(node.prefix, next.prefix);
      node.longest = Math.max(node.longest, next.longest);
    }
    return node;
  }

  private sequence(): Node {
    const node: Node = { first: new CharSet(), nullable: true, required: new Set(), lead: EMPTY_LEAD, prefix: EMPTY_FRAGMENT, longest: 0 };
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      const atom = this.quantified();
      if (node.nullable) node.first.addSet(atom.first);
      node.nullable &&= atom.nullable;
      node.lead = this.lead(() => concatLead(node.lead, atom.lead));
      node.prefix = concatFragments(node.prefix, atom.prefix);
      node.longest += atom.longest;
      for (const code of atom.required) node.required.add(code);
    }
    return node;
  }

  private quantified(): Node {
    const atom = this.atom();
    const ch = this.src[this.pos];
    if (ch === '?' || ch === '*' || ch === '+') {
      this.pos++;
      if (ch !== '?') this.unbounded = true;
      if (ch !== '+') atom.nullable = true;
      if (ch !== '+') atom.required = new Set();
      atom.lead = this.lead(() => (ch === '?' ? repeatLead(atom.lead, 0, 1) : null));
      atom.prefix = repeatFragment(atom.prefix, ch === '+' ? 1 : 0, ch === '?' ? 1 : Infinity);
      if (ch !== '?') atom.longest = Infinity;
    } else if (ch === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (m) {
        this.pos += m[0].length;
        if (m[2] !== undefined && m[3] === '') this.unbounded = true;
        if (Number(m[1]) === 0) atom.nullable = true;
        if (Number(m[1]) === 0) atom.required = new Set();
        const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
        atom.lead = this.lead(() => repeatLead(atom.lead, Number(m[1]), max));
        atom.prefix = repeatFragment(atom.prefix, Number(m[1]), max);
        atom.longest = max === 0 || atom.longest === 0 ? 0 : atom.longest * max;
      }
    }
    if (this.src[this.pos] === '?') this.pos++;
    return atom;
  }

  private atom(): Node {
    const ch = this.src[this.pos++];
    if (ch === '(') {
      this.skipGroupPrefix();
      const inner = this.alternation();
      if (this.src[this.pos++] !== ')') throw new SyntaxError('unterminated group');
      return inner;
    }
    if (ch === '^' || ch === '$') return this.assertion();
    if (ch === '.') return this.single(CharSet.any(), DOT);
    if (ch === '[') return this.single(this.charClass());
    if (ch === '\\') return this.escapeAtom();
    return this.single(asSet(ch.charCodeAt(0)));
  }

  /**
   * An atom matching one character of `set`; `read` is exactly the set it reads where `set`
   * admits more (`.` reads no line break, but may stand for any unit where more is harmless).
   */
  private single(set: CharSet, read = set): Node {
    const folded = copy(set);
    if (this.ignoreCase) folded.foldCase();
    this.sets.push(read === set ? folded : copy(read));
    return { first: set, nullable: false, required: requiredOf(set), lead: this.lead(() => charLead(set, this.ignoreCase)), prefix: charFragment(folded), longest: 1 };
  }

  /** `^`, `$`, `\b` or `\B`: matches no unit, and the automaton reads it as always true. */
  private assertion(): Node {
    this.looksAround = true;
    return { first: new CharSet(), nullable: true, required: new Set(), lead: EMPTY_LEAD, prefix: EMPTY_FRAGMENT, longest: 0 };
  }

  private skipGroupPrefix(): void {
    if (this.src[this.pos] !== '?') return;
    const m = /^\?(:|P?<[A-Za-z_][A-Za-z0-9_]*>)/.exec(this.src.slice(this.pos));
    if (!m) throw new SyntaxError('lookaround and inline flags are outside the supported subset');
    this.pos += m[0].length;
  }

  private escapeAtom(): Node {
    const ch = this.src[this.pos];
    if (ch === 'b' || ch === 'B') {
      this.pos++;
      return this.assertion();
    }
    if (/[1-9]/.test(ch)) throw new SyntaxError('backreferences are outside the supported subset');
    return this.single(asSet(this.escape()));
  }

  /** Reads the escape after a backslash (already consumed): one code unit, or a class such as `\\d`. */
  private escape(): number | CharSet {
    const ch = this.src[this.pos++];
    switch (ch) {
      case 'd': return copy(DIGIT);
      case 'D': return DIGIT.negated();
      case 'w': return copy(WORD);
      case 'W': return WORD.negated();
      case 's': return copy(SPACE);
      case 'S': return SPACE.negated();
      case 'x':
      case 'u': {
        const digits = ch === 'x' ? 2 : 4;
        const code = parseInt(this.src.slice(this.pos, this.pos + digits), 16);
        this.pos += digits;
        return code;
      }
    }
    return CONTROL_ESCAPES[ch] ?? ch.charCodeAt(0);
  }

  private charClass(): CharSet {
    const negate = this.src[this.pos] === '^';
    if (negate) this.pos++;
    const set = new CharSet();
    let atStart = true;
    while (this.pos < this.src.length && (this.src[this.pos] !== ']' || atStart)) {
      atStart = false;
      const low = this.classMember(set);
      if (low === null) continue;
      const isRange = this.src[this.pos] === '-' && this.pos + 1 < this.src.length && this.src[this.pos + 1] !== ']';
      if (!isRange) {
        set.add(low);
        continue;
      }
      this.pos++;
      const high = this.classMember(set);
      if (high === null) throw new SyntaxError('class range ends in a class escape');
      set.addRange(low, high);
    }
    if (this.src[this.pos++] !== ']') throw new SyntaxError('unterminated class');
    return negate ? set.negated() : set;
  }

  /** One member of a class: its code unit, or null after adding a class escape such as `\\d` to `set`. */
  private classMember(set: CharSet): number | null {
    const ch = this.src[this.pos++];
    if (ch !== '\\') return ch.charCodeAt(0);
    if (this.src[this.pos] === 'b') {
      this.pos++;
      return 8;
    }
    const member = this.escape();
    if (typeof member === 'number') return member;
    set.addSet(member);
    return null;
  }
}

function asSet(member: number | CharSet): CharSet {
  if (typeof member !== 'number') return member;
  const set = new CharSet();
  set.add(member);
  return set;
}


function copy(set: CharSet): CharSet {
  const out = new CharSet();
  out.addSet(set);
  return out;
}

/** Shapes read so far: the compile stage, the digit prefilter and the digit automaton each ask for the same patterns, and every scanner a process compiles asks again. */
const shapes = new Map<string, PatternShape>();
/** Shapes kept at most; compiling the built-in detectors asks for about three hundred. */
const KEPT_SHAPES = 512;

function shapeKey(pattern: string, ignoreCase: boolean, withDigitLead: boolean): string {
  return `${ignoreCase ? 'i' : '-'}${withDigitLead ? 'd' : '-'}${pattern}`;
}

/**
 * Reads a pattern's shape; throws SyntaxError for constructs outside the supported subset. The
 * digit lead is computed only when `withDigitLead` asks for it. A shape is shared by everyone who
 * asks for it: its parts are not to be changed. The built-in patterns' shapes ship read
 * (`scripts/pack-built-in-tables.ts`), so a fresh process unpacks them instead.
 */
export function patternShape(pattern: string, ignoreCase = false, withDigitLead = false): PatternShape {
  const key = shapeKey(pattern, ignoreCase, withDigitLead);
  asked?.add(key);
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = unpackShape(BUILT_IN_SHAPES, idOfKey(key), () => readShape(pattern, ignoreCase, withDigitLead).prefix) ?? readShape(pattern, ignoreCase, withDigitLead);
    if (shapes.size >= KEPT_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

/** The keys `patternShape` is asked for while `shapesAskedBy` runs. */
let asked: Set<string> | null = null;

/** The patterns whose shapes `run` asks for, as `[pattern, ignoreCase, withDigitLead]`: what compiling a scanner reads. */
export function shapesAskedBy(run: () => void): [string, boolean, boolean][] {
  asked = new Set();
  try {
    run();
    return [...asked].map((key) => [key.slice(2), key[0] === 'i', key[1] === 'd']);
  } finally {
    asked = null;
  }
}

/** `patternShape` read from the pattern itself, never from what ships. */
export function readShape(pattern: string, ignoreCase: boolean, withDigitLead: boolean): PatternShape {
  const reader = new ShapeReader(pattern, ignoreCase, withDigitLead);
  const node = reader.read();
  if (node.nullable) throw new SyntaxError('pattern can match the empty string');
  if (ignoreCase) node.first.foldCase();
  const isLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
  const required = [...node.required].filter((code) => !(ignoreCase && isLetter(code)));
  const reach = reader.looksAround ? Infinity : node.longest;
  return { first: node.first, unbounded: reader.unbounded, required, digitLead: node.lead, prefix: node.prefix, reach, sets: reader.sets };
}

/** The id a shape ships under: a 52-bit hash of its key, so the package does not carry every pattern twice. */
export function shippedShapeId(pattern: string, ignoreCase: boolean, withDigitLead: boolean): string {
  return idOfKey(shapeKey(pattern, ignoreCase, withDigitLead));
}

function idOfKey(key: string): string {
  let high = 0x811c9dc5;
  let low = 0x1b873593;
  for (let k = 0; k < key.length; k++) {
    const code = key.charCodeAt(k);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x5bd1e995);
    low ^= low >>> 15;
  }
  return ((high >>> 0) % 2 ** 20).toString(36) + '.' + (low >>> 0).toString(36);
}
