import { callingCodeOf, EEA_CALLING_CODES } from './calling-codes.js';
import type { Verdict } from '../types.js';

const E164_MAX_DIGITS = 15;
const INTERNATIONAL_MIN_DIGITS = 8;
const NATIONAL_MIN_DIGITS = 6;

const isN11 = (code: string): boolean => code[1] === '1' && code[2] === '1';

/** NANP area codes start with 2-9 and are never N11 (211, 311, … are service codes). */
function areaCodeValid(code: string): boolean {
  return code[0] >= '2' && !isN11(code);
}

/**
 * Exchange codes are never N11. A leading 0 or 1 breaks the numbering plan too, but the
 * placeholders people type (`555-123-4567`) have one and still stand for a phone number, so a
 * leading digit is not held against an exchange.
 */
function exchangeCodeValid(code: string): boolean {
  return !isN11(code);
}

/**
 * A North American number such as `(555) 123-4567`, `555-123-4567` or `+1 555 123 4567`. The
 * separators between the three groups must agree (`555-123.4567` is not written by people).
 * The 555-01xx fictional range keeps the phone shape and is reported like any other number.
 */
export function nanpPhoneVerdict(value: string): Verdict {
  // NANP area codes never start with 1, so a leading 1 is always the country code.
  const withoutCountry = value.replace(/^\+?1[ .-]?/, '');
  const groups = /^(?:\((\d{3})\) ?|(\d{3})([ .-]))(\d{3})([ .-])(\d{4})$/.exec(withoutCountry);
  const compact = /^(\d{3})(\d{3})(\d{4})$/.exec(withoutCountry);
  if (compact) {
    // Ten bare digits are only a phone number after an explicit +1.
    if (!value.startsWith('+1')) return 'reject';
    return areaCodeValid(compact[1]) && exchangeCodeValid(compact[2]) ? 'none' : 'reject';
  }
  if (!groups) return 'reject';
  const area = groups[1] ?? groups[2];
  if (groups[3] !== undefined && groups[3] !== groups[5]) return 'reject';
  return areaCodeValid(area) && exchangeCodeValid(groups[4]) ? 'none' : 'reject';
}

/** Digits of an international number after `+`, without a written trunk `(0)` and without the brackets of an area code. */
function internationalDigits(value: string): string | null {
  if (!value.startsWith('+')) return null;
  return value.slice(1).replace('(0)', '').replace(/[ .()-]/g, '');
}

/**
 * An international number written with `+` and an assigned calling code other than 1 (North
 * American numbers follow their own rules), 8 to 15 digits in all.
 */
export function internationalPhoneVerdict(value: string): Verdict {
  const digits = internationalDigits(value);
  if (!digits || !/^\d+$/.test(digits)) return 'reject';
  if (digits.length < INTERNATIONAL_MIN_DIGITS || digits.length > E164_MAX_DIGITS) return 'reject';
  const code = callingCodeOf(digits);
  if (code === null || code === '1') return 'reject';
  if (digits.length - code.length < NATIONAL_MIN_DIGITS) return 'reject';
  return 'none';
}

export function phoneIsEea(value: string): boolean {
  const digits = internationalDigits(value);
  if (!digits) return false;
  const code = callingCodeOf(digits);
  return code !== null && EEA_CALLING_CODES.has(code);
}
