/** ISO 7064 MOD 97-10 of a string of digits and capital letters (A = 10 … Z = 35), computed piecewise. */
export function mod97(value: string): number {
  let remainder = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    remainder = code >= 65 ? (remainder * 100 + code - 55) % 97 : (remainder * 10 + code - 48) % 97;
  }
  return remainder;
}
