import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * Australian Business Number: eleven digits, compact or printed 51 824 753 556. One is taken from
 * the first digit, the digits are weighted 10, 1, 3, 5 … 19, and the sum is a multiple of 89. The
 * first two digits are the check, so the number never begins with 0.
 */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  // The first digit less one: the weight of the first digit once more taken off.
  return (weightedSum(digits, WEIGHTS) - WEIGHTS[0]) % 89 === 0;
}
