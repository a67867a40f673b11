import { birthDate, otherDigit, pad } from './id-parts.js';
import { drawUntil, UPPER, type Generate, type Random } from './random.js';

/**
 * Business, tax and personal numbers of Brazil, Australia, India, Japan, Israel and Mexico, and the
 * LEI, with their issuers' check digits computed here independently of the validators under test.
 */

const digitsOf = (s: string): number[] => [...s].map(Number);
const weighted = (digits: string, weights: readonly number[]): number => digitsOf(digits).reduce((s, d, i) => s + d * weights[i], 0);

/** A value whose last digit is another one: the check no longer holds. */
const lastDigitChanged =
  (valid: Generate): Generate =>
  (random) => {
    const value = valid(random);
    return value.slice(0, -1) + otherDigit(random, value.slice(-1));
  };

const cnpjDigit = (digits: string, weights: readonly number[]): string => {
  const rest = weighted(digits, weights) % 11;
  return String(rest < 2 ? 0 : 11 - rest);
};

export const isCnpjValid = (d: string): boolean =>
  /^\d{14}$/.test(d) &&
  !/^(\d)\1{13}$/.test(d) &&
  cnpjDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[12] &&
  cnpjDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[13];

/** Printed 12.345.678/0001-95; most companies are their head office, branch 0001. */
export const validCnpj: Generate = (random) => {
  const twelve = random.digits(8) + pad(random.chance(0.8) ? 1 : random.int(2, 40), 4);
  const thirteen = twelve + cnpjDigit(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const all = thirteen + cnpjDigit(thirteen, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
};
export const brokenCnpj = lastDigitChanged(validCnpj);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
export const isAbnValid = (d: string): boolean => /^[1-9]\d{10}$/.test(d) && (weighted(d, ABN_WEIGHTS) - 10) % 89 === 0;

/** Printed 51 824 753 556: nine digits drawn, the leading two chosen so the sum is a multiple of 89. */
export const validAbn: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const nine = r.digits(9);
      const rest = weighted('00' + nine, ABN_WEIGHTS);
      // The leading pair p (10 … 99) adds 10 × (first − 1) + second; find one that completes 89.
      for (let p = 10; p <= 99; p++) {
        if ((rest + 10 * (Math.floor(p / 10) - 1) + (p % 10)) % 89 === 0) {
          const all = String(p) + nine;
          return `${all.slice(0, 2)} ${all.slice(2, 5)} ${all.slice(5, 8)} ${all.slice(8)}`;
        }
      }
      return '';
    },
    (v) => v !== '',
  );
export const brokenAbn = lastDigitChanged(validAbn);

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];
export const isTfnValid = (d: string): boolean => /^\d{9}$/.test(d) && !/^(\d)\1{8}$/.test(d) && weighted(d, TFN_WEIGHTS) % 11 === 0;

