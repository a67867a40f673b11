import { isCalendarDate } from './calendar-date.js';
import { weightedSum } from './weighted-sum.js';

const FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** A mod-11 check digit over the first `weights.length` digits, or -1 where none is issued (remainder 1). */
function mod11Check(value: string, weights: readonly number[]): number {
  const check = 11 - (weightedSum(value, weights) % 11);
  return check === 11 ? 0 : check === 10 ? -1 : check;
}

/**
 * Norwegian national identity number (fødselsnummer): DDMMYY, a three-digit individual number and
 * two mod-11 check digits. A D-number adds 40 to the day, an H-number 40 to the month; the year's
 * century is not written, so any century with a valid date counts.
 */
export function isValidNorwegianId(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  if (day > 40) day -= 40;
  if (month > 40) month -= 40;
  const yy = Number(digits.slice(4, 6));
  if (!isCalendarDate(1900 + yy, month, day) && !isCalendarDate(2000 + yy, month, day)) return false;
  return mod11Check(digits, FIRST_WEIGHTS) === digits.charCodeAt(9) - 48 && mod11Check(digits, SECOND_WEIGHTS) === digits.charCodeAt(10) - 48;
}
