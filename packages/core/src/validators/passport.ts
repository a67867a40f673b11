import type { Verdict } from '../types.js';

/**
 * A passport number found next to the word "passport": 6 to 9 upper-case letters and digits
 * (US: 9 digits or a letter and 8 digits; UK: 9 digits; most others 6-9 mixed). It must hold a
 * digit, so words near the context word are not taken for numbers, and a run of one repeated
 * character is filler. Numbers carry no public checksum, so a fitting value gets no opinion.
 */
export function passportNumberVerdict(value: string): Verdict {
  if (!/^[A-Z0-9]{6,9}$/.test(value) || !/\d/.test(value)) return 'reject';
  if (/^(.)\1+$/.test(value)) return 'reject';
  return 'none';
}

