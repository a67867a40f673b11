import { lastIndexAtOrBefore } from '../../sorted-index.js';
import type { MaskedSpan } from './extraction.js';

/**
 * Values that are scanned as one text but written back one by one (CSV cells, JSON strings).
 * Between two values stands a separator: a control character that occurs in none of them, with
 * a unit either side, so the masked text splits back into the masked values.
 */
export interface JoinedSegments {
  readonly text: string;
  readonly starts: readonly number[];
  /** The control character at the middle of every separator. */
  readonly mark: string;
  /** Units of every separator: a space, the mark and one of `after`. */
  readonly separatorLength: number;
  readonly after: string;
}

/** Spaces keep tokens apart for the scanner; the control character in between is the split point. */
const SEPARATOR_MARKS = ['\u001f', '\u001e', '\u001d', '\u001c'];
const PRIVATE_USE_FIRST = 0xe000;
const PRIVATE_USE_LAST = 0xf8ff;
const SEPARATOR_LENGTH = 3;
/** Values that overlap a masked span reaching across a separator are replaced whole. */
export const REDACTED = '[REDACTED]';

export function joinSegments(values: readonly string[]): JoinedSegments {
  const mark = pickMark(values);
  return join(values, mark, ' ', () => ` ${mark} `);
}

/** Cell delimiters a table is rebuilt with, the first that no cell holds: those the scanner reads columns by. */
const TABLE_DELIMITERS = [',', ';', '\t'];

/**
 * Cells joined as the rows of a table (` ␟,` between the cells of a row, ` ␟` and a line break
 * between rows), so the scanner reads a cell under its column's header as it does in pasted text.
 * Null when a cell holds a line break, which would split its row.
 */
export function joinTable(values: readonly string[], rows: readonly number[]): JoinedSegments | null {
  if (values.some((value) => value.includes('\n') || value.includes('\r'))) return null;
  const mark = pickMark(values);
  const delimiter = TABLE_DELIMITERS.find((candidate) => !values.some((value) => value.includes(candidate))) ?? TABLE_DELIMITERS[0];
  return join(values, mark, `${delimiter}\n`, (index) => ` ${mark}${rows[index] === rows[index - 1] ? delimiter : '\n'}`);
}

/** `values` with `separatorBefore(i)` before each but the first. */
function join(values: readonly string[], mark: string, after: string, separatorBefore: (index: number) => string): JoinedSegments {
  const starts: number[] = [];
  const parts: string[] = [];
  let offset = 0;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) {
      const separator = separatorBefore(i);
      parts.push(separator);
      offset += separator.length;
    }
    starts.push(offset);
    parts.push(values[i]);
    offset += values[i].length;
  }
  return { text: parts.join(''), starts, mark, separatorLength: SEPARATOR_LENGTH, after };
}

/** Where the next separator of `joined` begins at or after `from` in `text` (the joined text or its masked form), or -1. */
function nextSeparator(joined: JoinedSegments, text: string, from: number): number {
  // A mark whose space or following unit a masked span took is no separator any more.
  for (let at = text.indexOf(joined.mark, from + 1); at >= 0; at = text.indexOf(joined.mark, at + 1)) {
    if (text[at - 1] === ' ' && at + 1 < text.length && joined.after.includes(text[at + 1])) return at - 1;
  }
  return -1;
}

function pickMark(values: readonly string[]): string {
  const absent = (mark: string) => !values.some((value) => value.includes(mark));
  const mark = SEPARATOR_MARKS.find(absent);
  if (mark !== undefined) return mark;
  for (let code = PRIVATE_USE_FIRST; code <= PRIVATE_USE_LAST; code++) {
    if (absent(String.fromCharCode(code))) return String.fromCharCode(code);
  }
  throw new RangeError('No separator character is free in this content');
}

/**
 * The masked value of each segment a masked span touches, by segment index; untouched
 * segments are unchanged. Masking never touches a separator unless a masked span reaches
 * across one; the values such a span touches become REDACTED, so nothing leaks and the file
 * keeps its shape.
 */
export function maskedSegments(joined: JoinedSegments, maskedText: string, spans: readonly MaskedSpan[]): Map<number, string> {
  const touched = touchedSegments(joined, spans);
  const values = new Map<number, string>();
  if (touched.size === 0) return values;
  const { separatorLength } = joined;
  let segment = 0;
  let pieceStart = 0;
  for (let at = nextSeparator(joined, maskedText, 0); at !== -1; at = nextSeparator(joined, maskedText, at + separatorLength)) {
    if (touched.has(segment)) values.set(segment, maskedText.slice(pieceStart, at));
    segment++;
    pieceStart = at + separatorLength;
  }
  if (segment !== joined.starts.length - 1) return redactAcrossSeparators(joined, maskedText, spans);
  if (touched.has(segment)) values.set(segment, maskedText.slice(pieceStart));
  return values;
}

function touchedSegments(joined: JoinedSegments, spans: readonly MaskedSpan[]): Set<number> {
  const touched = new Set<number>();
  for (const span of spans) {
    const last = lastIndexAtOrBefore(joined.starts, Math.max(span.start, span.end - 1));
    for (let i = lastIndexAtOrBefore(joined.starts, span.start); i <= last; i++) touched.add(i);
  }
  return touched;
}

/** The rare case: some separators are gone, so pieces stand for groups of segments. */
function redactAcrossSeparators(joined: JoinedSegments, maskedText: string, spans: readonly MaskedSpan[]): Map<number, string> {
  const pieces = piecesOf(joined, maskedText);
  const survives = separatorsSurviving(joined, spans);
  const values = new Map<number, string>();
  const count = joined.starts.length;
  let piece = 0;
  let groupStart = 0;
  for (let segment = 0; segment < count; segment++) {
    if (segment < count - 1 && !survives[segment]) continue;
    const single = segment === groupStart;
    for (let member = groupStart; member <= segment; member++) values.set(member, single ? pieces[piece] : REDACTED);
    piece++;
    groupStart = segment + 1;
  }
  return values;
}

/** The masked text split at every separator left in it. */
function piecesOf(joined: JoinedSegments, maskedText: string): string[] {
  const pieces: string[] = [];
  let pieceStart = 0;
  for (let at = nextSeparator(joined, maskedText, 0); at !== -1; at = nextSeparator(joined, maskedText, at + joined.separatorLength)) {
    pieces.push(maskedText.slice(pieceStart, at));
    pieceStart = at + joined.separatorLength;
  }
  pieces.push(maskedText.slice(pieceStart));
  return pieces;
}

/** survives[i]: the separator after segment i is untouched by every masked span. */
function separatorsSurviving(joined: JoinedSegments, spans: readonly MaskedSpan[]): boolean[] {
  const { starts, separatorLength } = joined;
  const survives = new Array<boolean>(Math.max(0, starts.length - 1)).fill(true);
  // lastIndexAtOrBefore puts a separator's characters in the segment before it.
  for (const span of spans) {
    const first = lastIndexAtOrBefore(starts, span.start);
    const last = lastIndexAtOrBefore(starts, Math.max(span.start, span.end - 1));
    const reachesSeparator = last < survives.length && span.end > starts[last + 1] - separatorLength;
    const lastBroken = reachesSeparator ? last : last - 1;
    for (let i = first; i <= lastBroken; i++) survives[i] = false;
  }
  return survives;
}
