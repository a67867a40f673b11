import { isDigitRun } from './digit-run.js';

/**
 * A US bank account number found next to its word: 8 to 17 digits (banks choose their own length;
 * there is no check digit). One digit repeated or a run such as 12345678 is filler, not an account.
 */
export function isPlausibleAccountNumber(value: string): boolean {
  return /^\d{8,17}$/.test(value) && !/^(\d)\1+$/.test(value) && !isDigitRun(value);
}
