import { LEAD_LIMIT, type DigitLead } from './digit-lead.js';

/** Columns per digit count: one per ASCII code unit, one for every non-ASCII unit (NON_ASCII_UNIT, as `CharSet.has` reads it), one for the end of the text. */
const COLUMNS = 130;
const TEXT_END = 129;

/**
 * A token's leading ASCII digit run (capped at LEAD_LIMIT) and the unit after it, as one number:
 * the key the digit-token gate files patterns under. `units` are the text's (`asciiUnits`).
 */
export function leadKey(units: Uint8Array, at: number): number {
  let count = 0;
  let code = units[at];
  while (code >= 48 && code <= 57 && count < LEAD_LIMIT) code = units[at + ++count];
  // The unit after the last is a 0 that stands for the end of the text.
  const column = at + count >= units.length - 1 ? TEXT_END : code;
  return count * COLUMNS + column;
}

export const LEAD_KEYS = (LEAD_LIMIT + 1) * COLUMNS;

/** An ASCII letter or digit, which a match bounded at its end may not stop before. */
function isAsciiAlnumColumn(column: number): boolean {
  return (column >= 48 && column <= 57) || (column >= 65 && column <= 90) || (column >= 97 && column <= 122);
}

/**
 * False only when a pattern with this digit lead cannot match at a token with this key: its
 * leading digits and the unit after them fit no way the pattern's matches begin. With `bounded`
 * (the detector drops a match an ASCII letter or digit follows), a match that ends with digits must
 * take the whole run and stand before a unit that is neither: `\d{9}` is not tried on ten digits. An
 * unknown (null) lead admits everything, as does a run at the cap.
 */
export function leadAdmits(lead: DigitLead | null, key: number, bounded: boolean): boolean {
  if (lead === null) return true;
  const count = Math.floor(key / COLUMNS);
  const column = key % COLUMNS;
  if (count === LEAD_LIMIT) return true;
  if (!bounded) {
    for (const ends of lead.ends) if (ends <= count) return true;
  } else if (lead.ends.has(count) && !isAsciiAlnumColumn(column)) return true;
  const set = lead.next.get(count);
  if (set === undefined || column === TEXT_END) return false;
  return set.has(column);
}
