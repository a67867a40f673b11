import { birthDate, otherDigit, pad } from './id-parts.js';
import { drawUntil, UPPER, type Generate, type Random } from './random.js';

/**
 * Identifiers of the countries beyond the EU's first detectors, with their issuers' check digits,
 * computed here independently of the validators under test.
 */

const digitsOf = (s: string): number[] => [...s].map(Number);

const luhnCheck = (payload: string): string => {
  let sum = 0;
  digitsOf(payload)
    .reverse()
    .forEach((d, i) => {
      const v = i % 2 === 0 ? d * 2 : d;
      sum += v > 9 ? v - 9 : v;
    });
  return String((10 - (sum % 10)) % 10);
};

const FI_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

export const validFinnishId: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1950, 2015);
  const sign = year >= 2000 ? random.pick(['A', 'B']) : random.pick(['-', 'Y']);
  const individual = pad(random.int(2, 899), 3);
  const stem = pad(day, 2) + pad(month, 2) + pad(year % 100, 2);
  return stem + sign + individual + FI_CHECK[Number(stem + individual) % 31];
};

export const brokenFinnishId: Generate = (random) => {
  const valid = validFinnishId(random);
  const check = valid[10];
  return valid.slice(0, 10) + FI_CHECK[(FI_CHECK.indexOf(check) + random.int(1, 30)) % 31];
};

const ean13Check = (twelve: string): string => String((10 - (digitsOf(twelve).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0) % 10)) % 10);

/** Printed 756.1234.5678.97. */
export const validAhvNumber: Generate = (random) => {
  const twelve = '756' + random.digits(9);
  const all = twelve + ean13Check(twelve);
  return `${all.slice(0, 3)}.${all.slice(3, 7)}.${all.slice(7, 11)}.${all.slice(11)}`;
};

