import { lastIndexAtOrBefore } from '../../sorted-index.js';
import type { MaskedSpan } from './extraction.js';

/**
 * Values that are scanned as one text but written back one by one (CSV cells, JSON strings).
 * They are joined by a separator that occurs in none of them, so the masked text splits back
 * into the masked values.
 */
export interface JoinedSegments {
  readonly text: string;
  readonly starts: readonly number[];
  readonly separator: string;
}

/** Spaces keep tokens apart for the scanner; the control character in between is the split point. */
const SEPARATOR_MARKS = ['\u001f', '\u001e', '\u001d', '\u001c'];
const PRIVATE_USE_FIRST = 0xe000;
const PRIVATE_USE_LAST = 0xf8ff;
/** Values that overlap a masked span reaching across a separator are replaced whole. */
export const REDACTED = '[REDACTED]';

export function joinSegments(values: readonly string[]): JoinedSegments {
  const separator = ` ${pickMark(values)} `;
  const starts: number[] = [];
  let offset = 0;
  for (let i = 0; i < values.length; i++) {
    starts.push(offset);
    offset += values[i].length + separator.length;
  }
  return { text: values.join(separator), starts, separator };
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
  const { separator } = joined;
  let segment = 0;
  let pieceStart = 0;
  for (let at = maskedText.indexOf(separator); at !== -1; at = maskedText.indexOf(separator, at + separator.length)) {
    if (touched.has(segment)) values.set(segment, maskedText.slice(pieceStart, at));
    segment++;
    pieceStart = at + separator.length;
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
  const pieces = maskedText.split(joined.separator);
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

/** survives[i]: the separator after segment i is untouched by every masked span. */
function separatorsSurviving(joined: JoinedSegments, spans: readonly MaskedSpan[]): boolean[] {
  const { starts, separator } = joined;
  const survives = new Array<boolean>(Math.max(0, starts.length - 1)).fill(true);
  // lastIndexAtOrBefore puts a separator's characters in the segment before it.
  for (const span of spans) {
    const first = lastIndexAtOrBefore(starts, span.start);
    const last = lastIndexAtOrBefore(starts, Math.max(span.start, span.end - 1));
    const reachesSeparator = last < survives.length && span.end > starts[last + 1] - separator.length;
    const lastBroken = reachesSeparator ? last : last - 1;
    for (let i = first; i <= lastBroken; i++) survives[i] = false;
  }
  return survives;
}
