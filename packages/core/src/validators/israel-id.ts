import { luhnValid } from './luhn.js';

/**
 * Israeli identity number (Teudat Zehut, מספר זהות): nine digits, the last a check digit. The
 * digits weighted 1, 2, 1, 2 … with the digits of each product added make a multiple of 10 (over
 * nine digits, the Luhn check). Printed compact or with the check digit after a dash.
 */
export function isValidTeudatZehut(value: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{9}$/.test(digits) || /^(\d)\1{8}$/.test(digits)) return false;
  return luhnValid(digits);
}
