/**
 * Check-digit arithmetic written for the test suite, independent of the validators in src, so
 * the generators double as a cross-check of them. Inputs are plain digit strings unless noted.
 */

const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Sum of the Luhn-weighted digits, counting the rightmost digit as undoubled. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    let d = digitAt(digits, i);
    if (fromRight % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum;
}

export const isLuhnValid = (digits: string): boolean => /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;

/** The digit that, appended to `payload`, makes the whole Luhn-valid. */
export const luhnCheckDigit = (payload: string): string => String((10 - (luhnSum(payload + '0') % 10)) % 10);

/** Remainder mod 97 of a long decimal string, digit by digit (no BigInt needed). */
export function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i++) rest = (rest * 10 + digitAt(digits, i)) % 97;
  return rest;
}

/** IBAN letters become two-digit numbers: A=10 … Z=35. */
export const lettersToDigits = (s: string): string =>
  s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

export const isIbanChecksumValid = (iban: string): boolean =>
  mod97(lettersToDigits(iban.slice(4) + iban.slice(0, 4))) === 1;

export const ibanCheckDigits = (country: string, bban: string): string =>
  String(98 - mod97(lettersToDigits(bban + country + '00'))).padStart(2, '0');

/** ABA routing: weights 3, 7, 1 repeating; the weighted sum is a multiple of 10. */
export function isAbaValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return weights.reduce((sum, w, i) => sum + w * digitAt(digits, i), 0) % 10 === 0;
}

/** NPI: Luhn over the number prefixed with the card issuer prefix 80840. */
export const isNpiValid = (digits: string): boolean => /^[12]\d{9}$/.test(digits) && isLuhnValid('80840' + digits);

/** DEA: d1+d3+d5 + 2*(d2+d4+d6); its last digit is d7. */
export function deaCheckDigit(sixDigits: string): string {
  const d = (i: number) => digitAt(sixDigits, i);
  return String((d(0) + d(2) + d(4) + 2 * (d(1) + d(3) + d(5))) % 10);
}

export const isDeaValid = (value: string): boolean =>
  /^[A-Z][A-Z9]\d{7}$/.test(value) && deaCheckDigit(value.slice(2, 8)) === value[8];

/** Dutch BSN "elfproef": weights 9..2 and -1 on the last digit; the sum is a multiple of 11. */
export function isBsnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = -digitAt(digits, 8);
  for (let i = 0; i < 8; i++) sum += (9 - i) * digitAt(digits, i);
  return sum !== 0 && sum % 11 === 0;
}

/** PESEL: weights 1,3,7,9 repeating over ten digits; check = (10 - sum mod 10) mod 10. */
export function peselCheckDigit(tenDigits: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((acc, w, i) => acc + w * digitAt(tenDigits, i), 0);
  return String((10 - (sum % 10)) % 10);
}

export const isPeselChecksumValid = (digits: string): boolean =>
  /^\d{11}$/.test(digits) && peselCheckDigit(digits.slice(0, 10)) === digits[10];

export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const dniLetter = (number: number): string => DNI_LETTERS[number % 23];

/** NIR key: 97 minus the first 13 digits mod 97 (Corsica's 2A/2B count as 19/18). */
export function nirKey(thirteen: string): string {
  const numeric = thirteen.replace(/^(\d{5})2A/, '$119').replace(/^(\d{5})2B/, '$118');
  return String(97 - mod97(numeric)).padStart(2, '0');
}

export const isNirValid = (digits: string): boolean =>
  /^[12]\d{4}(\d{2}|2A|2B)\d{8}$/.test(digits) && nirKey(digits.slice(0, 13)) === digits.slice(13);

/** ISO 7064 MOD 11,10, the German tax id's check digit. */
export function iso7064Mod11_10(digits: string): string {
  let product = 10;
  for (let i = 0; i < digits.length; i++) {
    let sum = (digitAt(digits, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return String(check === 10 ? 0 : check);
}

/** German tax id: no leading zero; among the first ten digits one digit occurs two or three times, the rest at most once. */
export function isDeTaxIdValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const counts = new Map<string, number>();
  for (const c of digits.slice(0, 10)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || repeated[0] > 3) return false;
  return iso7064Mod11_10(digits.slice(0, 10)) === digits[10];
}

/** Belgian national number: 97 minus (nine digits, prefixed with 2 for births from 2000) mod 97. */
export const beCheck = (nine: string, bornFrom2000: boolean): string =>
  String(97 - mod97((bornFrom2000 ? '2' : '') + nine)).padStart(2, '0');

export const isBeNationalNumberValid = (digits: string): boolean =>
  /^\d{11}$/.test(digits) &&
  (beCheck(digits.slice(0, 9), false) === digits.slice(9) || beCheck(digits.slice(0, 9), true) === digits.slice(9));

/** NHS number: weights 10..2 on nine digits; check = 11 - sum mod 11, 11 → 0, 10 impossible. */
export function nhsCheckDigit(nine: string): string | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * digitAt(nine, i);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return String(check === 11 ? 0 : check);
}

export const isNhsValid = (digits: string): boolean =>
  /^\d{10}$/.test(digits) && nhsCheckDigit(digits.slice(0, 9)) === digits[9];

/** Swedish personnummer: Luhn over YYMMDD + serial + check, ten digits. */
export const isPersonnummerChecksumValid = (tenDigits: string): boolean =>
  /^\d{10}$/.test(tenDigits) && isLuhnValid(tenDigits);

const CF_ODD: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const cfEven = (c: string): number => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

/** Italian codice fiscale: odd positions (1-based) use a lookup table, even ones their plain value; sum mod 26 as a letter. */
export function fiscalCodeCheckLetter(fifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? CF_ODD[fifteen[i]] : cfEven(fifteen[i]);
  return String.fromCharCode(65 + (sum % 26));
}

export const isFiscalCodeValid = (code: string): boolean =>
  /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(code) && fiscalCodeCheckLetter(code.slice(0, 15)) === code[15];
