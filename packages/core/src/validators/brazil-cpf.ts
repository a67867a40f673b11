/** A check digit of a CPF over `digits`: weights from `digits.length + 1` down to 2, sum × 10 mod 11, 10 counting as 0. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * (digits.length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/**
 * Brazilian individual taxpayer number (CPF): nine digits and two check digits, compact or printed
 * 123.456.789-09. One digit repeated eleven times passes both checks and is never issued.
 */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigit(digits.slice(0, 9)) === digits.charCodeAt(9) - 48 && cpfCheckDigit(digits.slice(0, 10)) === digits.charCodeAt(10) - 48;
}
