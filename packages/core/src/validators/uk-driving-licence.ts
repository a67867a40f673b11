import { isCalendarDate } from './calendar-date.js';

/**
 * UK (Great Britain) driving licence number: sixteen characters built from the holder: the first
 * five letters of the surname (padded with 9), the decade digit of the birth year, the birth month
 * (plus 50 for women), the day, the year's last digit, two initials (padded with 9), a digit and
 * two check characters. DVLA publishes no algorithm for the check, so the birth date is checked.
 */
export function isValidUkDrivingLicence(value: string): boolean {
  const compact = value.replace(/ /g, '');
  const parts = /^([A-Z][A-Z9]{4})(\d)(\d\d)(\d\d)(\d)([A-Z][A-Z9])\d[A-Z0-9]{2}$/.exec(compact);
  if (!parts) return false;
  const surname = parts[1];
  if (/9[A-Z]/.test(surname)) return false;
  const month = Number(parts[3]) % 50;
  if (Number(parts[3]) > 62 || (Number(parts[3]) > 12 && Number(parts[3]) < 51)) return false;
  const year = 1900 + Number(parts[2]) * 10 + Number(parts[5]);
  return isCalendarDate(year, month, Number(parts[4])) || isCalendarDate(year + 100, month, Number(parts[4]));
}
