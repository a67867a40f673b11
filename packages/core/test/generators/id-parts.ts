import type { Random } from './random.js';

/** Small pieces shared by the id generators. */

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A different digit than `digit`. */
export const otherDigit = (random: Random, digit: string): string => String((Number(digit) + random.int(1, 9)) % 10);

export const otherLetter = (random: Random, letter: string, alphabet: string): string =>
  alphabet[(alphabet.indexOf(letter) + random.int(1, alphabet.length - 1)) % alphabet.length];

/** A calendar date; days stop at 28 so every month is valid. */
export function birthDate(random: Random, fromYear = 1930, toYear = 2015): { year: number; month: number; day: number } {
  return { year: random.int(fromYear, toYear), month: random.int(1, 12), day: random.int(1, 28) };
}
