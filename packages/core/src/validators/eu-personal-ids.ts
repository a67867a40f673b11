/**
 * French tax number (numéro fiscal de référence, SPI): thirteen digits, the first 0-3; the last
 * three are the first ten mod 511. Printed 07 01 987 765 432 or compact.
 */
export function isValidFrTaxNumber(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^[0-3]\d{12}$/.test(digits)) return false;
  return Number(digits.slice(0, 10)) % 511 === Number(digits.slice(10));
}
