import { isCalendarDate } from './calendar-date.js';

/** The first digit's century: 1/2 1800s, 3/4 1900s, 5/6 2000s, 7/8 2100s (odd for men, even for women). */
const CENTURY = [0, 1800, 1800, 1900, 1900, 2000, 2000, 2100, 2100];

/**
 * Estonian isikukood and Lithuanian asmens kodas, which share one layout: sex and century,
 * YYMMDD, a three-digit serial and a check digit, mod 11 with weights 1-9,1, or, when that
 * leaves 10, weights 3-9,1-3 (10 again counting as 0).
 */
export function isValidBalticId(value: string): boolean {
  if (!/^[1-8]\d{10}$/.test(value)) return false;
  if (!isCalendarDate(CENTURY[value.charCodeAt(0) - 48] + Number(value.slice(1, 3)), Number(value.slice(3, 5)), Number(value.slice(5, 7)))) return false;
  const weighted = (offset: number) => {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (value.charCodeAt(i) - 48) * (((i + offset) % 9) + 1);
    return sum % 11;
  };
  let check = weighted(0);
  if (check === 10) check = weighted(2) % 10;
  return check === value.charCodeAt(10) - 48;
}
