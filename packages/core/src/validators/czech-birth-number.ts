import { isCalendarDate } from './calendar-date.js';

/**
 * Czech and Slovak birth number (rodné číslo), ten digits since 1954: YYMMDD/SSSC. Women's months
 * are raised by 50, and by 20 more when a day's serials ran out (since 2004). The whole number is
 * divisible by 11; a few numbers whose first nine digits leave 10 end in 0 instead.
 */
export function isValidBirthNumber(value: string): boolean {
  const digits = value.replace('/', '');
  if (!/^\d{10}$/.test(digits)) return false;
  const yy = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  if (month > 70) month -= 70;
  else if (month > 50) month -= 50;
  else if (month > 20) month -= 20;
  const year = yy < 54 ? 2000 + yy : 1900 + yy;
  if (!isCalendarDate(year, month, Number(digits.slice(4, 6)))) return false;
  const remainder = Number(digits.slice(0, 9)) % 11;
  return (remainder === 10 ? 0 : remainder) === digits.charCodeAt(9) - 48;
}
