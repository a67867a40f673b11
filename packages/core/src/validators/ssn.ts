import type { Verdict } from '../types.js';

/** Splits `123-45-6789`, `123.45.6789`, `123 45 6789` or `123456789` (one separator throughout) into its three parts, or null. */
function splitParts(value: string): [number, number, number] | null {
  const parts = /^(\d{3})([- .]?)(\d{2})\2(\d{4})$/.exec(value);
  if (!parts) return null;
  return [Number(parts[1]), Number(parts[3]), Number(parts[4])];
}

/**
 * Social Security Number issuance rules (SSA): area never 000, 666 or 900-999, group never 00,
 * serial never 0000. No checksum exists, so a number that keeps the rules gets no opinion.
 */
export function ssnVerdict(value: string): Verdict {
  const parts = splitParts(value);
  if (!parts) return 'reject';
  const [area, group, serial] = parts;
  if (area === 0 || area === 666 || area >= 900 || group === 0 || serial === 0) return 'reject';
  return 'none';
}

/** ITIN middle digits as the IRS issues them: 50-65, 70-88, 90-92 and 94-99. */
function itinGroupValid(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99)
  );
}

/** Individual Taxpayer Identification Number: area 9xx and an issued group range. */
export function itinVerdict(value: string): Verdict {
  const parts = splitParts(value);
  if (!parts) return 'reject';
  const [area, group] = parts;
  return area >= 900 && itinGroupValid(group) ? 'none' : 'reject';
}
