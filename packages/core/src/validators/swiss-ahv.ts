/**
 * Swiss social security number (AHV/AVS, since 2008): 756 (Switzerland's EAN country prefix),
 * nine digits and an EAN-13 check digit, printed 756.1234.5678.97.
 */
export function isValidAhvNumber(value: string): boolean {
  const digits = value.replace(/\./g, '');
  if (!/^756\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48;
}
