import { isCalendarDate } from './calendar-date.js';

/** The characters of an RFC in the order of their values: & between N and O, a space, then Ñ. */
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * Mexican taxpayer number (Registro Federal de Contribuyentes): four letters of a person's name
 * (three of a company's), the date of birth or incorporation YYMMDD, and a three-character
 * homoclave whose last character is a check: the first twelve characters (a company's padded
 * with a leading space) valued by ALPHABET and weighted 13 down to 2; 11 minus the sum mod 11,
 * 10 written A and 11 written 0. Printed compact or with a dash or space between the parts.
 */
export function isValidRfc(value: string): boolean {
  const compact = value.replace(/[ -]/g, '');
  const parts = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([1-9A-V][1-9A-Z])([0-9A])$/.exec(compact);
  if (!parts || (value.length !== compact.length && !/^[A-ZÑ&]{3,4}([ -])\d{6}\1[0-9A-Z]{3}$/.test(value))) return false;
  if (!isCalendarDate(2000 + Number(parts[2]), Number(parts[3]), Number(parts[4]))) return false;
  const padded = (parts[1].length === 3 ? ' ' : '') + compact.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHABET.indexOf(padded[i]) * (13 - i);
  return ALPHABET[(11 - (sum % 11)) % 11] === parts[6];
}
