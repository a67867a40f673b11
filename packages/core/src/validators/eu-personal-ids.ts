import { isCalendarDate } from './calendar-date.js';
import { luhnValid } from './luhn.js';
import { verhoeffValid } from './verhoeff.js';
import { digitAt, weightedSum } from './weighted-sum.js';

/**
 * French tax number (numéro fiscal de référence, SPI): thirteen digits, the first 0-3; the last
 * three are the first ten mod 511. Printed 07 01 987 765 432 or compact.
 */
export function isValidFrTaxNumber(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^[0-3]\d{12}$/.test(digits)) return false;
  return Number(digits.slice(0, 10)) % 511 === Number(digits.slice(10));
}


/** Greek tax number (AFM): nine digits, the first eight weighted by powers of two (256 … 2), mod 11, mod 10. */
export function isValidAfm(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  return (weightedSum(value, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(value, 8);
}

/**
 * Austrian social insurance number (Versicherungsnummer): a three-digit serial not opening 0, a
 * check digit, and the birth date DDMMYY. The check is the weights 3,7,9 and 5,8,4,2,1,6 over the
 * other nine digits mod 11 (10 is never issued).
 */
export function isValidAtSocialInsurance(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^[1-9]\d{9}$/.test(digits)) return false;
  const day = Number(digits.slice(4, 6));
  const month = Number(digits.slice(6, 8));
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  return weightedSum(digits, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === digitAt(digits, 3);
}

/** Hungarian social security number (TAJ): nine digits, the first eight weighted 3 and 7 in turn, mod 10. */
export function isValidTaj(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  return weightedSum(digits, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === digitAt(digits, 8);
}

/**
 * Hungarian tax identification number of a person (adóazonosító jel): 8, the birth date as days
 * since 1 January 1867 in five digits, three digits, and the first nine weighted 1-9 mod 11
 * (10 is never issued).
 */
export function isValidHuTaxId(value: string): boolean {
  if (!/^8\d{9}$/.test(value)) return false;
  return weightedSum(value, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === digitAt(value, 9);
}

/**
 * Polish business register number (REGON): nine digits weighted 8,9,2,3,4,5,6,7 mod 11 (10 read
 * as 0), or fourteen for a local unit, whose first nine are a REGON and whose last is the weights
 * 2,4,8,5,0,9,7,3,6,1,2,4,8 mod 11.
 */
export function isValidRegon(value: string): boolean {
  if (/^\d{14}$/.test(value)) return isValidRegon(value.slice(0, 9)) && (weightedSum(value, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10 === digitAt(value, 13);
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  return (weightedSum(value, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10 === digitAt(value, 8);
}

/**
 * Luxembourg national identification number (matricule): the birth date YYYYMMDD, a three-digit
 * serial, a Luhn check digit over those eleven and a Verhoeff check digit over the same eleven.
 */
export function isValidLuMatricule(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  if (!isCalendarDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)))) return false;
  return luhnValid(digits.slice(0, 12)) && verhoeffValid(digits.slice(0, 11) + digits[12]);
}

/**
 * Latvian personal code (personas kods) issued before July 2017: the birth date DDMMYY, the
 * century (0: 1800s, 1: 1900s, 2: 2000s), a serial and a check digit: 1101 minus the weights
 * 1,6,3,7,9,10,5,8,4,2 over the first ten, mod 11.
 */
export function isValidLvPersonalCode(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{6}[0-2]\d{4}$/.test(digits)) return false;
  const year = 1800 + 100 * digitAt(digits, 6) + Number(digits.slice(4, 6));
  if (!isCalendarDate(year, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)))) return false;
  return ((1101 - weightedSum(digits, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11) % 10 === digitAt(digits, 10);
}

/**
 * Portuguese citizen card number (Cartão de Cidadão): the civil identification number (eight
 * digits and its check digit), a two-character version and a check digit; read right to left
 * with letters as 10-35, every second value doubled (less 9 above 9), the sum is a multiple of 10.
 */
export function isValidPtCitizenCard(value: string): boolean {
  const compact = value.replace(/ /g, '');
  if (!/^\d{9}[A-Z][A-Z0-9]\d$/.test(compact)) return false;
  let sum = 0;
  for (let i = compact.length - 1, doubled = false; i >= 0; i--, doubled = !doubled) {
    const code = compact.charCodeAt(i);
    const n = code >= 65 ? code - 55 : code - 48;
    sum += doubled ? (2 * n > 9 ? 2 * n - 9 : 2 * n) : n;
  }
  return sum % 10 === 0;
}

/**
 * Cypriot tax identification code (TIC): eight digits and a check letter, the same as the VAT
 * number's: the digits in odd places translated (0→1, 1→0, 2→5, 3→7, 4→9, 5→13, 6→15, 7→17,
 * 8→19, 9→21), summed with the others, mod 26.
 */
export function isValidCyTic(value: string): boolean {
  if (!/^\d{8}[A-Z]$/.test(value) || value.startsWith('12')) return false;
  const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? ODD[digitAt(value, i)] : digitAt(value, i);
  return String.fromCharCode(65 + (sum % 26)) === value[8];
}

/** Maltese identity card number: up to seven digits and the letter of the register (M, G, A, P, L, H, B, Z). */
export function isPlausibleMtIdCard(value: string): boolean {
  return /^\d{1,7}[MGAPLHBZ]$/.test(value) && !/^0+[A-Z]$/.test(value);
}
