import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

/**
 * Australian Tax File Number: nine digits, compact or printed 123 456 782, whose sum weighted
 * 1, 4, 3, 7, 5, 8, 6, 9, 10 is a multiple of 11. (The older eight-digit numbers are not looked
 * for: eight bare digits are too common.)
 */
export function isValidTfn(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{9}$/.test(digits) || /^(\d)\1{8}$/.test(digits)) return false;
  return weightedSum(digits, WEIGHTS) % 11 === 0;
}
