import { verhoeffValid } from './verhoeff.js';

/**
 * Indian Aadhaar number: twelve digits, the first never 0 or 1, the last a Verhoeff check digit;
 * compact or printed in groups of four (1234 5678 9012).
 */
export function isValidAadhaar(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}
