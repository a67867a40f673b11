/**
 * Turkish identity number (T.C. Kimlik No): eleven digits, the first not 0. The tenth is
 * 7 × (sum of the odd places) − (sum of the even places) mod 10 over the first nine; the eleventh
 * is the sum of the first ten mod 10.
 */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}
