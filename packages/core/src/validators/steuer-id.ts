/**
 * German tax identification number (Steuer-IdNr): 11 digits, no leading zero.
 * Among the first ten digits exactly one digit repeats (twice, or three times but never three in
 * a row) and every other digit appears at most once; the eleventh is an ISO 7064 MOD 11,10 check.
 */
export function isValidSteuerId(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^[1-9][0-9]{10}$/.test(digits)) return false;
  return hasIssuedDigitPattern(digits.slice(0, 10)) && mod11_10CheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

function hasIssuedDigitPattern(body: string): boolean {
  const counts = new Map<string, number>();
  for (const d of body) counts.set(d, (counts.get(d) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1);
  if (repeated.length !== 1) return false;
  const [digit, times] = repeated[0];
  if (times === 2) return true;
  return times === 3 && !body.includes(digit.repeat(3));
}

/** ISO 7064 MOD 11,10 check digit for a string of digits. */
function mod11_10CheckDigit(body: string): number {
  let product = 10;
  for (const ch of body) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}
