import type { Verdict } from '../types.js';

/**
 * Read unit by unit, without splitting or regexes: every IPv6 and IPv4 match is checked here,
 * about one per 4 KB of a log.
 */

const DOT = 46;
const COLON = 58;
const ZERO = 48;
const ONE = 49;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isHex = (code: number): boolean => isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/**
 * The first octet of the dotted quad `value[from, to)`, or -1 unless it is exactly four decimal
 * octets as written in an address: 0-255 without leading zeros.
 */
export function dottedQuadFirstOctet(value: string, from: number, to: number): number {
  let parts = 0;
  let first = -1;
  let partStart = from;
  for (let i = from; i <= to; i++) {
    const code = i < to ? value.charCodeAt(i) : DOT;
    if (code !== DOT) {
      if (!isDigit(code) || i - partStart === 3) return -1;
      continue;
    }
    const length = i - partStart;
    if (length === 0 || (length > 1 && value.charCodeAt(partStart) === ZERO)) return -1;
    let octet = 0;
    for (let k = partStart; k < i; k++) octet = octet * 10 + value.charCodeAt(k) - ZERO;
    if (octet > 255 || ++parts > 4) return -1;
    if (parts === 1) first = octet;
    partStart = i + 1;
  }
  return parts === 4 ? first : -1;
}

/** A dotted quad other than the unspecified address, loopback and netmasks (0.x, 127.x, 255.x). */
export function ipv4Verdict(value: string): Verdict {
  const first = dottedQuadFirstOctet(value, 0, value.length);
  return first < 0 || first === 0 || first === 127 || first === 255 ? 'reject' : 'none';
}

/**
 * The number of hex groups in `value[from, to)`, one side of `::`, or -1 when a group is empty or
 * longer than four digits. With `zeroTail` the side ends in a `0` group that stands for an IPv4
 * tail's first half (`value` then ends in `:` just before `to`, or the side is empty).
 */
function groupCount(value: string, from: number, to: number, zeroTail: boolean): number {
  if (from === to) return zeroTail ? 1 : 0;
  let count = 1;
  let length = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (code === COLON) {
      if (length === 0) return -1;
      count++;
      length = 0;
    } else if (isHex(code) && length < 4) length++;
    else return -1;
  }
  return length > 0 || zeroTail ? count : -1;
}

/** True when `value[from, to)` holds only `0` and `:`. */
function onlyZerosAndColons(value: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (code !== ZERO && code !== COLON) return false;
  }
  return true;
}

/** True when `value[from, to)` reads `0*1`. */
function isZerosThenOne(value: string, from: number, to: number): boolean {
  if (to <= from || value.charCodeAt(to - 1) !== ONE) return false;
  for (let i = from; i < to - 1; i++) if (value.charCodeAt(i) !== ZERO) return false;
  return true;
}

function hasDigit(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) return true;
  return false;
}

/**
 * An IPv6 address, full or `::`-compressed, optionally ending in a dotted IPv4 address; not the
 * unspecified address, loopback, or `A::B` without a digit (C++ or Rust paths).
 */
export function ipv6Verdict(value: string): Verdict {
  // An IPv4 tail counts as two groups: a `0` in place of it, and one more.
  let end = value.length;
  const dotted = value.includes('.');
  if (dotted) {
    end = value.lastIndexOf(':') + 1;
    if (dottedQuadFirstOctet(value, end, value.length) < 0) return 'reject';
  }
  // Past `end` no colon is left, so every `::` lies before it.
  const gap = value.indexOf('::');
  if (gap >= 0 && value.indexOf('::', gap + 2) >= 0) return 'reject';
  const left = gap < 0 ? groupCount(value, 0, end, dotted) : groupCount(value, 0, gap, false);
  const right = gap < 0 ? 0 : groupCount(value, gap + 2, end, dotted);
  if (left < 0 || right < 0) return 'reject';
  const total = left + right + (dotted ? 1 : 0);
  if (gap >= 0 ? total > 7 : total !== 8) return 'reject';
  if (!dotted && onlyZerosAndColons(value, 0, end)) return 'reject';
  if (gap === 0 && right === 1 && !dotted && isZerosThenOne(value, 2, end)) return 'reject';
  if (total < 4 && !hasDigit(value)) return 'reject';
  return 'none';
}
