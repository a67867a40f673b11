import { isCalendarDate } from './calendar-date.js';
import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
/** The first digit's century: 1/2 1900s, 3/4 1800s, 5/6 2000s, 7/8 residents (read as 1900s), 9 foreigners. */
const CENTURY = [0, 1900, 1900, 1800, 1800, 2000, 2000, 1900, 1900, 1900];

/**
 * Romanian personal numeric code (CNP): sex and century, YYMMDD, a county code (01–52), a serial
 * and a check digit: the weighted sum mod 11, 10 counting as 1.
 */
export function isValidCnp(value: string): boolean {
  if (!/^[1-9]\d{12}$/.test(value)) return false;
  const county = Number(value.slice(7, 9));
  if (county < 1 || (county > 52 && county !== 70)) return false;
  if (!isCalendarDate(CENTURY[value.charCodeAt(0) - 48] + Number(value.slice(1, 3)), Number(value.slice(3, 5)), Number(value.slice(5, 7)))) return false;
  const rest = weightedSum(value, WEIGHTS) % 11;
  const check = rest === 10 ? 1 : rest;
  return check === value.charCodeAt(12) - 48;
}
