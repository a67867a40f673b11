/** Each digit one more (or one less) than the one before, wrapping 9 to 0: 12345678, 98765432, 67890123. */
export function isDigitRun(digits: string): boolean {
  if (digits.length < 3) return false;
  const step = (digits.charCodeAt(1) - digits.charCodeAt(0) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 2; i < digits.length; i++) if ((digits.charCodeAt(i) - digits.charCodeAt(i - 1) + 10) % 10 !== step) return false;
  return true;
}
