import { pad } from './id-parts.js';
import { drawUntil, type Generate, type Random } from './random.js';

/**
 * VAT identification numbers of a dozen countries, the country prefix and the number with its
 * check computed here from the tax authorities' rules, independently of the validator under test.
 */

const digitsOf = (s: string): number[] => [...s].map(Number);
const dot = (s: string, weights: readonly number[]): number => digitsOf(s).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);

const luhnDigit = (payload: string): number => {
  const sum = digitsOf(payload)
    .reverse()
    .reduce((s, d, i) => s + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return (10 - (sum % 10)) % 10;
};

/** The check that completes `payload`, or null where the rule issues none. */
type Completion = (payload: string) => string | null;

interface Country {
  readonly payloadLength: number;
  /** The payload's first digit is never 0. */
  readonly leadNonZero?: boolean;
  readonly complete: Completion;
  /** Characters of the printed number after the payload and check (`B01` of a Dutch number). */
  readonly tail?: string;
}

const digitOrNull = (check: number): string | null => (check >= 0 && check <= 9 ? String(check) : null);

const COUNTRIES: Readonly<Record<string, Country>> = {
  DE: {
    payloadLength: 8,
    leadNonZero: true,
    complete: (p) => {
      let product = 10;
      for (const d of digitsOf(p)) product = (((d + product) % 10 || 10) * 2) % 11;
      return String((11 - product) % 10);
    },
  },
  ATU: {
    payloadLength: 7,
    complete: (p) => {
      const sum = digitsOf(p).reduce((s, d, i) => s + (i % 2 === 1 ? Math.floor((2 * d) / 10) + ((2 * d) % 10) : d), 0);
      return String((96 - sum) % 10);
    },
  },
  BE: { payloadLength: 8, complete: (p) => (p[0] === '0' ? pad(97 - (Number(p) % 97), 2) : null) },
  DK: { payloadLength: 7, leadNonZero: true, complete: (p) => digitOrNull((11 - (dot(p, [2, 7, 6, 5, 4, 3, 2]) % 11)) % 11) },
  FI: { payloadLength: 7, complete: (p) => digitOrNull((11 - (dot(p, [7, 9, 10, 5, 8, 4, 2]) % 11)) % 11) },
  SE: { payloadLength: 9, leadNonZero: true, complete: (p) => String(luhnDigit(p)), tail: '01' },
  GB: { payloadLength: 7, leadNonZero: true, complete: (p) => pad((97 - (dot(p, [8, 7, 6, 5, 4, 3, 2]) % 97)) % 97, 2) },
  NL: { payloadLength: 8, leadNonZero: true, complete: (p) => digitOrNull(dot(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11), tail: 'B01' },
  LU: { payloadLength: 6, leadNonZero: true, complete: (p) => pad(Number(p) % 89, 2) },
  EL: { payloadLength: 8, complete: (p) => String((dot(p, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10) },
  HU: { payloadLength: 7, leadNonZero: true, complete: (p) => String((10 - (dot(p, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10) },
  CHE: { payloadLength: 8, complete: (p) => digitOrNull((11 - (dot(p, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11) },
};

/** A French number: the SIREN (eight digits and a Luhn digit) after its two-digit key. */
function frenchNumber(random: Random): string {
  const eight = String(random.int(1, 9)) + random.digits(7);
  const siren = eight + String(luhnDigit(eight));
  return pad((12 + 3 * (Number(siren) % 97)) % 97, 2) + siren;
}

const isFrenchNumber = (n: string): boolean =>
  /^\d{11}$/.test(n) && luhnDigit(n.slice(2, 10)) === Number(n[10]) && (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(n.slice(0, 2));

const PRINTINGS: ReadonlyArray<(prefix: string, number: string) => string> = [
  (p, n) => p + n,
  (p, n) => p + n,
  (p, n) => `${p} ${n}`,
];

function numberOf(random: Random, prefix: string): string {
  if (prefix === 'FR') return frenchNumber(random);
  const country = COUNTRIES[prefix];
  const payloadOf = (r: Random): string =>
    (country.leadNonZero ? String(r.int(1, 9)) + r.digits(country.payloadLength - 1) : r.digits(country.payloadLength));
  return drawUntil(
    random,
    (r) => {
      const payload = payloadOf(r);
      return payload + (country.complete(payload) ?? '?') + (country.tail ?? '');
    },
    (v) => !v.includes('?'),
  );
}

const PREFIXES = [...Object.keys(COUNTRIES), 'FR'];

export const validVatNumber: Generate = (random) => {
  const prefix = random.pick(PREFIXES);
  return random.pick(PRINTINGS)(prefix, numberOf(random, prefix));
};

function remainder97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** This suite's own check of a compacted VAT number. */
export const isVatNumberValid = (value: string): boolean => {
  const prefix = PREFIXES.find((p) => value.startsWith(p));
  if (!prefix) return false;
  const number = value.slice(prefix.length);
  if (prefix === 'FR') return isFrenchNumber(number);
  // Dutch numbers issued to sole traders since 2020: NL and the whole number, letters as 10–35, leave 1 mod 97.
  if (prefix === 'NL' && remainder97(`NL${number}`) === 1) return true;
  const { payloadLength, complete, tail = '' } = COUNTRIES[prefix];
  if (!number.endsWith(tail)) return false;
  const body = number.slice(0, number.length - tail.length);
  const payload = body.slice(0, payloadLength);
  return /^\d+$/.test(body) && complete(payload) === body.slice(payloadLength);
};

/** A valid number with a digit of its check changed. */
export const brokenVatNumber: Generate = (random) =>
  drawUntil(
    random,
    (r) => {
      const value = validVatNumber(r);
      const at = value.length - 1 - (value.endsWith('B01') ? 3 : value.startsWith('SE') ? 2 : 0);
      return value.slice(0, at) + String((Number(value[at]) + r.int(1, 9)) % 10) + value.slice(at + 1);
    },
    (v) => !isVatNumberValid(v.replace(/[\s.\-]/g, '')),
  );
