/**
 * NHS number (England, Wales, Isle of Man): 10 digits; the first nine weighted 10 down to 2,
 * check = 11 - (sum mod 11), 11 meaning 0; a check of 10 is never issued.
 */
export function isValidNhsNumber(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^[0-9]{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(digits[i]);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}
