import type { Verdict } from '../types.js';

/**
 * A MAC address as devices print it: six pairs of hex digits joined by one separator throughout
 * (`:` or `-`), or three groups of four joined by dots (`0012.3456.789a`). The all-zero and
 * broadcast addresses point at no device.
 */
export function macAddressVerdict(value: string): Verdict {
  const colonOrDash = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/.test(value);
  const dotted = /^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/.test(value);
  if (!colonOrDash && !dotted) return 'reject';
  const hex = value.replace(/[:.-]/g, '').toLowerCase();
  if (hex === '000000000000' || hex === 'ffffffffffff') return 'reject';
  // Some digit must be a letter or the groups vary: `11:11:11:11:11:11` and times such as `12:30:45:00:00:00` are not addresses.
  if (/^(..)\1{5}$/.test(hex)) return 'reject';
  return 'none';
}
