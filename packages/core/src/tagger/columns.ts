import { NAME_COLUMNS } from './lexicon.js';
import { work } from './work.js';

/** Rows longer than this are not read as table rows: it bounds the work per cell. */
const MAX_ROW = 2000;
const DELIMITERS = [',', ';', '\t', '|'];

/** How many cells a row has: its delimiters outside quotes, plus one. */
function widthOf(text: string, from: number, to: number, delimiter: string): number {
  const code = delimiter.charCodeAt(0);
  let width = 1;
  let quoted = false;
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 34) quoted = !quoted;
    else if (unit === code && !quoted) width++;
  }
  return width;
}

/** White space and the control characters a file's cells are joined with, around a cell. */
const CELL_PADDING = /^[\s\u001c-\u001f]+|[\s\u001c-\u001f]+$/gu;

/** Cells of a row, outside quotes, with their offsets. */
function cells(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

export const NO_TABLE = 0;
export const OTHER_COLUMN = 1;
export const NAME_COLUMN = 2;
/** The first row of a block, read as its header: a table's, or a line such as `Thanks, Anna` with no rows under it. */
export const HEADER_ROW = 3;
export type ColumnKind = typeof NO_TABLE | typeof OTHER_COLUMN | typeof NAME_COLUMN | typeof HEADER_ROW;

interface Header {
  readonly start: number;
  /** By cell index, whether its column names a person. */
  readonly names: readonly boolean[];
}

/** Whether a header cell (lower-cased, trimmed) names a person's column. */
function namesPerson(cell: string): boolean {
  const name = cell.replace(/^["']|["']$/gu, '');
  return NAME_COLUMNS.has(name) || NAME_COLUMNS.has(name.replace(/[ -]/gu, '_'));
}

/**
 * Which rows of CSV-like blocks sit under a header naming a person (`name`, `Nachname`,
 * `apellido`): each line is read once per document, its header remembered for the rows below.
 */
export class NameColumns {
  /** Line start → the header cells over it (lower-cased), or null when it is in no table. */
  private readonly headers = new Map<number, Header | null>();
  private text = '';

  begin(text: string): void {
    this.text = text;
    this.headers.clear();
    this.rowStart = -1;
    this.rowEnd = -1;
    this.blockRowEnd = -1;
  }

  /** The last row asked about: its start, the offsets of its delimiters, and its header (null: none naming a person). */
  private rowStart = -1;
  private rowEnd = -1;
  /**
   * Per delimiter of `DELIMITERS`, the offsets of its occurrences outside quotes in the last row
   * read, in room kept from row to row (`delimiterCounts` of each are the row's): one read of the
   * row finds them all, and the row's delimiter is the one it holds most of.
   */
  private delimiterOffsets = DELIMITERS.map(() => new Int32Array(64));
  private readonly delimiterCounts = [0, 0, 0, 0];
  /** The offsets of the row's own delimiter, `rowDelimiterCount` of them. */
  private rowDelimiters = this.delimiterOffsets[0];
  private rowDelimiterCount = 0;
  private rowHeader: Header | null = null;
  /** The last row whose header was looked up: where its line ends, its delimiter and width, and the header. */
  private blockRowEnd = -1;
  private blockDelimiter = '';
  private blockWidth = 0;
  private blockHeader: Header | null = null;

  /** Whether `[start, end)` lies in a cell whose column header names a person. */
  inNameColumn(start: number, end: number): boolean {
    return this.columnAt(start, end) === NAME_COLUMN;
  }

  /** Whether `[start, end)` lies in a row of a table, in a column naming a person or another, or in a header row. */
  columnAt(start: number, end: number): ColumnKind {
    const text = this.text;
    // Cells of one row are asked about in turn: its start is looked for once.
    if (!(start >= this.rowStart && start < this.rowEnd)) {
      const from = lineStartWithin(text, start);
      if (from < 0) {
        // A line longer than a row can be: no table, for every cell asked about on it.
        this.rowStart = start;
        this.rowEnd = text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
        work.units += this.rowEnd - start;
        this.rowHeader = null;
        return NO_TABLE;
      }
      this.readRow(from, end);
    }
    const from = this.rowStart;
    const header = this.rowHeader;
    if (header === null) return NO_TABLE;
    if (header.start === from) return HEADER_ROW;
    // The cell's index: how many delimiters stand before it.
    const delimiters = this.rowDelimiters;
    let index = 0;
    let high = this.rowDelimiterCount;
    while (index < high) {
      const middle = (index + high) >>> 1;
      if (delimiters[middle] < start) index = middle + 1;
      else high = middle;
    }
    return header.names[index] === true ? NAME_COLUMN : OTHER_COLUMN;
  }

  /** Reads the row at `from` once: its delimiters and the header over it. */
  private readRow(from: number, end: number): void {
    const text = this.text;
    this.rowStart = from;
    this.rowDelimiterCount = 0;
    this.rowHeader = null;
    let to = text.indexOf('\n', end);
    if (to < 0) to = text.length;
    this.rowEnd = to;
    if (to > from && text.charCodeAt(to - 1) === 13) to--;
    if (to - from > MAX_ROW) return;
    work.units += to - from;
    const counts = this.delimiterCounts;
    counts[0] = counts[1] = counts[2] = counts[3] = 0;
    let quoted = false;
    for (let i = from; i < to; i++) {
      const unit = text.charCodeAt(i);
      if (unit === 34) quoted = !quoted;
      else if (!quoted) {
        const k = unit === 44 ? 0 : unit === 59 ? 1 : unit === 9 ? 2 : unit === 124 ? 3 : -1;
        if (k >= 0) this.addDelimiter(k, i);
      }
    }
    // The delimiter the row holds most of; on a tie, the first of `DELIMITERS`.
    let best = -1;
    for (let k = 0; k < DELIMITERS.length; k++) if (counts[k] > 0 && (best < 0 || counts[k] > counts[best])) best = k;
    if (best < 0) return;
    const delimiter = DELIMITERS[best];
    this.rowDelimiters = this.delimiterOffsets[best];
    this.rowDelimiterCount = counts[best];
    const width = this.rowDelimiterCount + 1;
    // The row right below the last one read, as wide: the same block, so the same header.
    if (from === this.blockRowEnd + 1 && delimiter === this.blockDelimiter && width === this.blockWidth) this.headers.set(from, this.blockHeader);
    else this.blockHeader = this.headerOver(from, delimiter, width);
    this.rowHeader = this.blockHeader;
    this.blockRowEnd = this.rowEnd;
    this.blockDelimiter = delimiter;
    this.blockWidth = width;
  }

  private addDelimiter(k: number, at: number): void {
    let offsets = this.delimiterOffsets[k];
    if (this.delimiterCounts[k] === offsets.length) {
      offsets = new Int32Array(2 * offsets.length);
      offsets.set(this.delimiterOffsets[k]);
      this.delimiterOffsets[k] = offsets;
    }
    offsets[this.delimiterCounts[k]++] = at;
  }

  /** The header of the block holding the row at `rowStart`: the first of the rows above with as many cells. */
  private headerOver(rowStart: number, delimiter: string, width: number): Header | null {
    const known = this.headers.get(rowStart);
    if (known !== undefined) return known;
    const walked: number[] = [];
    let header: Header | null = null;
    let at = rowStart;
    for (;;) {
      const seen = this.headers.get(at);
      if (seen !== undefined) {
        header = seen;
        break;
      }
      walked.push(at);
      const above = at === 0 ? -1 : lineStartWithin(this.text, at - 1);
      work.units += at - (above < 0 ? 0 : above);
      const aboveEnd = at - 1 > 0 && this.text.charCodeAt(at - 2) === 13 ? at - 2 : at - 1;
      const aboveWidth = above < 0 || aboveEnd - above > MAX_ROW ? 0 : widthOf(this.text, above, aboveEnd, delimiter);
      if (above < 0 || aboveWidth !== width) {
        // The block's first row: a header when it holds no digits.
        const line = this.text.slice(at, Math.max(at, this.text.indexOf('\n', at) < 0 ? this.text.length : this.text.indexOf('\n', at)));
        header = /\d/u.test(line) ? null : { start: at, names: cells(line.replace(/\r$/u, ''), delimiter).map((cell) => namesPerson(cell.replace(CELL_PADDING, '').toLowerCase())) };
        break;
      }
      at = above;
    }
    for (const line of walked) this.headers.set(line, header);
    return header;
  }
}

/** Start of the line holding `pos`, or -1 when it lies further back than a row can be long. */
function lineStartWithin(text: string, pos: number): number {
  const floor = Math.max(0, pos - MAX_ROW);
  for (let i = pos - 1; i >= floor; i--) {
    if (text.charCodeAt(i) === 10) {
      work.units += pos - i;
      return i + 1;
    }
  }
  work.units += pos - floor;
  return floor === 0 ? 0 : -1;
}