export const brokenAhvNumber: Generate = (random) => {
  const valid = validAhvNumber(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

const cpfDigit = (digits: string): string => String(((digitsOf(digits).reduce((s, d, i) => s + d * (digits.length + 1 - i), 0) * 10) % 11) % 10);

/** Printed 123.456.789-09. */
export const validCpf: Generate = (random) => {
  const nine = drawUntil(random, (r) => r.digits(9), (v) => !/^(\d)\1{8}$/.test(v));
  const ten = nine + cpfDigit(nine);
  const all = ten + cpfDigit(ten);
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
};

export const brokenCpf: Generate = (random) => {
  const valid = validCpf(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

// Verhoeff's tables, written out again for the generator.
const D5 = [
  '0123456789', '1234067895', '2340178956', '3401289567', '4012395678',
  '5987604321', '6598710432', '7659821043', '8765932104', '9876543210',
].map(digitsOf);
const POSITION = ['0123456789', '1576283094', '5803796142', '8916043527', '9453126870', '4286573901', '2793806415', '7046913258'].map(digitsOf);
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const verhoeffCheck = (payload: string): string => {
  let c = 0;
  digitsOf(payload)
    .reverse()
    .forEach((d, i) => {
      c = D5[c][POSITION[(i + 1) % 8][d]];
    });
  return String(INVERSE[c]);
};

/** Printed 2345 6789 0123. */
export const validAadhaar: Generate = (random) => {
  const eleven = String(random.int(2, 9)) + random.digits(10);
  const all = eleven + verhoeffCheck(eleven);
  return `${all.slice(0, 4)} ${all.slice(4, 8)} ${all.slice(8)}`;
};

export const brokenAadhaar: Generate = (random) => {
  const valid = validAadhaar(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

const CNP_WEIGHTS = digitsOf('279146358279');

export const validCnp: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 2015);
  const sex = year >= 2000 ? random.pick(['5', '6']) : random.pick(['1', '2']);
  const twelve = sex + pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + pad(random.int(1, 52), 2) + pad(random.int(1, 999), 3);
  const sum = digitsOf(twelve).reduce((s, d, i) => s + d * CNP_WEIGHTS[i], 0) % 11;
  return twelve + (sum === 10 ? '1' : String(sum));
};

export const brokenCnp: Generate = (random) => {
  const valid = validCnp(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

const mod11 = (digits: string, weights: string): number => {
  const check = 11 - (digitsOf(digits).reduce((s, d, i) => s + d * Number(weights[i]), 0) % 11);
  return check === 11 ? 0 : check;
};

export const validNorwegianId: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const { year, month, day } = birthDate(r, 1940, 1999);
      const nine = pad(day, 2) + pad(month, 2) + pad(year % 100, 2) + pad(r.int(0, 499), 3);
      const k1 = mod11(nine, '376189452');
      const k2 = mod11(nine + k1, '5432765432');
      return nine + k1 + k2;
    },
    (v) => /^\d{11}$/.test(v),
  );

export const brokenNorwegianId: Generate = (random) => {
  const valid = validNorwegianId(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

/** Printed 123-456-782; the first digit neither 0 nor 8. */
export const validSin: Generate = (random) => {
  const eight = String(random.pick([1, 2, 3, 4, 5, 6, 7, 9])) + random.digits(7);
  const all = eight + luhnCheck(eight);
  return `${all.slice(0, 3)}-${all.slice(3, 6)}-${all.slice(6)}`;
};

export const brokenSin: Generate = (random) => {
  const valid = validSin(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

export const validIsin: Generate = (random) => {
  // The third character is a digit in the ISINs of these countries' issuers (a CUSIP, a WKN-based or national number).
  const eleven = random.pick(['US', 'DE', 'FR', 'GB', 'CH', 'NL', 'JP']) + random.digits(1) + random.chars('0123456789' + UPPER, 1) + random.digits(7);
  const expanded = [...eleven].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  return eleven + luhnCheck(expanded);
};

export const brokenIsin: Generate = (random) => {
  const valid = validIsin(random);
  return valid.slice(0, -1) + otherDigit(random, valid.slice(-1));
};

/** This suite's own checks of printed values, independent of the validators under test. */
/** Takes the code with or without its century sign (a `-` is dropped when values are compacted). */
export const isFinnishIdValid = (v: string): boolean => {
  const parts = /^(\d{6})[-+A-FU-Y]?(\d{3})([0-9A-Y])$/.exec(v);
  return parts !== null && Number(parts[2]) >= 2 && FI_CHECK[Number(parts[1] + parts[2]) % 31] === parts[3];
};
export const isAhvValid = (d: string): boolean => /^756\d{10}$/.test(d) && ean13Check(d.slice(0, 12)) === d[12];
export const isCpfValid = (d: string): boolean =>
  /^\d{11}$/.test(d) && !/^(\d)\1{10}$/.test(d) && cpfDigit(d.slice(0, 9)) === d[9] && cpfDigit(d.slice(0, 10)) === d[10];
export const isAadhaarValid = (d: string): boolean => /^[2-9]\d{11}$/.test(d) && verhoeffCheck(d.slice(0, 11)) === d[11];
export const isCnpValid = (d: string): boolean => {
  if (!/^[1-9]\d{12}$/.test(d)) return false;
  const sum = digitsOf(d.slice(0, 12)).reduce((s, x, i) => s + x * CNP_WEIGHTS[i], 0) % 11;
  return (sum === 10 ? '1' : String(sum)) === d[12];
};
export const isNorwegianIdValid = (d: string): boolean =>
  /^\d{11}$/.test(d) && String(mod11(d.slice(0, 9), '376189452')) === d[9] && String(mod11(d.slice(0, 10), '5432765432')) === d[10];
export const isSinValid = (d: string): boolean => /^[1-79]\d{8}$/.test(d) && luhnCheck(d.slice(0, 8)) === d[8];
export const isIsinValid = (v: string): boolean => {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(v)) return false;
  const expanded = [...v.slice(0, 11)].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  return luhnCheck(expanded) === v[11];
};

const PPS_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/** Seven digits and a check letter, with a second letter A or B on about two in three (`withSecond` false: never). */
const ppsOf = (withSecond: boolean): Generate => (random) => {
  const digits = random.digits(7);
  const second = withSecond ? random.pick(['', 'A', 'B']) : '';
  const sum = digitsOf(digits).reduce((s, d, i) => s + d * (8 - i), 0) + (second === '' ? 0 : (second.charCodeAt(0) - 64) * 9);
  return digits + PPS_LETTERS[sum % 23] + second;
};

export const validPps: Generate = ppsOf(true);

export const validBalticId: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const { year, month, day } = birthDate(r, 1940, 2015);
      const ten = String(year >= 2000 ? r.pick([5, 6]) : r.pick([3, 4])) + pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + r.digits(3);
      const weighted = (weights: string) => digitsOf(ten).reduce((s, d, i) => s + d * Number(weights[i]), 0) % 11;
      let check = weighted('1234567891');
      if (check === 10) check = weighted('3456789123') % 10;
      return ten + check;
    },
    () => true,
  );

/** YYMMDD/SSSC with the whole number divisible by 11; women's months raised by 50. */
export const validBirthNumber: Generate = (random) =>
  drawUntil(
    random,
    (r: Random) => {
      const { year, month, day } = birthDate(r, 1954, 2015);
      const nine = pad(year % 100, 2) + pad(month + (r.chance(0.5) ? 50 : 0), 2) + pad(day, 2) + r.digits(3);
      return `${nine.slice(0, 6)}/${nine.slice(6)}${Number(nine) % 11}`;
    },
    (v) => /^\d{6}\/\d{4}$/.test(v),
  );

export const validNric: Generate = (random) => {
  const prefix = random.pick(['S', 'T', 'F', 'G']);
  const digits = random.digits(7);
  const sum = digitsOf(digits).reduce((s, d, i) => s + d * [2, 7, 6, 5, 4, 3, 2][i], 0) + (prefix === 'T' || prefix === 'G' ? 4 : 0);
  return prefix + digits + (prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11];
};

export const validTcKimlik: Generate = (random) => {
  const nine = digitsOf(String(random.int(1, 9)) + random.digits(8));
  const tenth = (((nine[0] + nine[2] + nine[4] + nine[6] + nine[8]) * 7 - (nine[1] + nine[3] + nine[5] + nine[7])) % 10 + 10) % 10;
  const eleventh = (nine.reduce((a, b) => a + b, 0) + tenth) % 10;
  return nine.join('') + tenth + eleventh;
};


export const validRrn: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 1999);
  const twelve = pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + random.pick(['1', '2']) + random.digits(5);
  const sum = digitsOf(twelve).reduce((s, d, i) => s + d * [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5][i], 0);
  return `${twelve.slice(0, 6)}-${twelve.slice(6)}${(11 - (sum % 11)) % 10}`;
};

const CURP_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export const validCurp: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 1999);
  const consonants = 'BCDFGHJKLMNPQRSTVWXZ';
  const seventeen =
    random.chars(UPPER, 1) + random.pick(['A', 'E', 'I', 'O', 'U']) + random.chars(UPPER, 2) + pad(year % 100, 2) + pad(month, 2) + pad(day, 2) +
    random.pick(['H', 'M']) + random.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'YN']) + random.chars(consonants, 3) + random.digits(1);
  const sum = [...seventeen].reduce((s, c, i) => s + CURP_VALUES.indexOf(c) * (18 - i), 0);
  return seventeen + ((10 - (sum % 10)) % 10);
};

