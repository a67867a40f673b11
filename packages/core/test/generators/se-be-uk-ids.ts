import { beCheck, luhnCheckDigit, nhsCheckDigit } from './check-digits.js';
import { birthDate, otherDigit, pad } from './id-parts.js';
import { drawUntil, type Generate, type Random } from './random.js';

/** Swedish, Belgian and UK national numbers. */

function personnummerPayload(random: Random): { century: string; nine: string } {
  const { year, month, day } = birthDate(random);
  return { century: String(Math.floor(year / 100)), nine: pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + random.digits(3) };
}

/** YYMMDD-NNNC, or the twelve-digit YYYYMMDD-NNNC form used in many systems. */
const printPersonnummer = (random: Random, century: string, ten: string): string =>
  (random.chance(0.3) ? century : '') + ten.slice(0, 6) + '-' + ten.slice(6);

export const validPersonnummer: Generate = (random) => {
  const { century, nine } = personnummerPayload(random);
  return printPersonnummer(random, century, nine + luhnCheckDigit(nine));
};

export const brokenPersonnummer: Generate = (random) => {
  const { century, nine } = personnummerPayload(random);
  return printPersonnummer(random, century, nine + otherDigit(random, luhnCheckDigit(nine)));
};

/** A national number, or one time in five a BIS number, whose month is raised by 20 or 40. */
function beParts(random: Random): { nine: string; from2000: boolean } {
  const { year, month, day } = birthDate(random);
  const bis = random.chance(0.2) ? random.pick([20, 40]) : 0;
  return { nine: pad(year % 100, 2) + pad(month + bis, 2) + pad(day, 2) + pad(random.int(1, 997), 3), from2000: year >= 2000 };
}

/** YY.MM.DD-SSS.CC as printed on the eID card, or the eleven digits compact. */
const printBe = (random: Random, eleven: string): string =>
  random.chance(0.5)
    ? eleven
    : `${eleven.slice(0, 2)}.${eleven.slice(2, 4)}.${eleven.slice(4, 6)}-${eleven.slice(6, 9)}.${eleven.slice(9)}`;

export const validBeNationalNumber: Generate = (random) => {
  const { nine, from2000 } = beParts(random);
  return printBe(random, nine + beCheck(nine, from2000));
};

export const brokenBeNationalNumber: Generate = (random) => {
  const { nine } = beParts(random);
  const rights = [Number(beCheck(nine, false)), Number(beCheck(nine, true))];
  const wrong = drawUntil(random, (r) => pad(r.int(1, 97), 2), (c) => !rights.includes(Number(c)));
  return printBe(random, nine + wrong);
};

const nhsPayload = (random: Random): string => String(random.int(4, 9)) + random.digits(8);

/** Compact, or 3-3-4 with spaces as the NHS prints it. */
const printNhs = (random: Random, ten: string): string =>
  random.chance(0.5) ? ten : `${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`;

export const validNhsNumber: Generate = (random) => {
  const nine = drawUntil(random, nhsPayload, (p) => nhsCheckDigit(p) !== null);
  return printNhs(random, nine + nhsCheckDigit(nine));
};

export const brokenNhsNumber: Generate = (random) => {
  const nine = nhsPayload(random);
  const right = nhsCheckDigit(nine);
  return printNhs(random, nine + (right === null ? random.digits(1) : otherDigit(random, right)));
};

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_FORBIDDEN_PREFIXES = ['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'];

/** UK National Insurance number: two permitted letters, six digits, suffix A-D. */
export const validNino: Generate = (random) => {
  const prefix = drawUntil(
    random,
    (r) => r.chars(NINO_FIRST, 1) + r.chars(NINO_SECOND, 1),
    (p) => !NINO_FORBIDDEN_PREFIXES.includes(p),
  );
  const digits = random.digits(6);
  const suffix = random.pick(['A', 'B', 'C', 'D']);
  return random.chance(0.5)
    ? prefix + digits + suffix
    : `${prefix} ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)} ${suffix}`;
};
