import { luhnValid } from './luhn.js';

/**
 * US National Provider Identifier: 10 digits starting with 1 or 2; the last digit is the Luhn
 * check computed as if the number were prefixed with 80840 (the ISO card-issuer prefix for US health).
 */
const HEALTH_ISSUER_PREFIX = '80840';

export function isValidNpi(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  return /^[12][0-9]{9}$/.test(digits) && luhnValid(HEALTH_ISSUER_PREFIX + digits);
}
