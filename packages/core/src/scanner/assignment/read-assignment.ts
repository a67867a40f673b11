import { FRAGMENT_TRIPLES, letterOf } from './name-fragments.js';

// Read once into this module: imported bindings can cost a getter call per use where modules are not bundled.
const TRIPLES = FRAGMENT_TRIPLES;
const LETTER_OF = letterOf;

/**
 * A name assigned a value, read around one `=` or `:`: the syntaxes of JSON, YAML, TOML, INI and
 * .env files, shell, the object keys and literals of Python, JavaScript, Go, Java and C#, XML
 * attributes, HTTP headers and URL query parameters. Everything here is bounded: a name is at
 * most `MAX_NAME` units, a value at most `MAX_VALUE`, so each operator costs constant work.
 */
export interface Assignment {
  readonly nameStart: number;
  readonly nameEnd: number;
  readonly valueStart: number;
  readonly valueEnd: number;
  /** The value stood between quotes (which the span leaves out). */
  readonly quoted: boolean;
}

export const MAX_NAME = 64;
export const MAX_VALUE = 256;
/** How far before an attribute named only `value` or `default` its element's real name may stand. */
const OWNER_REACH = 160;

const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const APOSTROPHE = 39;
const BACKTICK = 96;

function isNameUnit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45 || code === 46;
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

function isQuote(code: number): boolean {
  return code === QUOTE || code === APOSTROPHE || code === BACKTICK;
}

/** Units that end an unquoted value: white space, separators of lists, statements and markup. */
function endsBareValue(code: number): boolean {
  return code <= SPACE || code === 44 || code === 59 || code === QUOTE || code === APOSTROPHE || code === BACKTICK || code === 60 || code === 41 || code === 93 || code === 125;
}

/** The operator's own extent, or -1 when the character is no assignment (`==`, `!=`, `::`, `://`, `a:b` inside a word). */
function operatorEnd(text: string, at: number): number {
  const code = text.charCodeAt(at);
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + 1);
  if (code === 61) {
    // `==`, `!=`, `<=`, `>=`, `+=` … compare or compute; `=>` (Ruby, PHP) and `=` assign.
    if (after === 61 || before === 61 || before === 33 || before === 60 || before === 62 || before === 43 || before === 42 || before === 47 || before === 124 || before === 38) return -1;
    if (before === 58) return -1; // the `=` of `:=` is read from its colon
    return after === 62 ? at + 2 : at + 1;
  }
  // A colon: `::` (C++, IPv6), `://` (a URL) and `a:b` inside a token (a time, a namespace) are not assignments.
  if (after === 58 || before === 58 || after === 47) return -1;
  if (after === 61) return at + 2; // Go's `:=`
  const space = after === SPACE || after === TAB || isQuote(after) || after === 10 || after === 13 || Number.isNaN(after);
  // `key:value` without a space is YAML's flow style only after a quoted name (`{"a":"b"}`).
  if (!space && !isQuote(before)) return -1;
  return at + 1;
}

/** Where a name stands and where its operator ends; filled in by `assignedName`, reused from operator to operator. */
export interface NameSpan {
  start: number;
  end: number;
  operatorEnd: number;
  /** Some three letters of the name begin a fragment of a secret's name (`NAME_FRAGMENTS`); read on the way, so most names cost one pass. */
  mayHoldFragment: boolean;
}

/** Reads the name before the operator at `at` into `span`: a quoted name, or a run of name units. */
function readName(text: string, at: number, span: NameSpan): boolean {
  let end = at;
  for (let k = 0; k < 8 && end > 0 && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB); k++) end--;
  const last = text.charCodeAt(end - 1);
  if (isQuote(last)) {
    const close = end - 1;
    const floor = Math.max(0, close - MAX_NAME);
    let open = close - 1;
    while (open >= floor && text.charCodeAt(open) !== last && text.charCodeAt(open) !== 10) open--;
    if (open < floor || text.charCodeAt(open) !== last || open + 1 === close) return false;
    span.start = open + 1;
    span.end = close;
    span.mayHoldFragment = true;
    return true;
  }
  const floor = Math.max(0, end - MAX_NAME);
  let start = end;
  // Walking back, the two letters after the current one are known: one read of the triple table each.
  let next = 0;
  let afterNext = 0;
  let hint = false;
  while (start > floor) {
    const unit = text.charCodeAt(start - 1);
    if (!isNameUnit(unit)) break;
    const letter = LETTER_OF(unit);
    if (letter !== 0 && TRIPLES[(letter << 10) | (next << 5) | afterNext] === 1) hint = true;
    afterNext = next;
    next = letter;
    start--;
  }
  span.mayHoldFragment = hint;
  // A name reaching past MAX_NAME is no name a person wrote; a dash or dot starts none (`--password=`, `.env`).
  if (start === floor && start > 0 && isNameUnit(text.charCodeAt(start - 1))) return false;
  while (start < end && (text.charCodeAt(start) === 45 || text.charCodeAt(start) === 46)) start++;
  if (start === end) return false;
  span.start = start;
  span.end = end;
  return true;
}

/** Whether the name stands first on its line (after indentation or a list dash): YAML, INI, headers. */
function startsLine(text: string, nameStart: number): boolean {
  let k = nameStart - 1;
  if (k >= 0 && isQuote(text.charCodeAt(k))) k--;
  while (k >= 0 && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB || text.charCodeAt(k) === 45)) k--;
  return k < 0 || text.charCodeAt(k) === 10 || text.charCodeAt(k) === 13;
}

