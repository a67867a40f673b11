import type { CountryCode } from 'libphonenumber-js/core';

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
