import type { EvidenceKind } from '../../types.js';

/**
 * Signs that a number matched by an identifier's pattern is something else: part of a longer
 * value, a number a person would not be issued (one digit repeated, a run such as 0123456789, a
 * power of two), or a number in code or a log (a constant, arithmetic, a Unix timestamp, the value
 * of a counter's key, a version or section number). Each sign reads a few characters around the
 * match, so the cost per match is bounded.
 */

/** The match is the tail or head of a longer value: `blk_-4980…`, `_task_2008…`, `0.400000003`, `123456782.5`. */
export const PART_OF_LONGER_VALUE = 1;
export const REPEATED_DIGIT = 2;
export const DIGIT_SEQUENCE = 4;
export const POWER_OF_TWO = 8;
/** Assigned to an upper-case constant, declared `const`/`final`/`#define`, or an argument of a call: `Decimal('400000003')`. */
export const CODE_LITERAL = 16;
/** An operator right before or after it, a minus sign, or a hex literal on its line. */
export const CODE_ARITHMETIC = 32;
/** Ten digits read as seconds (2001–2036) or thirteen as milliseconds since 1970. */
export const TIMESTAMP = 64;
/** The value of a key that names a time, size, count or id of a machine (`eventTime=`, `bytes:`). */
export const COUNTER_KEY = 128;
/** A dotted quad shaped like a version or section number: `7.1.4.34`. */
export const VERSION_OR_SECTION = 256;

/** Signs that hold whatever the context: the number is not a value of its own, or not one anyone is issued. */
export const STRONG_SIGNS = PART_OF_LONGER_VALUE | REPEATED_DIGIT | DIGIT_SEQUENCE | POWER_OF_TWO;

/** How far back on its line a key, operator or declaration is looked for. */
const LOOK_BACK = 48;
/** How far along its line a hex literal is looked for. */
const HEX_REACH = 64;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isUpper = (code: number): boolean => code >= 65 && code <= 90;
const isLower = (code: number): boolean => code >= 97 && code <= 122;
const isWordUnit = (code: number): boolean => isDigit(code) || isUpper(code) || isLower(code) || code === 95;
const isBlank = (code: number): boolean => code === 32 || code === 9;
const isQuote = (code: number): boolean => code === 34 || code === 39 || code === 96;

/** Words of a key that say it holds a machine's number, not a person's. */
const COUNTER_WORDS = new Set([
  'time', 'timestamp', 'ts', 'epoch', 'date', 'size', 'bytes', 'byte', 'len', 'length', 'count', 'cnt', 'seq',
  'sequence', 'offset', 'port', 'pid', 'tid', 'uid', 'gid', 'duration', 'elapsed', 'ms', 'ns', 'us', 'sec',
  'secs', 'timeout', 'ttl', 'version', 'ver', 'hash', 'crc', 'checksum', 'block', 'blk', 'job', 'task',
  'thread', 'line', 'build', 'rev', 'revision', 'nonce', 'total', 'sum', 'max', 'min', 'limit', 'bits',
  'mem', 'memory', 'heap', 'free', 'used', 'inode', 'addr', 'ptr', 'attempt', 'retries', 'millis', 'nanos',
  'created', 'updated', 'modified', 'expires', 'expiry', 'deleted', 'started', 'ended', 'since', 'until',
  'ack', 'rt', 'rtt', 'latency',
  // A phone number's key: what it holds is a phone number, not another type's identifier.
  'phone', 'tel', 'telephone', 'mobile', 'cell', 'fax', 'msisdn',
]);

/** Words that open a declaration whose value is a constant. */
const DECLARATIONS = ['const ', 'final ', 'static ', '#define ', 'readonly ', 'constexpr ', 'val ', 'export const '];

/**
 * The signs that hold for the match `[start, end)` of `text`. With `named` (a word names the value),
 * only the strong signs are read: the weak ones would be outweighed anyway.
 */
