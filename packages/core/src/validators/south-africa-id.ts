import { isCalendarDate } from './calendar-date.js';
import { luhnValid } from './luhn.js';

/**
 * South African identity number: YYMMDD, a four-digit sequence (0000-4999 women, 5000-9999 men),
 * citizenship (0 citizen, 1 permanent resident, 2 refugee), a digit that was once race and is now
 * 8 or 9, and a Luhn check digit.
 */
export function isValidZaId(value: string): boolean {
  if (!/^\d{10}[012][89]\d$/.test(value)) return false;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (!isCalendarDate(1900 + yy, month, day) && !isCalendarDate(2000 + yy, month, day)) return false;
  return luhnValid(value);
}
