import {
  ibanCheckDigits,
  isAbaValid,
  luhnCheckDigit,
} from './check-digits.js';
import { DIGITS, UPPER, type Generate, type Random } from './random.js';

interface CardBrand {
  readonly prefixes: readonly string[];
  readonly length: number;
  readonly groups: readonly number[];
}

const CARD_BRANDS: Record<string, CardBrand> = {
  visa: { prefixes: ['4'], length: 16, groups: [4, 4, 4, 4] },
  mastercard: { prefixes: ['51', '52', '53', '54', '55', '2221', '2500', '2720'], length: 16, groups: [4, 4, 4, 4] },
  amex: { prefixes: ['34', '37'], length: 15, groups: [4, 6, 5] },
  discover: { prefixes: ['6011', '65', '644', '649'], length: 16, groups: [4, 4, 4, 4] },
};

/** Prints digits compact, or grouped with spaces or dashes as people type them. */
function printGrouped(random: Random, digits: string, groups: readonly number[]): string {
  const style = random.int(0, 2);
  if (style === 0) return digits;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(style === 1 ? ' ' : '-');
}

function cardDigits(random: Random): { digits: string; brand: CardBrand } {
  const brand = CARD_BRANDS[random.pick(Object.keys(CARD_BRANDS))];
  const prefix = random.pick(brand.prefixes);
  const payload = prefix + random.digits(brand.length - prefix.length - 1);
  return { digits: payload + luhnCheckDigit(payload), brand };
}

export const validCreditCard: Generate = (random) => {
  const { digits, brand } = cardDigits(random);
  return printGrouped(random, digits, brand.groups);
};

/** A brand-shaped number whose last digit is off by 1..9, so Luhn fails. */
export const brokenCreditCard: Generate = (random) => {
  const { digits, brand } = cardDigits(random);
  const wrong = (Number(digits.slice(-1)) + random.int(1, 9)) % 10;
  return printGrouped(random, digits.slice(0, -1) + wrong, brand.groups);
};

/** BBAN layouts per country: d = digit, a = upper-case letter. Lengths follow the IBAN registry. */
const BBAN_LAYOUTS: Record<string, string> = {
  DE: 'dddddddddddddddddd',
  FR: 'ddddddddddddddddddddddd',
  GB: 'aaaadddddddddddddd',
  NL: 'aaaadddddddddd',
  ES: 'dddddddddddddddddddd',
  IT: 'adddddddddddddddddddddd',
  BE: 'dddddddddddd',
  AT: 'dddddddddddddddd',
  PL: 'dddddddddddddddddddddddd',
  SE: 'dddddddddddddddddddd',
  IE: 'aaaadddddddddddddd',
  CH: 'ddddddddddddddddd',
};

const IBAN_COUNTRIES = Object.keys(BBAN_LAYOUTS);

function ibanParts(random: Random): { country: string; bban: string } {
  const country = random.pick(IBAN_COUNTRIES);
  const bban = [...BBAN_LAYOUTS[country]].map((k) => (k === 'd' ? random.chars(DIGITS, 1) : random.chars(UPPER, 1))).join('');
  return { country, bban };
}

/** Compact, or in the printed groups of four. */
const printIban = (random: Random, iban: string): string =>
  random.chance(0.5) ? iban : (iban.match(/.{1,4}/g) ?? []).join(' ');

export const validIban: Generate = (random) => {
  const { country, bban } = ibanParts(random);
  return printIban(random, country + ibanCheckDigits(country, bban) + bban);
};

/** Same layout, check digits replaced by another pair from 02..98, which always breaks mod 97. */
export const brokenIban: Generate = (random) => {
  const { country, bban } = ibanParts(random);
  const right = Number(ibanCheckDigits(country, bban));
  const wrong = (right - 2 + random.int(1, 96)) % 97 + 2;
  return printIban(random, country + String(wrong).padStart(2, '0') + bban);
};

const ROUTING_PREFIXES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '21', '22', '26', '31', '32', '61', '67', '71', '80'];

function routingPayload(random: Random): string {
  return random.pick(ROUTING_PREFIXES) + random.digits(6);
}

/** The ninth digit that completes the 3-7-1 weighted sum to a multiple of 10. */
function routingCheckDigit(eight: string): string {
  for (let d = 0; d <= 9; d++) if (isAbaValid(eight + d)) return String(d);
  throw new Error('routingCheckDigit: unreachable, weight 1 on the last digit always admits one digit');
}

export const validRoutingNumber: Generate = (random) => {
  const eight = routingPayload(random);
  return eight + routingCheckDigit(eight);
};

export const brokenRoutingNumber: Generate = (random) => {
  const eight = routingPayload(random);
  return eight + String((Number(routingCheckDigit(eight)) + random.int(1, 9)) % 10);
};
