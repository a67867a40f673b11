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

const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/** German pension insurance number: region, DDMMYY, the birth name's initial, serial, check; printed compact or `12 150385 M 123`. */
export const validRvnr: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 2005);
  const letter = String.fromCharCode(65 + random.int(0, 25));
  const head = pad(random.int(2, 89), 2) + pad(day, 2) + pad(month, 2) + pad(year % 100, 2);
  const serial = random.digits(2);
  const twelve = head + pad(letter.charCodeAt(0) - 64, 2) + serial;
  const check = [...twelve].reduce((sum, d, i) => sum + digitSum(Number(d) * [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1][i]), 0) % 10;
  return random.chance(0.5) ? `${head}${letter}${serial}${check}` : `${head.slice(0, 2)} ${head.slice(2)} ${letter} ${serial}${check}`;
};

export const brokenRvnr: Generate = (random) => {
  const valid = validRvnr(random);
  return valid.slice(0, -1) + String((Number(valid[valid.length - 1]) + random.int(1, 9)) % 10);
};

export const isRvnrValid = (printed: string): boolean => {
  const v = printed.replace(/\s/g, '');
  if (!/^\d{8}[A-Z]\d{3}$/.test(v)) return false;
  const [area, day, month, yy] = [0, 2, 4, 6].map((i) => Number(v.slice(i, i + 2)));
  if (area < 2 || area > 89 || !(realDate(1900 + yy, month, day) || realDate(2000 + yy, month, day))) return false;
  const twelve = v.slice(0, 8) + pad(v.charCodeAt(8) - 64, 2) + v.slice(9, 11);
  return [...twelve].reduce((sum, d, i) => sum + digitSum(Number(d) * [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1][i]), 0) % 10 === Number(v[11]);
};

const ID_CARD_LETTERS = 'CFGHJKLMNPRTVWXYZ';
const icaoValue = (c: string): number => (c >= 'A' ? c.charCodeAt(0) - 55 : Number(c));
const icaoCheck = (s: string): number => [...s].reduce((sum, c, i) => sum + icaoValue(c) * [7, 3, 1][i % 3], 0) % 10;

/** German identity card number: nine characters of the card alphabet and the 7-3-1 check digit. */
export const validIdCardNumber: Generate = (random) => {
  const nine = random.pick([...'LMNPRTVWXY']) + random.chars('0123456789' + ID_CARD_LETTERS, 8);
  return nine + String(icaoCheck(nine));
};

export const brokenIdCardNumber: Generate = (random) => {
  const valid = validIdCardNumber(random);
  return valid.slice(0, 9) + String((Number(valid[9]) + random.int(1, 9)) % 10);
};

export const isIdCardNumberValid = (v: string): boolean =>
  /^[LMNPRTVWXY][A-Z0-9]{8}\d$/.test(v) && [...v.slice(1, 9)].every((c) => /\d/.test(c) || ID_CARD_LETTERS.includes(c)) && icaoCheck(v.slice(0, 9)) === Number(v[9]);

/** German tax number (Steuernummer) in one of the states' printed layouts. */
export const validSteuernummer: Generate = (random) => {
  const serial = String(random.int(1, 9)) + random.digits(4);
  return random.pick([
    () => `${random.int(10, 99)}/${random.digits(3)}/${serial}`,
    () => `${random.int(100, 299)}/${random.digits(3)}/${serial}`,
    () => `${random.int(100, 399)}/${random.digits(4)}/${serial.slice(0, 4)}`,
    () => `${random.int(10000, 99999)}/${serial}`,
    () => `0${random.digits(2)} ${random.digits(3)} ${serial}`,
  ])();
};

/** French tax number (SPI): ten digits opening 0-3 and their remainder mod 511; compact or `07 01 987 765 432`. */
export const validFrTaxNumber: Generate = (random) => {
  const ten = String(random.int(0, 3)) + random.digits(9);
  const v = ten + pad(Number(ten) % 511, 3);
  return random.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}`;
};

export const brokenFrTaxNumber: Generate = (random) => {
  const v = validFrTaxNumber(random);
  return v.slice(0, -1) + String((Number(v[v.length - 1]) + random.int(1, 9)) % 10);
};

export const isFrTaxNumberValid = (d: string): boolean => /^[0-3]\d{12}$/.test(d) && BigInt(d.slice(0, 10)) % 511n === BigInt(d.slice(10));
