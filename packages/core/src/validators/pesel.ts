import { isCalendarDate } from './calendar-date.js';

/**
 * Polish PESEL: YYMMDD (the month carries the century: +80 for 1800s, +0 for 1900s, +20 for
 * 2000s, +40 for 2100s, +60 for 2200s), a 4-digit serial and a check digit with weights 1-3-7-9.
 */
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const CENTURY_BY_MONTH_OFFSET: Readonly<Record<number, number>> = { 0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800 };

export function isValidPesel(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^[0-9]{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += WEIGHTS[i] * Number(digits[i]);
  if ((10 - (sum % 10)) % 10 !== Number(digits[10])) return false;
  return encodesRealDate(Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

function encodesRealDate(yy: number, encodedMonth: number, day: number): boolean {
  const offset = encodedMonth - ((encodedMonth - 1) % 20) - 1;
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  if (century === undefined) return false;
  return isCalendarDate(century + yy, encodedMonth - offset, day);
}
