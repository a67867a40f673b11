import { lastIndexAtOrBefore } from '../../sorted-index.js';
import { LONG_LINE, LocalLines } from './local-lines.js';
import type { NearbyWords } from './nearby-words.js';
import { isOtherLetter } from './other-script-words.js';

/** Field delimiters of CSV and TSV exports: comma, semicolon, tab. */
const DELIMITERS: readonly number[] = [44, 59, 9];

const QUOTE = 34;
const LONGEST_HEADER_CELL = 40;

/** Blanks, quotes and the control characters a file's cells are joined with around a cell's value: `a, "b"` holds `b`. */
function isCellPadding(code: number): boolean {
  return code === 32 || code === QUOTE || (code >= 0x1c && code <= 0x1f);
}

/**
 * Where each field of the row `[from, to)` begins, split at `delimiter` outside double quotes
 * (`""` inside quotes toggles twice, so it stays quoted). Field k ends one before field k + 1
 * begins; the last ends at `to`.
 */
/** How many fields `fieldStarts` would list, without listing them. */
function fieldCount(text: string, from: number, to: number, delimiter: number): number {
  let count = 1;
  let quoted = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (code === delimiter && !quoted) count++;
  }
  return count;
}

function fieldStarts(text: string, from: number, to: number, delimiter: number): number[] {
  const starts = [from];
  let quoted = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (code === delimiter && !quoted) starts.push(i + 1);
  }
  return starts;
}

/** `[from, to)` without the blanks and quotes around its value. */
function trimCell(text: string, from: number, to: number): [number, number] {
  while (from < to && isCellPadding(text.charCodeAt(from))) from++;
  while (to > from && isCellPadding(text.charCodeAt(to - 1))) to--;
  return [from, to];
}

const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || isOtherLetter(code);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** Besides letters and digits, what column names hold: `last_invoice`, `Bank identifier code (BIC)`, `P/N`, `No.`. */
const HEADER_PUNCTUATION = new Set([...' _-./#()&'].map((ch) => ch.charCodeAt(0)));

/** By ASCII code unit: 1 for what a quoted or bare column name is made of. */
const NAME_UNITS = new Uint8Array(128);
for (let code = 0; code < 128; code++) NAME_UNITS[code] = isLetter(code) || isDigit(code) || HEADER_PUNCTUATION.has(code) || code === QUOTE ? 1 : 0;

/** A unit of a column name or its quotes; a table, as it is read for every unit around a word in reach of a header. */
function isNameUnit(code: number): boolean {
  return code < 128 ? NAME_UNITS[code] === 1 : isOtherLetter(code);
}

/** A column name: short, begins with a letter, more letters than digits, no other punctuation. */
function isHeaderCell(text: string, from: number, to: number): boolean {
  const [start, end] = trimCell(text, from, to);
  if (end - start > LONGEST_HEADER_CELL || start === end || !isLetter(text.charCodeAt(start))) return false;
  let letters = 0;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isLetter(code)) letters++;
    else if (isDigit(code)) digits++;
    else if (!HEADER_PUNCTUATION.has(code)) return false;
  }
  return digits * 2 <= letters;
}

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
/** Blanks and quotes looked past between a cell's value and its delimiter. */
const MOST_PADDING = 8;
/** Characters looked past between a word in a column name and the name's delimiter. */
const LONGEST_NAME_AROUND_WORD = 40;
/** Longer lines are prose or minified data, not table rows: they are never split (one field). */
const LONGEST_ROW = 1 << 16;

const endsRow = (code: number): boolean => code === LINE_FEED || code === CARRIAGE_RETURN || Number.isNaN(code);

/**
 * Column headers of delimited blocks (CSV, TSV) in one text, so a header cell counts as context
 * for the cells below it: `bic` over `ESYENLLL` three fields and a line away. A block is a run of
 * lines with the same number of fields (two or more) for one delimiter; its first line is a header
 * when every cell reads as a column name. Lines are found, split and grouped into blocks only
 * when a lookup asks, each at most once per delimiter, so the work stays linear in the text. A
 * line is named by its start offset.
 */
