import { mod97 } from './mod97.js';

/**
 * Legal Entity Identifier (ISO 17442): eighteen letters and digits and two check digits, the
 * whole read as a number (A = 10 … Z = 35) leaving 1 mod 97 (ISO 7064 mod 97-10). Its twelve
 * random characters make an LEI without a letter vanishingly rare, so twenty bare digits are
 * taken for another number.
 */
export function isValidLei(value: string): boolean {
  return /^[0-9A-Z]{18}\d{2}$/.test(value) && /[A-Z]/.test(value) && mod97(value) === 1;
}
