/**
 * Belgian national register number: YYMMDD, a 3-digit serial and a 2-digit check
 * = 97 - (first nine digits mod 97). For people born from 2000 on, a 2 is put in front of the
 * nine digits before the modulo. Month and day may be 00 when the birth date is unknown; a
 * "bis" number adds 20 or 40 to the month.
 */
export function isValidBeNationalNumber(value: string): boolean {
  const digits = value.replace(/[ .-]/g, '');
  if (!/^[0-9]{11}$/.test(digits)) return false;
  const month = Number(digits.slice(2, 4)) % 20;
  const bisOffset = Number(digits.slice(2, 4)) - month;
  const day = Number(digits.slice(4, 6));
  const serial = Number(digits.slice(6, 9));
  if (bisOffset > 40 || month > 12 || day > 31 || serial === 0) return false;
  const body = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  return check === 97 - (body % 97) || check === 97 - ((2_000_000_000 + body) % 97);
}
