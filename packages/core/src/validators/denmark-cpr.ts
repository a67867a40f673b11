import { isCalendarDate } from './calendar-date.js';

/**
 * Danish CPR number: DDMMYY and a four-digit serial, printed DDMMYY-SSSS. The serial's first digit
 * and the year together give the century (0-3: 1900s; 4 and 9: 2000s up to year 36, else 1900s;
 * 5-8: 2000s up to year 57, else 1800s). The mod-11 check was dropped in 2007, so only the date
 * is checked.
 */
export function isValidCpr(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{10}$/.test(digits)) return false;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const yy = Number(digits.slice(4, 6));
  return isCalendarDate(centuryOf(yy, digits.charCodeAt(6) - 48) + yy, month, day);
}

function centuryOf(yy: number, serialLead: number): number {
  if (serialLead <= 3) return 1900;
  if (serialLead === 4 || serialLead === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}
