import { EEA_COUNTRIES } from './country-codes.js';
import type { Verdict } from '../types.js';
import { mod97 } from './mod97.js';

// IBAN length per country, from the SWIFT IBAN registry.
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29,
  BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29,
  ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20,
  LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19,
  MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24,
  SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
  YE: 30,
};

/** Country codes that issue IBANs; the scanner uses them as the literal starts of a candidate. */
export const IBAN_COUNTRIES: readonly string[] = Object.keys(IBAN_LENGTHS);

/** An IBAN compact or grouped (spaces, dashes or dots): confirmed when the country's length fits and mod-97 leaves 1. */
export function ibanVerdict(value: string): Verdict {
  const compact = value.replace(/[ .-]/g, '');
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected === undefined || compact.length !== expected) return 'reject';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return 'reject';
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1 ? 'confirm' : 'reject';
}

export function ibanCountryIsEea(value: string): boolean {
  return EEA_COUNTRIES.has(value.slice(0, 2));
}