export class ColumnHeaders {
  /** The text read (`begin`) and the lines found in it so far; none until the first scan. */
  private text = '';
  private lines = new LocalLines('', LONGEST_ROW);
  /** Field starts by `line * 3 + delimiter slot`. */
  private readonly rows = new Map<number, number[]>();
  /** Field counts by the same key, for lines whose fields are only counted: most rows of a block. */
  private readonly widths = new Map<number, number>();
  private readonly blockStarts = new Map<number, number>();
  private readonly blockEnds = new Map<number, number>();
  private readonly headerRows = new Map<number, boolean>();

  constructor(private readonly words: NearbyWords) {}

  /** Reads another text's columns from now on (its words through the same `NearbyWords`); '' lets go of the last text. */
  begin(text: string): void {
    this.text = text;
    this.lines = new LocalLines(text, LONGEST_ROW);
    this.rows.clear();
    this.widths.clear();
    this.blockStarts.clear();
    this.blockEnds.clear();
    this.headerRows.clear();
  }

  /** A word of `words` in the header of the column whose cell is exactly the value `[start, end)`, or -1. */
  wordOver(start: number, end: number, words: ReadonlySet<number>): number {
    const slot = this.cellDelimiter(start, end);
    if (slot < 0) return -1;
    // A line too long to split is one field, in no block.
    const line = this.lines.startAt(start);
    if (line === LONG_LINE) return -1;
    const fields = this.fields(line, slot);
    const column = lastIndexAtOrBefore(fields, start);
    const [cellStart, cellEnd] = trimCell(this.text, fields[column], fieldEnd(fields, column, this.lines.endOf(line)));
    if (cellStart !== start || cellEnd !== end) return -1;
    const header = this.blockStart(line, slot);
    if (header === line || !this.isHeaderRow(header, slot)) return -1;
    const names = this.fields(header, slot);
    return this.wordWithin(...trimCell(this.text, names[column], fieldEnd(names, column, this.lines.endOf(header))), words);
  }

  /** Where the rows under the header holding the word `[start, end)` end, or -1 when it is in no header. */
  rowsEndBelow(start: number, end: number): number {
    if (!this.mayBeInHeaderCell(start, end)) return -1;
    const line = this.lines.startAt(start);
    const below = line === LONG_LINE ? -1 : this.lines.nextStart(line);
    if (below < 0) return -1;
    let rowsEnd = -1;
    for (let slot = 0; slot < DELIMITERS.length; slot++) {
      if (this.width(line, slot) < 2 || this.blockStart(below, slot) !== line || !this.isHeaderRow(line, slot)) continue;
      rowsEnd = Math.max(rowsEnd, this.blockEnd(line, slot));
    }
    return rowsEnd;
  }

  /**
   * Where the rows around `position` end when they lie under a header holding a word of `words`,
   * or -1: a chunk that begins inside such rows searches them, though the header lies before it.
   */
  rowsEndAround(position: number, words: ReadonlySet<number>): number {
    if (position >= this.text.length) return -1;
    const line = this.lines.startAt(position);
    if (line === LONG_LINE) return -1;
    let rowsEnd = -1;
    for (let slot = 0; slot < DELIMITERS.length; slot++) {
      const header = this.blockStart(line, slot);
      if (header === line || !this.isHeaderRow(header, slot)) continue;
      if (this.wordWithin(header, this.lines.endOf(header), words) < 0) continue;
      rowsEnd = Math.max(rowsEnd, this.blockEnd(header, slot));
    }
    return rowsEnd;
  }

  /** The slot of the delimiter next to a value with nothing else in its cell, or -1: most values are not cells, and this costs a few reads. */
  private cellDelimiter(start: number, end: number): number {
    const [previous, next] = unitsAround(this.text, start, end, MOST_PADDING, isCellPadding);
    const slot = DELIMITERS.indexOf(previous);
    if (slot >= 0) return next === previous || endsRow(next) ? slot : -1;
    return endsRow(previous) ? DELIMITERS.indexOf(next) : -1;
  }