export function numberSigns(text: string, start: number, end: number, named: boolean): number {
  let signs = partOfLongerValue(text, start, end) ? PART_OF_LONGER_VALUE : 0;
  // Only a bare run of digits is read as a number of code: one written in the issuer's groups was typed as an identifier.
  if (end - start >= 6 && isDigitRun(text, start, end)) {
    if (isOneDigitRepeated(text, start, end)) signs |= REPEATED_DIGIT;
    else if (isSequence(text, start, end)) signs |= DIGIT_SEQUENCE;
    if (isPowerOfTwo(text, start, end)) signs |= POWER_OF_TWO;
    if (isTimestamp(text, start, end) && (atLineStart(text, start) || timeOnLine(text, start, end))) signs |= TIMESTAMP;
  }
  if (named) return signs;
  if (isVersionShaped(text, start, end)) signs |= VERSION_OR_SECTION;
  const lineStart = lineStartBefore(text, start);
  let keyEnd = start;
  while (keyEnd > lineStart && (isBlank(text.charCodeAt(keyEnd - 1)) || isQuote(text.charCodeAt(keyEnd - 1)))) keyEnd--;
  const before = keyEnd > lineStart ? text.charCodeAt(keyEnd - 1) : -1;
  if (before === 61 || before === 58) {
    // `NAME = 2147483648`, `eventTime=261867854`, `"bytes": 1234567890`
    const key = keyBefore(text, keyEnd - 1, lineStart);
    if (key !== '' && text.charCodeAt(keyEnd - 2) !== 61) {
      if (isConstantName(key)) signs |= CODE_LITERAL;
      if (namesACounter(key)) signs |= COUNTER_KEY;
    }
  } else if (before === 40 && keyEnd >= 2 && isWordUnit(text.charCodeAt(keyEnd - 2))) signs |= CODE_LITERAL; // f(123456782)
  if (isOperatorBefore(text, keyEnd, lineStart) || isOperatorAfter(text, end) || hexOnLine(text, start, end)) signs |= CODE_ARITHMETIC;
  if (declaredConstant(text, lineStart, start) || arrayElementLine(text, lineStart, start, end)) signs |= CODE_LITERAL;
  return signs;
}

/**
 * The number is an element of an array of code written one per line: indented, followed by a
 * comma and the line's end (`      2909243462,`), as tables of constants in code are.
 */
function arrayElementLine(text: string, lineStart: number, start: number, end: number): boolean {
  if (start - lineStart < 2 || text.charCodeAt(end) !== 44) return false;
  for (let i = lineStart; i < start; i++) if (!isBlank(text.charCodeAt(i))) return false;
  const next = text.charCodeAt(end + 1);
  return Number.isNaN(next) || next === 10 || next === 13;
}

/**
 * A digit group and one blank, dash or dot stand right before `start` (`7946 ` before
 * `0958 1234 5678`) or right after `end` (` 4092` after `6011 7173 4080`): the match is part of a
 * longer printed number.
 */
export function continuesNumber(text: string, start: number, end: number): boolean {
  const before = text.charCodeAt(start - 1);
  const after = text.charCodeAt(end);
  return ((before === 32 || before === 45 || before === 46) && isDigit(text.charCodeAt(start - 2))) || ((after === 32 || after === 45 || after === 46) && isDigit(text.charCodeAt(end + 1)));
}

function partOfLongerValue(text: string, start: number, end: number): boolean {
  const before = text.charCodeAt(start - 1);
  const beforeThat = text.charCodeAt(start - 2);
  if (before === 95) return true; // `_task_200811092030`
  if (before === 43 && !isDigit(beforeThat)) return true; // `+12133734253`: a phone number in international form
  if (before === 45 && (beforeThat === 95 || isDigit(beforeThat))) return true; // `blk_-4980…`, `12-…`
  if (before === 46 && isDigit(beforeThat)) return true; // the decimals of `0.400000003`
  const after = text.charCodeAt(end);
  if ((after === 46 || after === 95) && isDigit(text.charCodeAt(end + 1))) return true; // `123456782.50`
  return false;
}

