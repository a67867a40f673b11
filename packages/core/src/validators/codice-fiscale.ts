/**
 * Italian fiscal code (codice fiscale): 6 letters (surname, name), 2 year characters, a month
 * letter, 2 day characters (+40 for women), a 4-character birthplace code and a check letter.
 * Where codes collide ("omocodia") digits of the date and place are swapped for the letters
 * L M N P Q R S T U V, which stand for 0-9.
 */
const SHAPE = /^[A-Z]{6}[0-9L-NP-V]{2}[ABCDEHLMPRST][0-9L-NP-V]{2}[A-Z][0-9L-NP-V]{3}[A-Z]$/;
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Value of a character in an odd (1st, 3rd, ...) position: digits map like the letters A-J. */
const ODD_POSITION_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

export function isValidCodiceFiscale(value: string): boolean {
  const code = value.replace(/ /g, '').toUpperCase();
  if (!SHAPE.test(code)) return false;
  const day = Number(decodeOmocodia(code.slice(9, 11)));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return checkLetter(code.slice(0, 15)) === code[15];
}

function decodeOmocodia(chars: string): string {
  return [...chars].map((ch) => (OMOCODIA_LETTERS.includes(ch) ? String(OMOCODIA_LETTERS.indexOf(ch)) : ch)).join('');
}

function checkLetter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const index = alphanumericIndex(body[i]);
    sum += i % 2 === 0 ? ODD_POSITION_VALUES[index] : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** 0-9 for digits, 0-25 for A-Z: both tables treat a digit like the letter at the same index. */
function alphanumericIndex(ch: string): number {
  const code = ch.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}
