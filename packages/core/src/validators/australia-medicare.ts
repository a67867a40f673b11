import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

/**
 * Australian Medicare card number: eight digits, the first 2 to 6, a check digit (the first eight
 * weighted 1, 3, 7, 9, 1, 3, 7, 9, mod 10), the card's issue number (never 0) and, optionally,
 * the holder's individual reference number (IRN, 1 to 9); printed 2123 45670 1 with the IRN after
 * a space or a slash.
 */
export function isValidMedicareCard(value: string): boolean {
  const digits = value.replace(/[ /-]/g, '');
  if (!/^[2-6]\d{9}[1-9]?$/.test(digits) || digits[9] === '0') return false;
  return weightedSum(digits, WEIGHTS) % 10 === digits.charCodeAt(8) - 48;
}
