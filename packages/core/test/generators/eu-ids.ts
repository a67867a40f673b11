import {
  DNI_LETTERS,
  dniLetter,
  fiscalCodeCheckLetter,
  iso7064Mod11_10,
  isBsnValid,
  nirKey,
  peselCheckDigit,
} from './check-digits.js';
import { birthDate, otherDigit, otherLetter, pad } from './id-parts.js';
import { drawUntil, UPPER, type Generate, type Random } from './random.js';

const bsnPayload = (random: Random): string => String(random.int(1, 9)) + random.digits(7);

/** The ninth digit that satisfies the eleven-test, when one exists. */
const bsnCheckDigit = (eight: string): string | null => {
  for (let d = 0; d <= 9; d++) if (isBsnValid(eight + d)) return String(d);
  return null;
};

export const validBsn: Generate = (random) => {
  const eight = drawUntil(random, bsnPayload, (p) => bsnCheckDigit(p) !== null);
  return eight + bsnCheckDigit(eight);
};

export const brokenBsn: Generate = (random) =>
  drawUntil(random, (r) => bsnPayload(r) + r.digits(1), (v) => !isBsnValid(v));

/** PESEL months carry the century: +80 for 1800s, +0 for 1900s, +20 for 2000s. */
function peselPayload(random: Random): string {
  const { year, month, day } = birthDate(random);
  const centuryOffset = year >= 2000 ? 20 : 0;
  return pad(year % 100, 2) + pad(month + centuryOffset, 2) + pad(day, 2) + random.digits(4);
}

export const validPesel: Generate = (random) => {
  const ten = peselPayload(random);
  return ten + peselCheckDigit(ten);
};

export const brokenPesel: Generate = (random) => {
  const ten = peselPayload(random);
  return ten + otherDigit(random, peselCheckDigit(ten));
};

export const validDni: Generate = (random) => {
  const number = random.int(1_000_000, 99_999_999);
  return pad(number, 8) + dniLetter(number);
};


export const brokenDni: Generate = (random) => {
  const number = random.int(1_000_000, 99_999_999);
  return pad(number, 8) + otherLetter(random, dniLetter(number), DNI_LETTERS);
};

/** NIE: X, Y or Z stand for 0, 1, 2 in front of seven digits. */
function niePayload(random: Random): { prefix: string; digits: string; number: number } {
  const prefix = random.pick(['X', 'Y', 'Z']);
  const digits = random.digits(7);
  return { prefix, digits, number: Number('XYZ'.indexOf(prefix) + digits) };
}

export const validNie: Generate = (random) => {
  const { prefix, digits, number } = niePayload(random);
  return prefix + digits + dniLetter(number);
};

export const brokenNie: Generate = (random) => {
  const { prefix, digits, number } = niePayload(random);
  return prefix + digits + otherLetter(random, dniLetter(number), DNI_LETTERS);
};

/** NIR: sex, YY, MM, département (01-95 without 20), commune, order number, then the key. */
function nirPayload(random: Random): string {
  const { year, month } = birthDate(random);
  let department = random.int(1, 95);
  if (department === 20) department = 21;
  return String(random.int(1, 2)) + pad(year % 100, 2) + pad(month, 2) + pad(department, 2) + pad(random.int(1, 999), 3) + pad(random.int(1, 999), 3);
}

/** Compact, or spaced the way the carte Vitale prints it: 1 84 12 76 451 089 46. */
function printNir(random: Random, nir: string): string {
  if (random.chance(0.5)) return nir;
  const groups = [1, 2, 2, 2, 3, 3, 2];
  let at = 0;
  return groups.map((size) => nir.slice(at, (at += size))).join(' ');
}

export const validNir: Generate = (random) => {
  const thirteen = nirPayload(random);
  return printNir(random, thirteen + nirKey(thirteen));
};

export const brokenNir: Generate = (random) => {
  const thirteen = nirPayload(random);
  const right = Number(nirKey(thirteen));
  const wrong = ((right - 1 + random.int(1, 96)) % 97) + 1;
  return printNir(random, thirteen + pad(wrong, 2));
};

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Ten digits, no leading zero, one digit used twice, one digit missing. */
function deTaxPayload(random: Random): string {
  const used = shuffle(random, [...'0123456789']).slice(0, 9);
  const digits = shuffle(random, [...used, random.pick(used)]);
  if (digits[0] === '0') {
    const swap = digits.findIndex((d) => d !== '0');
    [digits[0], digits[swap]] = [digits[swap], digits[0]];
  }
  return digits.join('');
}

const printDeTaxId = (random: Random, id: string): string =>
  random.chance(0.7) ? id : `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;

export const validDeTaxId: Generate = (random) => {
  const ten = deTaxPayload(random);
  return printDeTaxId(random, ten + iso7064Mod11_10(ten));
};

export const brokenDeTaxId: Generate = (random) => {
  const ten = deTaxPayload(random);
  return printDeTaxId(random, ten + otherDigit(random, iso7064Mod11_10(ten)));
};

const CF_MONTHS = 'ABCDEHLMPRST';
const CF_CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';

function fiscalCodePayload(random: Random): string {
  const { year, month, day } = birthDate(random);
  const female = random.chance(0.5);
  return (
    random.chars(CF_CONSONANTS, 3) +
    random.chars(CF_CONSONANTS, 3) +
    pad(year % 100, 2) +
    CF_MONTHS[month - 1] +
    pad(day + (female ? 40 : 0), 2) +
    random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M']) +
    pad(random.int(1, 999), 3)
  );
}

export const validFiscalCode: Generate = (random) => {
  const fifteen = fiscalCodePayload(random);
  return fifteen + fiscalCodeCheckLetter(fifteen);
};

export const brokenFiscalCode: Generate = (random) => {
  const fifteen = fiscalCodePayload(random);
  return fifteen + otherLetter(random, fiscalCodeCheckLetter(fifteen), UPPER);
};
