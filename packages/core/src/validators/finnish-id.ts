import { isCalendarDate } from './calendar-date.js';

/** The check characters of the Finnish personal identity code, indexed by the remainder mod 31. */
const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Century signs: `+` 1800s; `-` and, since 2023, Y X W V U 1900s; A and B C D E F 2000s. */
const CENTURY: Readonly<Record<string, number>> = {
  '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000,
};

/**
 * Finnish personal identity code (henkilötunnus): DDMMYY, a century sign, a three-digit
 * individual number (002–899, 900–999 for temporary codes) and a check character, the nine
 * digits mod 31 in the table above.
 */
export function isValidFinnishId(value: string): boolean {
  const parts = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value);
  if (!parts) return false;
  const [, dd, mm, yy, sign, individual, check] = parts;
  if (Number(individual) < 2) return false;
  if (!isCalendarDate(CENTURY[sign] + Number(yy), Number(mm), Number(dd))) return false;
  return CHECK_CHARS[Number(dd + mm + yy + individual) % 31] === check;
}
