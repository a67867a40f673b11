import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NATIONAL_PHONE_COUNTRIES } from './national-phone-countries.js';
import { PHONE_METADATA } from './phone-metadata.js';
import type { Verdict } from '../types.js';

/** National significant numbers with their leading 0: 9 to 12 digits in the plans of NATIONAL_PHONE_COUNTRIES. */
const MIN_DIGITS = 9;
const MAX_DIGITS = 12;

/** `01.02.2023`, `31/12/2024`, `01-02-2023`: a date, whichever plan would take its digits. */
const DATE = /^\d{2}([./-])\d{2}\1\d{4}$/;

/** The lengths of the digit groups: `020 7946 0321` → `3,4,4`; separators of any kind count alike. */
function grouping(value: string): string {
  return (value.match(/\d+/g) ?? []).map((group) => group.length).join(',');
}

/**
 * A phone number written in a country's national format, with its leading 0 and no country
 * code (`020 7946 0321`, `030 12345678`, `06-12345678`, `(0221) 123 45 67`, `01 23 45 67 89`):
 * confirmed when some country's numbering plan accepts it in the groups that country prints,
 * no opinion when a plan accepts its digits grouped otherwise (a part number `03-1687-245` may),
 * rejected when none does. One digit repeated is a placeholder (`000-00-0000`).
 */
export function nationalPhoneVerdict(value: string): Verdict {
  if (DATE.test(value)) return 'reject';
  const digits = value.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || /^0(\d)\1+$/.test(digits)) return 'reject';
  const written = grouping(value);
  let verdict: Verdict = 'reject';
  for (const country of NATIONAL_PHONE_COUNTRIES) {
    const phone = parsePhoneNumberFromString(value, country, PHONE_METADATA);
    if (phone === undefined || !phone.isValid()) continue;
    if (grouping(phone.formatNational()) === written) return 'confirm';
    verdict = 'none';
  }
  return verdict;
}
