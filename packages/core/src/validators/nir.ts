/**
 * French social security number (NIR): sex, year, month, department (2A/2B for Corsica),
 * commune, order number, then a two-digit key = 97 - (first 13 digits mod 97).
 * For the key, Corsica's 2A counts as 19 and 2B as 18.
 */
const NIR_SHAPE = /^([1-478][0-9]{2}(?:0[1-9]|1[0-2]|[2-9][0-9]))([0-9]{2}|2A|2B)([0-9]{3})([0-9]{3})([0-9]{2})$/;
const CORSICA_KEY_DIGITS: Readonly<Record<string, string>> = { '2A': '19', '2B': '18' };

export function isValidNir(value: string): boolean {
  const shape = NIR_SHAPE.exec(value.replace(/[ .-]/g, '').toUpperCase());
  if (!shape) return false;
  const [, sexYearMonth, department, commune, order, key] = shape;
  if (department === '00' || commune === '000' || order === '000') return false;
  const body = sexYearMonth + (CORSICA_KEY_DIGITS[department] ?? department) + commune + order;
  return Number(key) === 97 - mod97(body);
}

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}
