import { birthDate, pad } from './id-parts.js';
import { type Generate, type Random } from './random.js';

/**
 * More European identifiers, each built here from its issuer's rule, independently of the
 * validators under test.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const realDate = (y: number, m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]);

/** A Danish serial's first digit for a birth year (the CPR office's table). */
function cprSerialLead(random: Random, year: number): number {
  if (year < 1937) return random.int(0, 3);
  if (year < 2000) return random.pick([0, 1, 2, 3, 4, 9]);
  if (year <= 2036) return random.pick([4, 5, 6, 7, 8, 9]);
  return random.int(5, 8);
}

/** Danish CPR: DDMMYY-SSSS, half of them printed without the dash. */
export const validCpr: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1930, 2020);
  const ten = pad(day, 2) + pad(month, 2) + pad(year % 100, 2) + String(cprSerialLead(random, year)) + random.digits(3);
  return random.chance(0.5) ? `${ten.slice(0, 6)}-${ten.slice(6)}` : ten;
};

/** A CPR whose day no month has. */
export const brokenCpr: Generate = (random) => pad(random.pick([0, 32, 33, 40, 45, 50, 64, 75, 99]), 2) + validCpr(random).slice(2);

export const isCprValid = (digits: string): boolean => {
  if (!/^\d{10}$/.test(digits)) return false;
  const yy = Number(digits.slice(4, 6));
  const lead = Number(digits[6]);
  const century = lead <= 3 ? 1900 : lead === 4 || lead === 9 ? (yy <= 36 ? 2000 : 1900) : yy <= 57 ? 2000 : 1800;
  return realDate(century + yy, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
};
