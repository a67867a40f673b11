import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * Japanese Individual Number (My Number, 個人番号): twelve digits, printed in groups of four. The
 * first eleven weighted 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2 give a remainder mod 11; the check digit
 * is 11 minus it, 0 when the remainder is 0 or 1.
 */
export function isValidMyNumber(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{12}$/.test(digits) || /^(\d)\1{11}$/.test(digits)) return false;
  const rest = weightedSum(digits, WEIGHTS) % 11;
  return (rest < 2 ? 0 : 11 - rest) === digits.charCodeAt(11) - 48;
}
