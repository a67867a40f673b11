/** The check letter of a PPS number, indexed by the remainder mod 23 (0 is W). */
const CHECK_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Irish Personal Public Service number: seven digits, a check letter and, on numbers issued since
 * 2013, a second letter (A, B, H; W on older ones). The check is the weighted sum of the digits
 * (weights 8 to 2) and the second letter's place in the alphabet times 9, mod 23.
 */
export function isValidPps(value: string): boolean {
  const parts = /^(\d{7})([A-W])([ABHW]?)$/.exec(value.toUpperCase());
  if (!parts) return false;
  const [, digits, check, second] = parts;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (digits.charCodeAt(i) - 48) * (8 - i);
  if (second !== '' && second !== 'W') sum += (second.charCodeAt(0) - 64) * 9;
  return CHECK_LETTERS[sum % 23] === check;
}
