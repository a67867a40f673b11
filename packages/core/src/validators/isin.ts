import { luhnValid } from './luhn.js';

/**
 * International Securities Identification Number (ISO 6166): a two-letter country (or XS, EU)
 * code, nine letters or digits and a check digit: letters become 10–35, and Luhn runs over the digits.
 */
export function isValidIsin(value: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(value)) return false;
  let digits = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    digits += code <= 57 ? value[i] : String(code - 55);
  }
  return luhnValid(digits);
}
