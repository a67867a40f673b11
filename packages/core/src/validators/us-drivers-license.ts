import { isDigitRun } from './digit-run.js';

/**
 * A US driver's licence number found next to its word, in one of the states' formats. It must
 * hold at least five digits (Washington's WDL numbers, whose nine characters mix letters and
 * digits, at least one); one digit repeated or a run such as 1234567 is filler. No state
 * publishes a check digit, so a fitting value gets no opinion.
 */
export function isPlausibleDriversLicense(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '');
  if (value.startsWith('WDL')) return digits.length > 0;
  return digits.length >= 5 && !/^(\d)\1+$/.test(digits) && !isDigitRun(digits);
}
