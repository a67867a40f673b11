import { CharSet } from '../compile/index.js';

/**
 * How a pattern's matches begin, counted in leading ASCII digits: after `count` digits a match
 * may be complete (`ends`), or go on with one of the non-digit characters in `next[count]`. The
 * digit-token gate reads one token's leading digit run and the character after it against this.
 * Counts above LEAD_LIMIT, and unbounded quantifiers, make a lead unknown (null): no gate then.
 */
export interface DigitLead {
  readonly ends: ReadonlySet<number>;
  readonly next: ReadonlyMap<number, CharSet>;
}

export const LEAD_LIMIT = 64;

/** The lead of the empty string (groups of anchors such as `^`, `$`, `\b`). */
export const EMPTY_LEAD: DigitLead = { ends: new Set([0]), next: new Map() };

/** The lead of one character from `set` (folded to both cases when the pattern ignores case). */
export function charLead(set: CharSet, ignoreCase: boolean): DigitLead {
  const nonDigits = new CharSet();
  nonDigits.addSet(set);
  if (ignoreCase) nonDigits.foldCase();
  let hasDigit = false;
  for (let code = 48; code <= 57; code++) {
    hasDigit ||= nonDigits.has(code);
    nonDigits.delete(code);
  }
  const hasOther = nonDigits.nonAscii || nonDigits.hasAscii();
  return { ends: new Set(hasDigit ? [1] : []), next: new Map(hasOther ? [[0, nonDigits]] : []) };
}

/** Sets in leads are shared, never changed: a merge makes a new set, and only when it must. */
function addNext(next: Map<number, CharSet>, count: number, set: CharSet): void {
  const known = next.get(count);
  if (known === undefined || known === set) {
    next.set(count, set);
    return;
  }
  const merged = new CharSet();
  merged.addSet(known);
  merged.addSet(set);
  next.set(count, merged);
}

export function unionLead(a: DigitLead | null, b: DigitLead | null): DigitLead | null {
  if (a === null || b === null) return null;
  const next = new Map<number, CharSet>();
  for (const lead of [a, b]) for (const [count, set] of lead.next) addNext(next, count, set);
  return { ends: new Set([...a.ends, ...b.ends]), next };
}

/** `a` followed by `b`: wherever `a` can end after digits only, `b`'s lead continues the count. */
export function concatLead(a: DigitLead | null, b: DigitLead | null): DigitLead | null {
  if (a === null || b === null) return null;
  const ends = new Set<number>();
  const next = new Map<number, CharSet>();
  for (const [count, set] of a.next) addNext(next, count, set);
  for (const x of a.ends) {
    for (const y of b.ends) ends.add(x + y);
    for (const [count, set] of b.next) addNext(next, x + count, set);
  }
  const counts = [...ends, ...next.keys()];
  return counts.some((count) => count > LEAD_LIMIT) ? null : { ends, next };
}

/** `lead` repeated `min` to `max` times. */
export function repeatLead(lead: DigitLead | null, min: number, max: number): DigitLead | null {
  if (lead === null || max > LEAD_LIMIT) return null;
  let power: DigitLead | null = EMPTY_LEAD;
  for (let k = 0; k < min; k++) power = concatLead(power, lead);
  let all = power;
  for (let k = min; k < max && power !== null; k++) {
    power = concatLead(power, lead);
    all = unionLead(all, power);
  }
  return power === null ? null : all;
}
