import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NATIONAL_PHONE_COUNTRIES } from './national-phone-countries.js';
import { PHONE_METADATA } from './phone-metadata.js';
import type { Verdict } from '../types.js';

/** National significant numbers with their leading 0: 9 to 12 digits in the plans of NATIONAL_PHONE_COUNTRIES. */
const MIN_DIGITS = 9;
const MAX_DIGITS = 12;

/** `01.02.2023`, `31/12/2024`, `01-02-2023`: a date, whichever plan would take its digits. */
const DATE = /^\d{2}([./-])\d{2}\1\d{4}$/;

/** A country's plan as the `min` metadata holds it: [calling code, international prefix, national number pattern, possible lengths, formats, national prefix, …]. */
type PlanEntry = readonly [string, string, string, readonly number[], unknown, string | 0, ...unknown[]];

/** What a national number must fit before the library parses it: a cheap test, as text can hold many digit groups. */
interface Plan {
  readonly country: (typeof NATIONAL_PHONE_COUNTRIES)[number];
  /** The trunk prefix dropped before the national number (`0`), or '' where the 0 belongs to the number (Italy). */
  readonly trunk: string;
  readonly lengths: ReadonlySet<number>;
  readonly pattern: RegExp;
}

const PLANS: readonly Plan[] = NATIONAL_PHONE_COUNTRIES.map((country) => {
  const entry = (PHONE_METADATA as unknown as { countries: Record<string, PlanEntry> }).countries[country];
  return { country, trunk: typeof entry[5] === 'string' ? entry[5] : '', lengths: new Set(entry[3]), pattern: new RegExp(`^(?:${entry[2]})$`) };
});

/** True when the plan has room for `digits`: its length and its national number pattern. */
function fitsPlan(digits: string, plan: Plan): boolean {
  const national = plan.trunk !== '' && digits.startsWith(plan.trunk) ? digits.slice(plan.trunk.length) : digits;
  return plan.lengths.has(national.length) && plan.pattern.test(national);
}

/** The lengths of the digit groups: `020 7946 0321` → `3,4,4`; separators of any kind count alike. */
function grouping(value: string): string {
  return (value.match(/\d+/g) ?? []).map((group) => group.length).join(',');
}

/**
 * A phone number written in a country's national format, with its leading 0 and no country
 * code (`020 7946 0321`, `030 12345678`, `06-12345678`, `(0221) 123 45 67`, `01 23 45 67 89`):
 * confirmed when some country's numbering plan accepts it in the groups that country prints,
 * no opinion when a plan accepts its digits grouped otherwise (a part number `03-1687-245` may),
 * rejected when none does. One digit repeated is a placeholder (`000-00-0000`).
 */
export function nationalPhoneVerdict(value: string): Verdict {
  let verdict = answered.get(value);
  if (verdict === undefined) {
    verdict = planVerdict(value);
    if (answered.size >= ANSWERS_KEPT) answered.clear();
    answered.set(value, verdict);
  }
  return verdict;
}

/** Verdicts of the values asked last: a text repeats its phone numbers, and the library's parse is the costly part. */
const answered = new Map<string, Verdict>();
const ANSWERS_KEPT = 1024;

function planVerdict(value: string): Verdict {
  if (DATE.test(value)) return 'reject';
  const digits = value.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || /^0(\d)\1+$/.test(digits)) return 'reject';
  const written = grouping(value);
  let verdict: Verdict = 'reject';
  for (const plan of PLANS) {
    if (!fitsPlan(digits, plan)) continue;
    const phone = parsePhoneNumberFromString(value, plan.country, PHONE_METADATA);
    if (phone === undefined || !phone.isValid()) continue;
    if (grouping(phone.formatNational()) === written) return 'confirm';
    verdict = 'none';
  }
  return verdict;
}
