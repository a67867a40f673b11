/** One CSV field: its decoded value and where its raw form (quotes included) sits in the source. */
export interface CsvCell {
  readonly value: string;
  readonly rawStart: number;
  readonly rawEnd: number;
  readonly quoted: boolean;
  /** 1-based. */
  readonly row: number;
  /** 1-based. */
  readonly column: number;
}

const QUOTE = 34; // "
const CR = 13;
const LF = 10;

type FieldVisitor = (cell: CsvCell) => void;

/**
 * RFC 4180 parsing (quoted fields, doubled quotes, CRLF or LF) that keeps each field's raw
 * span, so a masked file can replace exactly the field and keep the rest byte for byte.
 * A blank last line yields no row. Stops after `maxRows` rows. Returns the number of rows.
 */
export function visitCsv(text: string, delimiter: string, maxRows: number, visit: FieldVisitor): number {
  const delimiterCode = delimiter.charCodeAt(0);
  let rows = 0;
  let column = 0;
  let i = 0;
  while (i <= text.length && rows < maxRows) {
    if (i === text.length && column === 0) break;
    const cell = readField(text, i, delimiterCode, rows + 1, column + 1);
    visit(cell);
    column++;
    i = cell.rawEnd;
    const code = text.charCodeAt(i);
    if (code === delimiterCode) {
      i++;
      continue;
    }
    rows++;
    column = 0;
    if (code === CR && text.charCodeAt(i + 1) === LF) i += 2;
    else i++;
  }
  return rows;
}

/** Rows of cells (for sniffing a few rows; extraction visits fields without building rows). */
export function parseCsv(text: string, delimiter: string, maxRows = Infinity): CsvCell[][] {
  const rows: CsvCell[][] = [];
  visitCsv(text, delimiter, maxRows, (cell) => {
    if (cell.column === 1) rows.push([]);
    rows[rows.length - 1].push(cell);
  });
  return rows;
}

function readField(text: string, start: number, delimiterCode: number, row: number, column: number): CsvCell {
  if (text.charCodeAt(start) === QUOTE) {
    let value = '';
    let chunkStart = start + 1;
    let i = chunkStart;
    while (i < text.length) {
      if (text.charCodeAt(i) === QUOTE) {
        value += text.slice(chunkStart, i);
        if (text.charCodeAt(i + 1) === QUOTE) {
          value += '"';
          i += 2;
          chunkStart = i;
          continue;
        }
        // Characters between a closing quote and the next delimiter are kept as they stand.
        const after = nextBoundary(text, i + 1, delimiterCode);
        value += text.slice(i + 1, after);
        return { value, rawStart: start, rawEnd: after, quoted: true, row, column };
      }
      i++;
    }
    value += text.slice(chunkStart);
    return { value, rawStart: start, rawEnd: text.length, quoted: true, row, column };
  }
  const end = nextBoundary(text, start, delimiterCode);
  return { value: text.slice(start, end), rawStart: start, rawEnd: end, quoted: false, row, column };
}

function nextBoundary(text: string, from: number, delimiterCode: number): number {
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === delimiterCode || code === LF || code === CR) return i;
    i++;
  }
  return i;
}

/** Writes a value as a CSV field, quoting when the original was quoted or the value needs it. */
export function encodeCsvField(value: string, quoted: boolean, delimiter: string): string {
  const needsQuotes = quoted || value.includes(delimiter) || /["\r\n]/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}
