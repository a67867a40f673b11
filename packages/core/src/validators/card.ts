import { luhnValid } from './luhn.js';
import type { Verdict } from '../types.js';

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'jcb'
  | 'diners'
  | 'unionpay'
  | 'maestro'
  | 'mir'
  | 'dankort'
  | 'uatp'
  | 'rupay'
  | 'elo';

interface BrandRule {
  readonly brand: CardBrand;
  /** Inclusive prefix ranges, compared on the first `digits` digits of the number. */
  readonly ranges: readonly (readonly [number, number, number])[];
  readonly lengths: readonly number[];
}

const range = (from: number, to: number = from): readonly [number, number, number] => [
  String(from).length,
  from,
  to,
];
const lengths = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Issuer ranges as the card networks publish them; the first rule that holds wins.
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', ranges: [range(34), range(37)], lengths: [15] },
  { brand: 'visa', ranges: [range(4)], lengths: [13, 16, 19] },
  { brand: 'mastercard', ranges: [range(51, 55), range(2221, 2720)], lengths: [16] },
  { brand: 'mir', ranges: [range(2200, 2204)], lengths: lengths(16, 19) },
  {
    brand: 'discover',
    ranges: [range(6011), range(644, 649), range(65), range(622126, 622925)],
    lengths: lengths(16, 19),
  },
  { brand: 'jcb', ranges: [range(3528, 3589)], lengths: lengths(16, 19) },
  { brand: 'diners', ranges: [range(300, 305), range(3095), range(36), range(38, 39)], lengths: lengths(14, 19) },
  { brand: 'unionpay', ranges: [range(62)], lengths: lengths(16, 19) },
  { brand: 'dankort', ranges: [range(5019)], lengths: [16] },
  { brand: 'uatp', ranges: [range(1)], lengths: [15] },
  { brand: 'rupay', ranges: [range(60), range(81, 82), range(508)], lengths: [16] },
  {
    brand: 'elo',
    ranges: [range(504175), range(506699, 506778), range(509000, 509999), range(627780), range(636297), range(636368)],
    lengths: [16],
  },
  {
    brand: 'maestro',
    ranges: [range(5018), range(5020), range(5038), range(5893), range(6304), range(6759), range(6761, 6763)],
    lengths: lengths(12, 19),
  },
];

/** The brand whose prefix and length fit the bare digits, or null. */
export function cardBrand(digits: string): CardBrand | null {
  for (const rule of BRAND_RULES) {
    if (!rule.lengths.includes(digits.length)) continue;
    const fits = rule.ranges.some(([size, from, to]) => {
      const prefix = Number(digits.slice(0, size));
      return prefix >= from && prefix <= to;
    });
    if (fits) return rule.brand;
  }
  return null;
}

/** How card numbers are printed: 4-4-4-4, Amex 4-6-5, Diners 4-6-4 (one separator throughout), or compact. */
const CARD_LAYOUT = /^(?:\d{4}([ -])\d{4}\1\d{4}\1\d{4}|\d{4}([ -])\d{6}\2\d{4,5}|\d{12,19})$/;

/**
 * A card number as written (compact, or grouped with spaces or dashes): confirmed when the
 * separators are used consistently, a brand's prefix and length fit and the Luhn check holds.
 */
export function cardNumberVerdict(value: string): Verdict {
  if (!CARD_LAYOUT.test(value)) return 'reject';
  const digits = value.replace(/[ -]/g, '');
  return cardBrand(digits) !== null && luhnValid(digits) ? 'confirm' : 'reject';
}