  /** A word inside a column name: only name characters up to a delimiter on one side and up to a delimiter or the row's end on the other. */
  private mayBeInHeaderCell(start: number, end: number): boolean {
    const [previous, next] = unitsAround(this.text, start, end, LONGEST_NAME_AROUND_WORD, isNameUnit);
    const delimitedBefore = DELIMITERS.includes(previous);
    const delimitedAfter = DELIMITERS.includes(next);
    return (delimitedBefore || endsRow(previous)) && (delimitedAfter || endsRow(next)) && (delimitedBefore || delimitedAfter);
  }

  /** How many fields the line has, split at the slot's delimiter. */
  private width(line: number, slot: number): number {
    const key = line * DELIMITERS.length + slot;
    const fields = this.rows.get(key);
    if (fields !== undefined) return fields.length;
    let width = this.widths.get(key);
    if (width === undefined) {
      const end = this.lines.endOf(line);
      width = end - line > LONGEST_ROW ? 1 : fieldCount(this.text, line, end, DELIMITERS[slot]);
      this.widths.set(key, width);
    }
    return width;
  }

  private fields(line: number, slot: number): number[] {
    const key = line * DELIMITERS.length + slot;
    let fields = this.rows.get(key);
    if (fields === undefined) {
      const end = this.lines.endOf(line);
      fields = end - line > LONGEST_ROW ? [line] : fieldStarts(this.text, line, end, DELIMITERS[slot]);
      this.rows.set(key, fields);
    }
    return fields;
  }

  /** The first line of the block holding `line`; every line walked past remembers it, so no line is walked twice. */
  private blockStart(line: number, slot: number): number {
    const count = this.width(line, slot);
    if (count < 2) return line;
    const walked: number[] = [];
    let top = line;
    for (;;) {
      const known = this.blockStarts.get(top * DELIMITERS.length + slot);
      if (known !== undefined) {
        top = known;
        break;
      }
      walked.push(top);
      if (top === 0) break;
      const above = this.lines.previousStart(top);
      if (above === LONG_LINE || this.width(above, slot) !== count) break;
      top = above;
    }
    for (const row of walked) this.blockStarts.set(row * DELIMITERS.length + slot, top);
    return top;
  }

  /** Where the last line of the block headed by `header` ends. */
  private blockEnd(header: number, slot: number): number {
    const key = header * DELIMITERS.length + slot;
    const known = this.blockEnds.get(key);
    if (known !== undefined) return known;
    const count = this.width(header, slot);
    let last = header;
    for (let next = this.lines.nextStart(last); next >= 0 && this.width(next, slot) === count; next = this.lines.nextStart(last)) last = next;
    const end = this.lines.endOf(last);
    this.blockEnds.set(key, end);
    return end;
  }

  private isHeaderRow(line: number, slot: number): boolean {
    const key = line * DELIMITERS.length + slot;
    let header = this.headerRows.get(key);
    if (header === undefined) {
      const fields = this.fields(line, slot);
      const end = this.lines.endOf(line);
      header = fields.every((from, column) => isHeaderCell(this.text, from, fieldEnd(fields, column, end)));
      this.headerRows.set(key, header);
    }
    return header;
  }

  private wordWithin(from: number, to: number, words: ReadonlySet<number>): number {
    const hits = this.words.within(from, to - 1);
    for (let k = 0; k < hits.count; k++) if (hits.ends[k] <= to && words.has(hits.words[k])) return hits.words[k];
    return -1;
  }
}

/**
 * The unit before and the unit after `[start, end)` once up to `limit` units that `fits` accepts
 * are stepped over on each side; NaN past either end of the text.
 */
function unitsAround(text: string, start: number, end: number, limit: number, fits: (code: number) => boolean): [number, number] {
  let before = start;
  while (before > 0 && start - before < limit && fits(text.charCodeAt(before - 1))) before--;
  let after = end;
  while (after < text.length && after - end < limit && fits(text.charCodeAt(after))) after++;
  return [before > 0 ? text.charCodeAt(before - 1) : Number.NaN, text.charCodeAt(after)];
}

function fieldEnd(fields: readonly number[], column: number, rowEnd: number): number {
  return column + 1 < fields.length ? fields[column + 1] - 1 : rowEnd;
}

