/**
 * Dutch citizen service number (BSN): 9 digits passing the "11-proof": the digits weighted
 * 9, 8, ..., 2 and the last one weighted -1 sum to a multiple of 11 (zero excluded).
 */
export function isValidBsn(value: string): boolean {
  const digits = value.replace(/[ .-]/g, '');
  if (!/^[0-9]{9}$/.test(digits)) return false;
  let sum = -Number(digits[8]);
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
  return sum !== 0 && sum % 11 === 0;
}
