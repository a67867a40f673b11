import { isCalendarDate } from './calendar-date.js';
import { digitAt } from './weighted-sum.js';


/**
 * German pension insurance number (Rentenversicherungs- or Sozialversicherungsnummer): a region
 * (02-89), the birth date DDMMYY, the birth name's initial, a serial and a check digit. The letter
 * becomes its two-digit place in the alphabet; the twelve digits are weighted 2,1,2,5,7,1,2,1,2,1,2,1,
 * and the sum of the products' digit sums mod 10 is the check.
 */
export function isValidRvnr(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  if (!/^\d{8}[A-Z]\d{3}$/.test(compact)) return false;
  const area = Number(compact.slice(0, 2));
  const day = Number(compact.slice(2, 4));
  const month = Number(compact.slice(4, 6));
  const yy = Number(compact.slice(6, 8));
  if (area < 2 || area > 89) return false;
  if (!isCalendarDate(1900 + yy, month, day) && !isCalendarDate(2000 + yy, month, day)) return false;
  const digits = compact.slice(0, 8) + String(compact.charCodeAt(8) - 64).padStart(2, '0') + compact.slice(9, 11);
  const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const product = digitAt(digits, i) * WEIGHTS[i];
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10 === digitAt(compact, 11);
}

/** ICAO 9303 check digit: characters as values (0-9, A = 10 … Z = 35, < = 0) weighted 7, 3, 1 in turn, mod 10. */
export function icaoCheckDigit(characters: string): number {
  const WEIGHTS = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < characters.length; i++) {
    const code = characters.charCodeAt(i);
    const value = code >= 65 ? code - 55 : code === 60 ? 0 : code - 48;
    sum += value * WEIGHTS[i % 3];
  }
  return sum % 10;
}

/**
 * German identity card (Personalausweis) number of the cards since November 2010: a letter
 * (L M N P R T V W X Y), eight digits and consonants C F G H J K L M N P R T V W X Y Z, and the ICAO
 * 7-3-1 check digit.
 */
export function isValidIdCardNumber(value: string): boolean {
  if (!/^[LMNPRTVWXY][0-9CFGHJKLMNPRTVWXYZ]{8}\d$/.test(value)) return false;
  return icaoCheckDigit(value.slice(0, 9)) === digitAt(value, 9);
}

/**
 * German tax number (Steuernummer) as the states print it: 2/3/5 and 3/3/5 digits, 3/4/4 (North
 * Rhine-Westphalia), 5/5 (Baden-Württemberg), 0FF BBB UUUUP (Hesse), or the thirteen digits of the
 * federal form, whose fifth is 0. The check digit's method differs by state and is not published
 * for all of them, so the shape and a number that is not all zeros are all that is checked.
 */
export function isPlausibleSteuernummer(value: string): boolean {
  const digits = value.replace(/[/ ]/g, '');
  if (!/^\d{10,13}$/.test(digits) || /^0+$/.test(digits.slice(-5))) return false;
  return digits.length !== 13 || digits[4] === '0';
}
