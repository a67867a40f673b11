import { pad } from './id-parts.js';
import { type Generate } from './random.js';

/**
 * US numbers without a check digit: the EIN (an IRS campus prefix), the Medicare beneficiary
 * identifier (CMS's position rules), bank account numbers and driver's license numbers (their
 * words make them; the values only have to look like one).
 */

const EIN_PREFIXES = '01 02 03 04 05 06 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 71 72 73 74 75 76 77 80 81 82 83 84 85 86 87 88 90 91 92 93 94 95 98 99'.split(' ');
const UNUSED_PREFIXES = ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'];

/** Takes the number with or without its dash. */
export const isEinValid = (v: string): boolean => {
  const d = v.replace('-', '');
  return /^\d{9}$/.test(d) && EIN_PREFIXES.includes(d.slice(0, 2)) && d.slice(2) !== '0000000';
};
/** Printed 12-3456789. */
export const validEin: Generate = (random) => `${random.pick(EIN_PREFIXES)}-${pad(random.int(1, 9_999_999), 7)}`;
export const brokenEin: Generate = (random) => `${random.pick(UNUSED_PREFIXES)}-${pad(random.int(1, 9_999_999), 7)}`;

const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const MBI_EITHER = MBI_LETTERS + '0123456789';
export const isMbiValid = (v: string): boolean => {
  const c = v.replace(/-/g, '');
  const letter = (i: number) => MBI_LETTERS.includes(c[i]);
  const digit = (i: number) => c[i] >= '0' && c[i] <= '9';
  return (
    c.length === 11 && c[0] >= '1' && c[0] <= '9' && letter(1) && (letter(2) || digit(2)) && digit(3) && letter(4) &&
    (letter(5) || digit(5)) && digit(6) && letter(7) && letter(8) && digit(9) && digit(10)
  );
};
/** Compact or, one time in three, printed 1EG4-TE5-MK73. */
export const validMbi: Generate = (random) => {
  const c =
    String(random.int(1, 9)) + random.chars(MBI_LETTERS, 1) + random.chars(MBI_EITHER, 1) + random.digits(1) + random.chars(MBI_LETTERS, 1) +
    random.chars(MBI_EITHER, 1) + random.digits(1) + random.chars(MBI_LETTERS, 2) + random.digits(2);
  return random.chance(0.33) ? `${c.slice(0, 4)}-${c.slice(4, 7)}-${c.slice(7)}` : c;
};
/** One of the letters CMS leaves out, in a letter's place. */
export const brokenMbi: Generate = (random) => {
  const valid = validMbi(random).replace(/-/g, '');
  return valid[0] + random.pick(['S', 'L', 'O', 'I', 'B', 'Z']) + valid.slice(2);
};

const isRunOrRepeat = (d: string): boolean => {
  if (/^(\d)\1+$/.test(d)) return true;
  const step = (d.charCodeAt(1) - d.charCodeAt(0) + 10) % 10;
  return (step === 1 || step === 9) && [...d].every((c, i) => i === 0 || (c.charCodeAt(0) - d.charCodeAt(i - 1) + 10) % 10 === step);
};

export const isBankAccountValid = (v: string): boolean => /^\d{8,17}$/.test(v) && !isRunOrRepeat(v);
export const validBankAccount: Generate = (random) => String(random.int(1, 9)) + random.digits(random.int(7, 16));
/** Seven digits: shorter than any account. */
export const brokenBankAccount: Generate = (random) => String(random.int(1, 9)) + random.digits(6);

/** A few states' formats: California, Texas, New York printed, Florida printed, Illinois printed. */
export const validDriversLicense: Generate = (random) => {
  const letter = random.chars('ABCDEFGHJKLMNPRSTWY', 1);
  switch (random.int(0, 4)) {
    case 0:
      return letter + random.digits(7);
    case 1:
      return String(random.int(1, 4)) + random.digits(7);
    case 2:
      return `${random.int(100, 999)} ${random.digits(3)} ${random.digits(3)}`;
    case 3:
      return `${letter}${random.digits(3)}-${random.digits(3)}-${random.digits(2)}-${random.digits(3)}-${random.digits(1)}`;
    default:
      return `${letter}${random.digits(3)}-${random.digits(4)}-${random.digits(4)}`;
  }
};
export const isDriversLicenseValid = (v: string): boolean => {
  const digits = v.replace(/\D/g, '');
  return /^[A-Z]?[\d -]{7,16}$/.test(v) && digits.length >= 7 && !isRunOrRepeat(digits);
};
/** Too few digits for any state. */
export const brokenDriversLicense: Generate = (random) => random.chars('ABCDEFGHJKLMNPRSTWY', 1) + random.digits(3);
