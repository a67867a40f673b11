/** The letters an MBI uses: A to Z without S, L, O, I, B and Z, which read like digits. */
const LETTER = '[AC-HJKMNP-RT-Y]';
const LETTER_OR_DIGIT = '[AC-HJKMNP-RT-Y0-9]';

/** CMS's position rules: 1 a digit 1-9; 2, 5, 8, 9 letters; 3, 6 a letter or digit; 4, 7, 10, 11 digits. */
export const MBI_PATTERN = `[1-9]${LETTER}${LETTER_OR_DIGIT}[0-9]-?${LETTER}${LETTER_OR_DIGIT}[0-9]-?${LETTER}{2}[0-9]{2}`;
const WHOLE_MBI = new RegExp(`^${MBI_PATTERN}$`);

/**
 * US Medicare Beneficiary Identifier: eleven characters following CMS's position rules, compact
 * or printed as on the card, 1EG4-TE5-MK73 (both dashes or neither). Randomly drawn, no check.
 */
export function isMbiShape(value: string): boolean {
  if (!WHOLE_MBI.test(value)) return false;
  const dashes = value.split('-').length - 1;
  return dashes === 0 || (dashes === 2 && value[4] === '-' && value[8] === '-');
}
