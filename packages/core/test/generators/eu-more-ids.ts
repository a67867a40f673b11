import { birthDate, pad } from './id-parts.js';
import { drawUntil, type Generate, type Random } from './random.js';

/**
 * More European identifiers, each built here from its issuer's rule, independently of the
 * validators under test.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const realDate = (y: number, m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]);

/** A Danish serial's first digit for a birth year (the CPR office's table). */
function cprSerialLead(random: Random, year: number): number {
  if (year < 1937) return random.int(0, 3);
  if (year < 2000) return random.pick([0, 1, 2, 3, 4, 9]);
  if (year <= 2036) return random.pick([4, 5, 6, 7, 8, 9]);
  return random.int(5, 8);
}

/** Danish CPR: DDMMYY-SSSS, half of them printed without the dash. */
export const validCpr: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1930, 2020);
  const ten = pad(day, 2) + pad(month, 2) + pad(year % 100, 2) + String(cprSerialLead(random, year)) + random.digits(3);
  return random.chance(0.5) ? `${ten.slice(0, 6)}-${ten.slice(6)}` : ten;
};

/** A CPR whose day no month has. */
export const brokenCpr: Generate = (random) => pad(random.pick([0, 32, 33, 40, 45, 50, 64, 75, 99]), 2) + validCpr(random).slice(2);

export const isCprValid = (digits: string): boolean => {
  if (!/^\d{10}$/.test(digits)) return false;
  const yy = Number(digits.slice(4, 6));
  const lead = Number(digits[6]);
  const century = lead <= 3 ? 1900 : lead === 4 || lead === 9 ? (yy <= 36 ? 2000 : 1900) : yy <= 57 ? 2000 : 1800;
  return realDate(century + yy, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
};

const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/** German pension insurance number: region, DDMMYY, the birth name's initial, serial, check; printed compact or `12 150385 M 123`. */
export const validRvnr: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1940, 2005);
  const letter = String.fromCharCode(65 + random.int(0, 25));
  const head = pad(random.int(2, 89), 2) + pad(day, 2) + pad(month, 2) + pad(year % 100, 2);
  const serial = random.digits(2);
  const twelve = head + pad(letter.charCodeAt(0) - 64, 2) + serial;
  const check = [...twelve].reduce((sum, d, i) => sum + digitSum(Number(d) * [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1][i]), 0) % 10;
  return random.chance(0.5) ? `${head}${letter}${serial}${check}` : `${head.slice(0, 2)} ${head.slice(2)} ${letter} ${serial}${check}`;
};

export const brokenRvnr: Generate = (random) => {
  const valid = validRvnr(random);
  return valid.slice(0, -1) + String((Number(valid[valid.length - 1]) + random.int(1, 9)) % 10);
};

export const isRvnrValid = (printed: string): boolean => {
  const v = printed.replace(/\s/g, '');
  if (!/^\d{8}[A-Z]\d{3}$/.test(v)) return false;
  const [area, day, month, yy] = [0, 2, 4, 6].map((i) => Number(v.slice(i, i + 2)));
  if (area < 2 || area > 89 || !(realDate(1900 + yy, month, day) || realDate(2000 + yy, month, day))) return false;
  const twelve = v.slice(0, 8) + pad(v.charCodeAt(8) - 64, 2) + v.slice(9, 11);
  return [...twelve].reduce((sum, d, i) => sum + digitSum(Number(d) * [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1][i]), 0) % 10 === Number(v[11]);
};

const ID_CARD_LETTERS = 'CFGHJKLMNPRTVWXYZ';
const icaoValue = (c: string): number => (c >= 'A' ? c.charCodeAt(0) - 55 : Number(c));
const icaoCheck = (s: string): number => [...s].reduce((sum, c, i) => sum + icaoValue(c) * [7, 3, 1][i % 3], 0) % 10;

/** German identity card number: nine characters of the card alphabet and the 7-3-1 check digit. */
export const validIdCardNumber: Generate = (random) => {
  const nine = random.pick([...'LMNPRTVWXY']) + random.chars('0123456789' + ID_CARD_LETTERS, 8);
  return nine + String(icaoCheck(nine));
};