function isDigitRun(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

function isOneDigitRepeated(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  for (let i = start + 1; i < end; i++) if (text.charCodeAt(i) !== first) return false;
  return true;
}

/** 0123456789, 3456789012, 9876543210: each digit one more (or one less) than the last, wrapping at 10. */
function isSequence(text: string, start: number, end: number): boolean {
  const step = (text.charCodeAt(start + 1) - text.charCodeAt(start) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = start + 2; i < end; i++) if ((text.charCodeAt(i) - text.charCodeAt(i - 1) + 10) % 10 !== step) return false;
  return true;
}

/** The powers of two from 2^16 to 2^64 in decimal, and each less one: the limits and masks code is full of (2147483648, 4294967295). */
const POWERS_OF_TWO = new Set<string>();
for (let k = 16n; k <= 64n; k++) {
  POWERS_OF_TWO.add((1n << k).toString());
  POWERS_OF_TWO.add(((1n << k) - 1n).toString());
}

function isPowerOfTwo(text: string, start: number, end: number): boolean {
  return end - start <= 20 && POWERS_OF_TWO.has(text.slice(start, end));
}

/**
 * Seconds since 1970 from 2001 to 2033 (ten digits opening with 1), or milliseconds (thirteen).
 * Many identifiers open with 1 too (an NPI, a Romanian CNP), so the shape counts only where a log
 * puts a timestamp: first on its line, or on a line that also holds a date or a time of day.
 */
function isTimestamp(text: string, start: number, end: number): boolean {
  return (end - start === 10 || end - start === 13) && text.charCodeAt(start) === 49;
}

function atLineStart(text: string, start: number): boolean {
  return start === 0 || text.charCodeAt(start - 1) === 10;
}

/** A time of day (`12:30`) or a date (`2005.06.03`, `2024-10-10`, `10/Oct/2024`) within reach on the value's line. */
function timeOnLine(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - HEX_REACH);
  const to = Math.min(text.length, end + HEX_REACH);
  let lineFrom = start;
  while (lineFrom > from && text.charCodeAt(lineFrom - 1) !== 10) lineFrom--;
  let lineTo = end;
  while (lineTo < to && text.charCodeAt(lineTo) !== 10) lineTo++;
  return TIME_OR_DATE.test(text.slice(lineFrom, lineTo));
}

const TIME_OR_DATE = /\d\d:\d\d|\d{4}[-.\/]\d\d[-.\/]\d\d|\d\d\/[A-Z][a-z]{2}\/\d{4}/;

/** `7.1.4.34`, `8.2.4.44`: the first three parts one digit each, as versions and section numbers are written. */
function isVersionShaped(text: string, start: number, end: number): boolean {
  const parts = text.slice(start, end).split('.');
  return parts.length === 4 && parts[0].length === 1 && parts[1].length === 1 && parts[2].length === 1;
}

function lineStartBefore(text: string, start: number): number {
  const limit = Math.max(0, start - LOOK_BACK);
  let i = start;
  while (i > limit && text.charCodeAt(i - 1) !== 10) i--;
  return i;
}

/** The identifier that ends at `keyEnd`'s `=` or `:`, blanks and quotes skipped: `MAX_INT` in `MAX_INT = `. */
function keyBefore(text: string, separator: number, lineStart: number): string {
  let end = separator;
  while (end > lineStart && (isBlank(text.charCodeAt(end - 1)) || isQuote(text.charCodeAt(end - 1)))) end--;
  let from = end;
  while (from > lineStart && (isWordUnit(text.charCodeAt(from - 1)) || text.charCodeAt(from - 1) === 45 || text.charCodeAt(from - 1) === 46)) from--;
  return text.slice(from, end);
}

/** `MAX_INT`, `LIMIT2`: upper case letters, digits and underscores, two letters at least. */
function isConstantName(key: string): boolean {
  let letters = 0;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (isUpper(code)) letters++;
    else if (!isDigit(code) && code !== 95) return false;
  }
  return letters >= 2;
}