/** A value whose last character is another digit or letter: the check no longer holds. */
const lastChanged =
  (valid: Generate, alphabet = '0123456789'): Generate =>
  (random) => {
    const value = valid(random);
    const last = value[value.length - 1];
    const pool = /\d/.test(last) ? '0123456789' : alphabet;
    return value.slice(0, -1) + pool[(pool.indexOf(last) + random.int(1, pool.length - 1)) % pool.length];
  };

export const brokenPps = lastChanged(ppsOf(false), PPS_LETTERS);
export const brokenBalticId = lastChanged(validBalticId);
export const brokenBirthNumber = lastChanged(validBirthNumber);
export const brokenNric = lastChanged(validNric, UPPER);
export const brokenTcKimlik = lastChanged(validTcKimlik);
export const brokenRrn = lastChanged(validRrn);
export const brokenCurp = lastChanged(validCurp);

export const isPpsValid = (v: string): boolean => {
  const parts = /^(\d{7})([A-W])([AB]?)$/.exec(v);
  if (!parts) return false;
  const sum = digitsOf(parts[1]).reduce((s, d, i) => s + d * (8 - i), 0) + (parts[3] === '' ? 0 : (parts[3].charCodeAt(0) - 64) * 9);
  return PPS_LETTERS[sum % 23] === parts[2];
};
export const isBalticIdValid = (d: string): boolean => {
  if (!/^[1-8]\d{10}$/.test(d)) return false;
  const weighted = (weights: string) => digitsOf(d.slice(0, 10)).reduce((s, x, i) => s + x * Number(weights[i]), 0) % 11;
  let check = weighted('1234567891');
  if (check === 10) check = weighted('3456789123') % 10;
  return String(check) === d[10];
};
/** Takes the number with or without its slash. */
export const isBirthNumberValid = (v: string): boolean => {
  const d = v.replace('/', '');
  return /^\d{10}$/.test(d) && (Number(d.slice(0, 9)) % 11) % 10 === Number(d[9]);
};
export const isNricValid = (v: string): boolean => {
  if (!/^[STFG]\d{7}[A-Z]$/.test(v)) return false;
  const sum = digitsOf(v.slice(1, 8)).reduce((s, d, i) => s + d * [2, 7, 6, 5, 4, 3, 2][i], 0) + ('TG'.includes(v[0]) ? 4 : 0);
  return ('ST'.includes(v[0]) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11] === v[8];
};
export const isTcKimlikValid = (d: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(d)) return false;
  const x = digitsOf(d);
  return (((x[0] + x[2] + x[4] + x[6] + x[8]) * 7 - (x[1] + x[3] + x[5] + x[7])) % 10 + 10) % 10 === x[9] && x.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === x[10];
};
export const isRrnValid = (d: string): boolean =>
  /^\d{13}$/.test(d) && String((11 - (digitsOf(d.slice(0, 12)).reduce((s, x, i) => s + x * [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5][i], 0) % 11)) % 10) === d[12];
export const isCurpValid = (v: string): boolean =>
  /^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(v) && String((10 - ([...v.slice(0, 17)].reduce((s, c, i) => s + CURP_VALUES.indexOf(c) * (18 - i), 0) % 10)) % 10) === v[17];
