/**
 * US DEA registration number: a registrant-type letter, the registrant's last-name
 * initial or 9, six digits and a check digit: the last digit of (d1 + d3 + d5) + 2 * (d2 + d4 + d6).
 */
const SHAPE = /^[ABCDEFGHJKLMPRSTUX][A-Z9][0-9]{7}$/;

export function isValidDeaNumber(value: string): boolean {
  const compact = value.toUpperCase();
  if (!SHAPE.test(compact)) return false;
  const d = [...compact.slice(2)].map(Number);
  const total = d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5]);
  return total % 10 === d[6];
}
