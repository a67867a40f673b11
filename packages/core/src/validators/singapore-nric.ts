import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
/** Check letters by remainder: citizens and permanent residents (S, T), foreigners (F, G). */
const CITIZEN_LETTERS = 'JZIHGFEDCBA';
const FOREIGNER_LETTERS = 'XWUTRQPNMLK';

/**
 * Singapore NRIC or FIN: S or T (born before or from 2000), F or G for foreigners, seven digits and
 * a check letter from the weighted sum mod 11 (4 added for T and G).
 */
export function isValidNric(value: string): boolean {
  const parts = /^([STFG])(\d{7})([A-Z])$/.exec(value);
  if (!parts) return false;
  const [, prefix, digits, check] = parts;
  const sum = (prefix === 'T' || prefix === 'G' ? 4 : 0) + weightedSum(digits, WEIGHTS);
  const letters = prefix === 'S' || prefix === 'T' ? CITIZEN_LETTERS : FOREIGNER_LETTERS;
  return letters[sum % 11] === check;
}
