import { luhnValid } from './luhn.js';

/**
 * Canadian Social Insurance Number: nine digits with the Luhn check, compact or printed 123-456-789
 * or 123 456 789 (one separator throughout). No SIN begins with 0 or 8.
 */
export function isValidSin(value: string): boolean {
  const parts = /^(\d{3})([ -]?)(\d{3})\2(\d{3})$/.exec(value);
  if (!parts) return false;
  const digits = parts[1] + parts[3] + parts[4];
  return digits[0] !== '0' && digits[0] !== '8' && luhnValid(digits);
}