/** Printed 123 456 782. */
export const validTfn: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const eight = r.digits(8);
      const rest = weighted(eight, TFN_WEIGHTS) % 11;
      // The last weight is 10 ≡ −1 mod 11, so the ninth digit equals the remainder; 10 has no digit.
      const all = rest === 10 ? '' : eight + rest;
      return all === '' ? '' : `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
    },
    (v) => v !== '',
  );
export const brokenTfn = lastDigitChanged(validTfn);

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];
export const isMedicareValid = (d: string): boolean =>
  /^[2-6]\d{9}[1-9]?$/.test(d) && d[9] !== '0' && String(weighted(d.slice(0, 8), MEDICARE_WEIGHTS) % 10) === d[8];

/** Printed 2123 45670 1: the issue number last, the check digit before it. */
export const validMedicare: Generate = (random) => {
  const eight = String(random.int(2, 6)) + random.digits(7);
  const all = eight + (weighted(eight, MEDICARE_WEIGHTS) % 10) + random.int(1, 9);
  return `${all.slice(0, 4)} ${all.slice(4, 9)} ${all.slice(9)}`;
};
/** The check digit changed (the issue number stays last). */
export const brokenMedicare: Generate = (random) => {
  const valid = validMedicare(random);
  return valid.slice(0, 9) + otherDigit(random, valid[9]) + valid.slice(10);
};

/** The kinds of holder a PAN's fourth letter names. */
const PAN_HOLDERS = 'ABCFGHJKLPT';
export const isPanValid = (v: string): boolean => /^[A-Z]{3}[ABCFGHJKLPT][A-Z]\d{4}[A-Z]$/.test(v) && v.slice(5, 9) !== '0000';

/** Mostly individuals (P). */
export const validPan: Generate = (random) =>
  random.chars(UPPER, 3) + (random.chance(0.7) ? 'P' : random.chars(PAN_HOLDERS, 1)) + random.chars(UPPER, 1) + pad(random.int(1, 9999), 4) + random.chars(UPPER, 1);
/** A fourth letter that names no kind of holder. */
export const brokenPan: Generate = (random) => {
  const valid = validPan(random);
  return valid.slice(0, 3) + random.chars('DEIMNOQRSUVWXYZ', 1) + valid.slice(4);
};

const MY_NUMBER_WEIGHTS = [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const myNumberDigit = (eleven: string): string => {
  const rest = weighted(eleven, MY_NUMBER_WEIGHTS) % 11;
  return String(rest <= 1 ? 0 : 11 - rest);
};
export const isMyNumberValid = (d: string): boolean => /^\d{12}$/.test(d) && !/^(\d)\1{11}$/.test(d) && myNumberDigit(d.slice(0, 11)) === d[11];

/** Printed 1234 5678 9012, as on the card. */
export const validMyNumber: Generate = (random) => {
  const eleven = random.digits(11);
  const all = eleven + myNumberDigit(eleven);
  return `${all.slice(0, 4)} ${all.slice(4, 8)} ${all.slice(8)}`;
};
export const brokenMyNumber = lastDigitChanged(validMyNumber);

/** Weights 1, 2, 1, 2 … from the left, the digits of each product added. */
const zehutSum = (digits: string): number =>
  digitsOf(digits).reduce((s, d, i) => {
    const p = d * (i % 2 === 0 ? 1 : 2);
    return s + (p > 9 ? p - 9 : p);
  }, 0);
export const isTeudatZehutValid = (d: string): boolean => /^\d{9}$/.test(d) && !/^(\d)\1{8}$/.test(d) && zehutSum(d) % 10 === 0;

/** Nine digits, compact; older numbers begin with 0. */
export const validTeudatZehut: Generate = (random) => {
  const eight = random.digits(8);
  return eight + String((10 - (zehutSum(eight) % 10)) % 10);
};
export const brokenTeudatZehut = lastDigitChanged(validTeudatZehut);

const RFC_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const rfcCheck = (twelve: string): string => {
  const sum = [...twelve].reduce((s, c, i) => s + RFC_VALUES.indexOf(c) * (13 - i), 0);
  return RFC_VALUES[(11 - (sum % 11)) % 11];
};
export const isRfcValid = (v: string): boolean => {
  if (!/^[A-Z&Ñ]{3,4}\d{6}[1-9A-V][1-9A-Z][0-9A]$/.test(v)) return false;
  return rfcCheck((v.length === 12 ? ' ' : '') + v.slice(0, -1)) === v[v.length - 1];
};

/** A person's (four letters and a birth date) or, one time in three, a company's (three letters). */
export const validRfc: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 2015);
  const letters = random.chars(UPPER, random.chance(0.67) ? 4 : 3);
  const stem = letters + pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + random.chars('123456789ABCDEFGHIJKLMNPQRSTUV', 1) + random.chars('123456789ABCDEFGHIJKLMNPQRSTUVWXYZ', 1);
  return stem + rfcCheck((letters.length === 3 ? ' ' : '') + stem);
};
export const brokenRfc: Generate = (random) => {
  const valid = validRfc(random);
  const last = valid[valid.length - 1];
  return valid.slice(0, -1) + (last === 'A' ? String(random.int(0, 9)) : last === '0' ? 'A' : otherDigit(random, last));
};

const leiRest = (value: string): number =>
  [...value].reduce((rest, c) => (c >= 'A' ? (rest * 100 + c.charCodeAt(0) - 55) % 97 : (rest * 10 + Number(c)) % 97), 0);
export const isLeiValid = (v: string): boolean => /^[0-9A-Z]{18}\d{2}$/.test(v) && /[A-Z]/.test(v) && leiRest(v) === 1;

/** A four-character issuer prefix, 00, twelve characters of the entity, two check digits. */
export const validLei: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const eighteen = r.digits(4) + '00' + r.chars('0123456789' + UPPER, 12);
      return eighteen + pad(98 - leiRest(eighteen + '00'), 2);
    },
    (v) => /[A-Z]/.test(v),
  );
export const brokenLei = lastDigitChanged(validLei);
