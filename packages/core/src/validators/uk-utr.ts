import { weightedSum } from './weighted-sum.js';

/** The check digit for each remainder mod 11 of the weighted sum, as HMRC assigns it. */
const CHECK_BY_REMAINDER = '21987654321';

/**
 * UK Unique Taxpayer Reference (UTR): ten digits whose first is the check: the other nine
 * weighted 6,7,8,9,10,5,4,3,2, summed mod 11, and looked up in HMRC's table.
 */
export function isValidUtr(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  return CHECK_BY_REMAINDER[weightedSum(digits.slice(1), [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] === digits[0];
}
