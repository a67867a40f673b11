/** The characters of a CURP in the order of their values, Ñ between N and O. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Mexican states as the CURP abbreviates them, and NE for those born abroad. */
const STATES = new Set('AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' '));

/**
 * Mexican Clave Única de Registro de Población: four letters of the name, YYMMDD, H or M, the
 * state, three consonants of the name, a character that tells the century and a check digit: the
 * characters' values weighted 18 down to 2, then 10 minus the sum mod 10.
 */
export function isValidCurp(value: string): boolean {
  if (!/^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/.test(value)) return false;
  if (!STATES.has(value.slice(11, 13))) return false;
  const month = Number(value.slice(6, 8));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(value[i]) * (18 - i);
  return (10 - (sum % 10)) % 10 === value.charCodeAt(17) - 48;
}
