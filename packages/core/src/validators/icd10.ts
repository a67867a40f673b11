/**
 * ICD-10 / ICD-10-CM code shape: a letter, two digits, then an optional dot and up to four
 * characters (subcategory digits, ICD-10-CM letters such as F32.A, placeholder X and
 * 7th-character letters); written without the dot, the fourth character is a digit or X.
 * Chapter U is reserved for special purposes: only its assigned blocks count.
 */
const SHAPE = /^[A-Z][0-9]{2}(?:\.[0-9A-Z]{1,4}|[0-9X][0-9A-Z]{0,3})?$/;
/** U07 (COVID-19 and vaping injury), U08-U12 (COVID-19 history, sequelae, vaccine), U82-U85 (drug resistance). */
const ASSIGNED_U_CATEGORIES = new Set(['U07', 'U08', 'U09', 'U10', 'U11', 'U12', 'U82', 'U83', 'U84', 'U85']);

export function isPlausibleIcd10Code(value: string): boolean {
  const code = value.toUpperCase();
  if (!SHAPE.test(code)) return false;
  return code[0] !== 'U' || ASSIGNED_U_CATEGORIES.has(code.slice(0, 3));
}
