import { isCalendarDate } from './calendar-date.js';
import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
/** The seventh digit's century: 9/0 1800s, 1/2 and 5/6 1900s, 3/4 and 7/8 2000s. */
const CENTURY = [1800, 1900, 1900, 2000, 2000, 1900, 1900, 2000, 2000, 1800];

/**
 * South Korean resident registration number: YYMMDD-SBBBBNC, S for sex and century, and a check
 * digit (11 minus the weighted sum mod 11, mod 10). Numbers issued since October 2020 have a
 * random tail without that check: they are not found.
 */
export function isValidRrn(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{13}$/.test(digits)) return false;
  const year = CENTURY[digits.charCodeAt(6) - 48] + Number(digits.slice(0, 2));
  if (!isCalendarDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) return false;
  return (11 - (weightedSum(digits, WEIGHTS) % 11)) % 10 === digits.charCodeAt(12) - 48;
}