const NEXT_PAIR = /^[\w.-]{1,32}=/;
const CONTINUES_EXPRESSION = /^(?:\(|\s*(?:\?\?|\|\||&&|\?\s|\+\s|-\s|\*\s))/;

/** A sentence's full stop or a list's comma after a bare value is not part of it. */
function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start) {
    const last = text.charCodeAt(end - 1);
    if (last !== 46 && last !== 44 && last !== 58 && last !== 59) break;
    end--;
  }
  return end;
}

/** Reads the value after an operator ending at `from`; null when there is none on this line. */
function readValue(text: string, from: number, restOfLine: boolean, inQuery: boolean): { start: number; end: number; quoted: boolean } | null {
  let start = from;
  for (let k = 0; k < 8 && (text.charCodeAt(start) === SPACE || text.charCodeAt(start) === TAB); k++) start++;
  const first = text.charCodeAt(start);
  if (Number.isNaN(first) || first === 10 || first === 13) return null;
  const limit = Math.min(text.length, start + MAX_VALUE + 2);
  if (isQuote(first)) {
    let end = start + 1;
    for (; end < limit; end++) {
      const code = text.charCodeAt(end);
      if (code === first || code === 10) break;
      if (code === 92) end++; // an escaped character belongs to the value
    }
    if (end >= limit || text.charCodeAt(end) !== first || end === start + 1) return null;
    return { start: start + 1, end, quoted: true };
  }
  let end = start;
  if (restOfLine) {
    while (end < limit && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) {
      // ` #` starts a comment in YAML, INI and shell.
      if (text.charCodeAt(end) === 35 && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) break;
      end++;
    }
    while (end > start && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  } else {
    for (; end < limit; end++) {
      const code = text.charCodeAt(end);
      if (endsBareValue(code)) break;
      // `&` ends a value where the next name is assigned (`a=1&b=2`), and in a query so does `=`;
      // elsewhere `=` belongs to the value (`DB_PASSWORD=s3cr=t`, base64 padding).
      if ((code === 38 && (inQuery || NEXT_PAIR.test(text.slice(end + 1, end + 34)))) || (code === 61 && inQuery && isNameUnit(text.charCodeAt(end + 1)))) break;
    }
  }
  end = trimmedEnd(text, start, end);
  // A bare value with brackets, or called, or continued by an operator, is an expression of code
  // (`f(x)`, `a[i]`, `${NAME}`, `a ?? b`, `a || b`), never a literal secret.
  if (CONTINUES_EXPRESSION.test(text.slice(end, end + 4))) return null;
  for (let k = start; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === 40 || code === 41 || code === 91 || code === 93 || code === 123 || code === 125) return null;
  }
  if (end === start || end - start > MAX_VALUE) return null;
  return { start, end, quoted: false };
}

/**
 * The real name of an attribute that only says `value` or `default`: the `key`/`name` attribute
 * of the same element (`<add key="ApiKey" value="…"/>`) or the block a default belongs to
 * (`variable "db_password" { default = "…" }`).
 */
const OWNER = /(?:\b(?:key|name)\s*=\s*|\b(?:variable|var)\s+)(["'])([^"'<>\n]{1,64})\1[^<>]*$/;

function ownerName(text: string, nameStart: number): [number, number] | null {
  const from = Math.max(0, nameStart - OWNER_REACH);
  const before = text.slice(from, nameStart);
  const match = OWNER.exec(before);
  if (match === null) return null;
  const start = from + match.index + match[0].indexOf(match[1]) + 1;
  return [start, start + match[2].length];
}

const AUTH_SCHEME = /^(?:bearer|basic|token|digest|ssws|apikey)\b/i;

const VALUE_ONLY_NAMES = new Set(['value', 'default']);

/** Reads into `span` the name before the `=` or `:` at `at` and where the operator ends; false when it assigns nothing. */
export function assignedName(text: string, at: number, span: NameSpan): boolean {
  const operator = operatorEnd(text, at);
  if (operator < 0 || !readName(text, at, span)) return false;
  span.operatorEnd = operator;
  const length = span.end - span.start;
  if ((length === 5 || length === 7) && VALUE_ONLY_NAMES.has(text.slice(span.start, span.end).toLowerCase())) {
    const owner = ownerName(text, span.start);
    if (owner !== null) {
      [span.start, span.end] = owner;
      span.mayHoldFragment = true;
    }
  }
  for (let k = span.start; k < span.end; k++) if (isLetter(text.charCodeAt(k))) return true;
  return false;
}

/** The assignment to the name `assignedName` read before the operator at `at`, or null when no value follows on its line. */
export function assignmentOf(text: string, at: number, name: NameSpan): Assignment | null {
  const restOfLine = text.charCodeAt(at) === 58 && startsLine(text, name.start);
  const before = text.charCodeAt(name.start - 1);
  const inQuery = before === 63 || before === 38;
  let value = readValue(text, name.operatorEnd, restOfLine, inQuery);
  if (value === null) return null;
  // `Authorization: Bearer …`: the credential follows the scheme's name.
  if (!value.quoted && AUTH_SCHEME.test(text.slice(value.start, Math.min(value.end, value.start + 7)))) {
    const scheme = /^\S+\s+/.exec(text.slice(value.start, value.start + 16));
    if (scheme !== null) value = readValue(text, value.start + scheme[0].length, false, false);
    if (value === null) return null;
  }
  return { nameStart: name.start, nameEnd: name.end, valueStart: value.start, valueEnd: value.end, quoted: value.quoted };
}

/** The assignment whose operator is the `=` or `:` at `at`, or null. */
export function readAssignment(text: string, at: number): Assignment | null {
  const name: NameSpan = { start: 0, end: 0, operatorEnd: 0, mayHoldFragment: false };
  return assignedName(text, at, name) ? assignmentOf(text, at, name) : null;
}
