import { COUNTRY_CODES } from './country-codes.js';
import type { Verdict } from '../types.js';

/**
 * A SWIFT/BIC code: 4-letter institution, ISO country code, 2-character location and an optional
 * 3-character branch. Only the country code can be checked, so a fitting code gets no opinion.
 */
export function swiftBicVerdict(value: string): Verdict {
  if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value)) return 'reject';
  return COUNTRY_CODES.has(value.slice(4, 6)) ? 'none' : 'reject';
}
