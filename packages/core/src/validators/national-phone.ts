import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import type { Verdict } from '../types.js';

/**
 * Countries whose numbers are dialled at home with a leading 0 (a trunk prefix, or in Italy
 * part of a landline number), as libphonenumber's metadata knows them: the EU and EEA states
 * that have one, the UK, Switzerland, Turkey and the other large countries users write from.
 * A number with no country code is only a phone number if one of their plans accepts it.
 */
export const NATIONAL_PHONE_COUNTRIES: readonly CountryCode[] = [
  'GB', 'DE', 'FR', 'NL', 'BE', 'AT', 'CH', 'SE', 'FI', 'IE', 'IT', 'RO', 'BG', 'HR', 'SI', 'SK', 'HU', 'TR',
  'AU', 'NZ', 'JP', 'KR', 'IN', 'BR', 'ZA', 'IL',
];

/** National significant numbers with their leading 0: 9 to 12 digits in the plans above. */
const MIN_DIGITS = 9;
const MAX_DIGITS = 12;

/** `01.02.2023`, `31/12/2024`, `01-02-2023`: a date, whichever plan would take its digits. */
const DATE = /^\d{2}([./-])\d{2}\1\d{4}$/;

/**
 * A phone number written in a country's national format, with its leading 0 and no country
 * code (`020 7946 0321`, `030 12345678`, `06-12345678`, `(0221) 123 45 67`, `01 23 45 67 89`):
 * no opinion when some country's numbering plan accepts it, rejected otherwise.
 */
export function nationalPhoneVerdict(value: string): Verdict {
  if (DATE.test(value)) return 'reject';
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS) return 'reject';
  for (const country of NATIONAL_PHONE_COUNTRIES) if (isValidPhoneNumber(value, country)) return 'none';
  return 'reject';
}