export const brokenIdCardNumber: Generate = (random) => {
  const valid = validIdCardNumber(random);
  return valid.slice(0, 9) + String((Number(valid[9]) + random.int(1, 9)) % 10);
};

export const isIdCardNumberValid = (v: string): boolean =>
  /^[LMNPRTVWXY][A-Z0-9]{8}\d$/.test(v) && [...v.slice(1, 9)].every((c) => /\d/.test(c) || ID_CARD_LETTERS.includes(c)) && icaoCheck(v.slice(0, 9)) === Number(v[9]);

/** German tax number (Steuernummer) in one of the states' printed layouts. */
export const validSteuernummer: Generate = (random) => {
  const serial = String(random.int(1, 9)) + random.digits(4);
  return random.pick([
    () => `${random.int(10, 99)}/${random.digits(3)}/${serial}`,
    () => `${random.int(100, 299)}/${random.digits(3)}/${serial}`,
    () => `${random.int(100, 399)}/${random.digits(4)}/${serial.slice(0, 4)}`,
    () => `${random.int(10000, 99999)}/${serial}`,
    () => `0${random.digits(2)} ${random.digits(3)} ${serial}`,
  ])();
};

/** French tax number (SPI): ten digits opening 0-3 and their remainder mod 511; compact or `07 01 987 765 432`. */
export const validFrTaxNumber: Generate = (random) => {
  const ten = String(random.int(0, 3)) + random.digits(9);
  const v = ten + pad(Number(ten) % 511, 3);
  return random.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}`;
};

export const brokenFrTaxNumber: Generate = (random) => {
  const v = validFrTaxNumber(random);
  return v.slice(0, -1) + String((Number(v[v.length - 1]) + random.int(1, 9)) % 10);
};

export const isFrTaxNumberValid = (d: string): boolean => /^[0-3]\d{12}$/.test(d) && BigInt(d.slice(0, 10)) % 511n === BigInt(d.slice(10));

const digitsOf = (s: string): number[] => [...s].map(Number);
const dot = (s: string, weights: readonly number[]): number => digitsOf(s).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);
/** A valid value with its last digit changed. */
const lastDigitChanged =
  (valid: Generate): Generate =>
  (random) => {
    const v = valid(random);
    return v.slice(0, -1) + String((Number(v[v.length - 1]) + random.int(1, 9)) % 10);
  };

/** Greek tax number (AFM): eight digits and the powers-of-two check. */
export const validAfm: Generate = (random) => {
  const eight = String(random.int(0, 1)) + random.digits(7);
  return eight + String((dot(eight, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10);
};
export const brokenAfm = lastDigitChanged(validAfm);
export const isAfmValid = (d: string): boolean => /^\d{9}$/.test(d) && Number(d[8]) === (dot(d, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10;

/** Austrian social insurance number: serial, check, DDMMYY; compact or `1237 010180`. */
export const validAtSocialInsurance: Generate = (random) => {
  for (;;) {
    const { year, month, day } = birthDate(random, 1935, 2015);
    const serial = String(random.int(1, 9)) + random.digits(2);
    const date = pad(day, 2) + pad(month, 2) + pad(year % 100, 2);
    const check = dot(serial + '0' + date, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11;
    if (check === 10) continue;
    return random.chance(0.5) ? `${serial}${check}${date}` : `${serial}${check} ${date}`;
  }
};
export const brokenAtSocialInsurance: Generate = (random) => {
  const v = validAtSocialInsurance(random);
  return v.slice(0, 3) + String((Number(v[3]) + random.int(1, 9)) % 10) + v.slice(4);
};
export const isAtSocialInsuranceValid = (d: string): boolean =>
  /^[1-9]\d{9}$/.test(d) && dot(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === Number(d[3]) && Number(d.slice(4, 6)) >= 1 && Number(d.slice(4, 6)) <= 31 && Number(d.slice(6, 8)) >= 1 && Number(d.slice(6, 8)) <= 12;

/** Hungarian TAJ: eight digits and the 3-7 check; compact or `123 456 789`. */
export const validTaj: Generate = (random) => {
  const eight = String(random.int(1, 9)) + random.digits(7);
  const v = eight + String(dot(eight, [3, 7, 3, 7, 3, 7, 3, 7]) % 10);
  return random.chance(0.5) ? v : `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`;
};
export const brokenTaj = lastDigitChanged(validTaj);
export const isTajValid = (d: string): boolean => /^\d{9}$/.test(d) && dot(d, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === Number(d[8]);

/** Polish REGON: nine digits (a company) or fourteen (a local unit). */
export const validRegon: Generate = (random) => {
  const eight = String(random.int(1, 9)) + random.digits(7);
  const nine = eight + String((dot(eight, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10);
  if (random.chance(0.6)) return nine;
  const thirteen = nine + random.digits(4);
  return thirteen + String((dot(thirteen, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10);
};
export const brokenRegon = lastDigitChanged(validRegon);
export const isRegonValid = (d: string): boolean => {
  const nineValid = (n: string): boolean => (dot(n, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10 === Number(n[8]);
  if (/^\d{9}$/.test(d)) return nineValid(d);
  return /^\d{14}$/.test(d) && nineValid(d.slice(0, 9)) && (dot(d, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10 === Number(d[13]);
};

/** Verhoeff's tables (dihedral group D5, the permutation and the inverse). */
const V_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]];
for (let i = 2; i < 8; i++) V_P.push(V_P[1].map((_, j) => V_P[1][V_P[i - 1][j]]));
const V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
const verhoeffDigit = (payload: string): number => {
  let c = 0;
  digitsOf(payload).reverse().forEach((d, i) => (c = V_D[c][V_P[(i + 1) % 8][d]]));
  return V_INV[c];
};
const luhnDigitOf = (payload: string): number => {
  const sum = digitsOf(payload).reverse().reduce((s, d, i) => s + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return (10 - (sum % 10)) % 10;
};

/** Luxembourg matricule: YYYYMMDD, a serial, a Luhn and a Verhoeff digit over those eleven. */
export const validLuMatricule: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1930, 2020);
  const eleven = String(year) + pad(month, 2) + pad(day, 2) + random.digits(3);
  return eleven + String(luhnDigitOf(eleven)) + String(verhoeffDigit(eleven));
};
export const brokenLuMatricule = lastDigitChanged(validLuMatricule);
export const isLuMatriculeValid = (d: string): boolean =>
  /^\d{13}$/.test(d) && realDate(Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6, 8))) && luhnDigitOf(d.slice(0, 11)) === Number(d[11]) && verhoeffDigit(d.slice(0, 11)) === Number(d[12]);

/** Latvian personal code of the old form: DDMMYY-CNNNN with its check digit. */
export const validLvPersonalCode: Generate = (random) => {
  const { year, month, day } = birthDate(random, 1930, 2016);
  const ten = pad(day, 2) + pad(month, 2) + pad(year % 100, 2) + String(Math.floor(year / 100) - 18) + random.digits(3);
  const check = ((1101 - dot(ten, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11) % 10;
  const v = ten + String(check);
  return random.chance(0.6) ? `${v.slice(0, 6)}-${v.slice(6)}` : v;
};
export const brokenLvPersonalCode = lastDigitChanged(validLvPersonalCode);
export const isLvPersonalCodeValid = (d: string): boolean => {
  if (!/^\d{6}[0-2]\d{4}$/.test(d)) return false;
  const year = 1800 + 100 * Number(d[6]) + Number(d.slice(4, 6));
  return realDate(year, Number(d.slice(2, 4)), Number(d.slice(0, 2))) && ((1101 - dot(d, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11) % 10 === Number(d[10]);
};

const ALNUM_VALUE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The Cartão de Cidadão's last digit over the characters before it. */
const ccCheck = (eleven: string): number => {
  const sum = [...eleven].reverse().reduce((s, c, i) => {
    const n = ALNUM_VALUE.indexOf(c);
    return s + (i % 2 === 0 ? (n * 2 > 9 ? n * 2 - 9 : n * 2) : n);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/** Portuguese citizen card number: nine digits, a version such as ZZ, a check digit; compact or `12345678 9 ZZ1`. */
export const validPtCitizenCard: Generate = (random) => {
  const eleven = random.digits(9) + random.pick(['ZZ', 'ZY', 'ZX', 'ZW']);
  const v = eleven + String(ccCheck(eleven));
  return random.chance(0.5) ? v : `${v.slice(0, 8)} ${v[8]} ${v.slice(9)}`;
};
export const brokenPtCitizenCard = lastDigitChanged(validPtCitizenCard);
export const isPtCitizenCardValid = (v: string): boolean => /^\d{9}[A-Z]{2}\d$/.test(v) && ccCheck(v.slice(0, 11)) === Number(v[11]);

const CY_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
const cyLetter = (eight: string): string => String.fromCharCode(65 + (digitsOf(eight).reduce((s, d, i) => s + (i % 2 === 0 ? CY_ODD[d] : d), 0) % 26));

/**
 * Cypriot tax identification code: eight digits (a person's open with 0 or 9) and the check letter;
 * a code whose letter is also the Spanish DNI letter of its digits is drawn again, so the label is
 * never ambiguous.
 */
export const validCyTic: Generate = (random) =>
  drawUntil(
    random,
    (r) => {
      const eight = r.pick(['0', '9']) + r.digits(7);
      return eight + cyLetter(eight);
    },
    (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(v.slice(0, 8)) % 23] !== v[8],
  );
export const brokenCyTic: Generate = (random) => {
  const v = validCyTic(random);
  return v.slice(0, 8) + String.fromCharCode(65 + ((v.charCodeAt(8) - 65 + random.int(1, 25)) % 26));
};
export const isCyTicValid = (v: string): boolean => /^\d{8}[A-Z]$/.test(v) && !v.startsWith('12') && cyLetter(v.slice(0, 8)) === v[8];

/** Maltese identity card number: seven digits (leading zeros kept) and a register letter. */
export const validMtIdCard: Generate = (random) => pad(random.int(1, 9_999_999), 7) + random.pick([...'MGAPLHBZ']);

/** UK Unique Taxpayer Reference: the check digit first, then nine; compact or `12345 67890`. */
export const validUtr: Generate = (random) => {
  const nine = random.digits(9);
  const v = '21987654321'[dot(nine, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] + nine;
  return random.chance(0.5) ? v : `${v.slice(0, 5)} ${v.slice(5)}`;
};
export const brokenUtr: Generate = (random) => {
  const v = validUtr(random);
  return String((Number(v[0]) + random.int(1, 9)) % 10) + v.slice(1);
};
export const isUtrValid = (d: string): boolean => /^\d{10}$/.test(d) && '21987654321'[dot(d.slice(1), [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] === d[0];

/** A UK postcode of a real area, with or without the space. */
export const validUkPostcode: Generate = (random) => {
  const outward = random.pick(['M', 'B', 'G', 'LS', 'EH', 'CR', 'DN', 'BT', 'SW', 'NE']) + String(random.int(1, 29));
  const inward = String(random.int(0, 9)) + random.chars('ABDEFGHJLNPQRSTUWXYZ', 2);
  return random.chance(0.8) ? `${outward} ${inward}` : outward + inward;
};

/** A GB driving licence number built from a made-up holder: surname, birth date (month + 50 for women), initials, a digit, two check characters. */
export const validUkDrivingLicence: Generate = (random) => {
  const surname = (random.chars('ABCDEFGHIJKLMNOPRSTUWY', random.int(2, 5)) + '9999').slice(0, 5);
  const { year, month, day } = birthDate(random, 1940, 2005);
  const initials = random.chars('ABCDEFGHJKLMNPRSTW', 1) + (random.chance(0.7) ? random.chars('ABCDEFGHJKLMNPRSTW', 1) : '9');
  const birth = String(Math.floor(year / 10) % 10) + pad(month + (random.chance(0.5) ? 50 : 0), 2) + pad(day, 2) + String(year % 10);
  return surname + birth + initials + String(random.int(0, 9)) + random.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2);
};
