import { isCalendarDate } from './calendar-date.js';
import { luhnValid } from './luhn.js';
import { weightedSum } from './weighted-sum.js';

/** Polish tax number (NIP): ten digits, the last the weighted sum of the first nine mod 11 (10 is never issued). */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const check = weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digits.charCodeAt(9) - 48;
}

/** Portuguese tax number (NIF): nine digits opening with 1-3, 45, 5, 6, 70-79, 8 or 9; the last is 11 minus the weighted sum mod 11 (0 for 10 and 11). */
export function isValidNif(value: string): boolean {
  if (!/^(?:[1-35689]|45|7\d)\d+$/.test(value) || !/^\d{9}$/.test(value)) return false;
  const check = 11 - (weightedSum(value, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === value.charCodeAt(8) - 48;
}

/** Italian VAT number (partita IVA): eleven digits, a Luhn check over them, the office code (digits 8-10) 001-100, 120, 121 or 888, 999. */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return false;
  const office = Number(value.slice(7, 10));
  if (!((office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999)) return false;
  return luhnValid(value);
}

/** Croatian personal identification number (OIB): eleven digits with an ISO 7064 MOD 11,10 check digit. */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (value.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === value.charCodeAt(10) - 48;
}

/** Bulgarian personal number (EGN): YYMMDD (months +20 for the 1800s, +40 for the 2000s), a serial and a mod-11 check digit (10 counting as 0). */
export function isValidEgn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let month = Number(value.slice(2, 4));
  let century = 1900;
  if (month > 40) [month, century] = [month - 40, 2000];
  else if (month > 20) [month, century] = [month - 20, 1800];
  if (!isCalendarDate(century + Number(value.slice(0, 2)), month, Number(value.slice(4, 6)))) return false;
  return (weightedSum(value, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === value.charCodeAt(9) - 48;
}

/** Slovenian unique master citizen number (EMŠO): DDMMYYY, a region, a serial and a mod-11 check digit (11 minus the remainder; 0 for 11, 10 never issued). */
export function isValidEmso(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const yyy = Number(value.slice(4, 7));
  if (!isCalendarDate((yyy < 800 ? 2000 : 1000) + yyy, Number(value.slice(2, 4)), Number(value.slice(0, 2)))) return false;
  const remainder = weightedSum(value, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === value.charCodeAt(12) - 48;
}

/** Greek social security number (AMKA): DDMMYY, five digits, and a Luhn check over all eleven. */
export function isValidAmka(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const yy = Number(value.slice(4, 6));
  return (isCalendarDate(1900 + yy, month, day) || isCalendarDate(2000 + yy, month, day)) && luhnValid(value);
}

/** Spanish social security number (NSS): a two-digit province, eight digits and two check digits, the first ten mod 97; compact or 28/12345678/40. */
export function isValidNss(value: string): boolean {
  const digits = value.replace(/[/ -]/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  const province = Number(digits.slice(0, 2));
  if (province < 1 || province > 53) return false;
  const body = digits.charCodeAt(2) === 48 ? Number(digits.slice(0, 2) + digits.slice(3, 10)) : Number(digits.slice(0, 10));
  return body % 97 === Number(digits.slice(10));
}

/** Icelandic identity number (kennitala): DDMMYY, two digits, a mod-11 check digit and the century (9 or 0); DDMMYY-NNNN as printed. Companies add 40 to the day. */
export function isValidKennitala(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{8}\d[890]$/.test(digits)) return false;
  let day = Number(digits.slice(0, 2));
  if (day > 40) day -= 40;
  const century = digits[9] === '9' ? 1900 : digits[9] === '0' ? 2000 : 1800;
  if (!isCalendarDate(century + Number(digits.slice(4, 6)), Number(digits.slice(2, 4)), day)) return false;
  const check = 11 - (weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return (check === 11 ? 0 : check) === digits.charCodeAt(8) - 48;
}