/** `eventTime`, `bytes_sent`, `tcp.seq`: a word of the key, split at case changes and punctuation, names a machine's number. */
function namesACounter(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => COUNTER_WORDS.has(word));
}

/** An arithmetic or comparison operator, or a minus sign, right before the value: `x * 1000000007`, `= -2147483648`. */
function isOperatorBefore(text: string, at: number, lineStart: number): boolean {
  if (at <= lineStart) return false;
  const code = text.charCodeAt(at - 1);
  if (code === 42 || code === 37 || code === 94 || code === 124 || code === 38 || code === 60 || code === 62) return true;
  if (code === 61 && text.charCodeAt(at - 2) === 61) return true; // ==
  if (code === 45) {
    // A minus sign: `-2147483648`, `(-1234567890`, `= -…`, not a dash between words.
    const prior = at - 2 >= lineStart ? text.charCodeAt(at - 2) : 32;
    return prior === 40 || prior === 61 || prior === 44 || prior === 91 || (isBlank(prior) && at - 3 >= lineStart && text.charCodeAt(at - 3) === 61);
  }
  return false;
}

/** `123456782 * 3`, `2147483647 >> 1`, `1234567890 % n`, `4294967295)` closing an operation. */
function isOperatorAfter(text: string, end: number): boolean {
  let i = end;
  while (i < text.length && i < end + 2 && isBlank(text.charCodeAt(i))) i++;
  const code = text.charCodeAt(i);
  if (code === 42 || code === 37 || code === 94 || code === 124 || code === 38) return true;
  if ((code === 60 || code === 62) && text.charCodeAt(i + 1) === code) return true; // << >>
  return code === 47 && text.charCodeAt(i + 1) !== 47 && i > end; // ` / 2`, not a path or a date
}

/** A hex literal (`0x7fffffff`) near the value on its line: masks, addresses and limits, not identifiers. */
function hexOnLine(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - HEX_REACH);
  const to = Math.min(text.length, end + HEX_REACH);
  for (let i = from; i + 3 < to; i++) {
    if (text.charCodeAt(i) === 48 && (text.charCodeAt(i + 1) | 32) === 120 && isHexDigit(text.charCodeAt(i + 2)) && !isWordUnit(text.charCodeAt(i - 1))) {
      const line = text.slice(Math.min(i, start), Math.max(i, end));
      if (!line.includes('\n')) return true;
    }
  }
  return false;
}

const isHexDigit = (code: number): boolean => isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 102);

/** The line opens with a constant declaration: `const LIMIT = `, `#define MAX_BLOCKS `, `final long ID = `. */
function declaredConstant(text: string, lineStart: number, start: number): boolean {
  if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) return false;
  let i = lineStart;
  while (i < start && isBlank(text.charCodeAt(i))) i++;
  for (const word of DECLARATIONS) if (text.startsWith(word, i)) return true;
  return false;
}

const SIGN_KINDS: ReadonlyArray<readonly [number, EvidenceKind, string]> = [
  [PART_OF_LONGER_VALUE, 'part-of-longer-value', 'part of a longer number, decimal or identifier'],
  [REPEATED_DIGIT, 'repeated-digit', 'one digit repeated'],
  [DIGIT_SEQUENCE, 'digit-sequence', 'a run of consecutive digits'],
  [POWER_OF_TWO, 'power-of-two', 'a power of two, or one less'],
  [CODE_LITERAL, 'code-literal', 'a constant or call argument in code'],
  [CODE_ARITHMETIC, 'code-arithmetic', 'an operator, minus sign or hex literal beside it'],
  [TIMESTAMP, 'timestamp', 'shaped like a Unix timestamp'],
  [COUNTER_KEY, 'counter-key', "the value of a key naming a machine's time, size or count, or a phone number"],
  [VERSION_OR_SECTION, 'version-or-section', 'shaped like a version or section number'],
];

/** The signs set in `signs`, each with its evidence kind and a description. */
export function numberSignKinds(signs: number): Array<readonly [number, EvidenceKind, string]> {
  return SIGN_KINDS.filter(([bit]) => (signs & bit) !== 0);
}
