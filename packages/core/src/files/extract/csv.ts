import { lastIndexAtOrBefore } from '../../sorted-index.js';
import { encodeCsvField, visitCsv } from './csv-parse.js';
import { utf8File, type Extraction } from './extraction.js';
import { joinSegments, joinTable, maskedSegments } from './segments.js';

/**
 * Delimited text: every cell is scanned, in rows under their header as a table reads; findings
 * are located by row and column; the masked file is the same CSV with only the masked cells
 * rewritten (their quoting kept).
 */
export function extractCsv(source: string, delimiter: string, mediaType: string): Extraction {
  // One column per field: a 20 MB file holds millions of cells, too many for an object each.
  const values: string[] = [];
  const rawStarts: number[] = [];
  const rawEnds: number[] = [];
  const quoted: boolean[] = [];
  const rows: number[] = [];
  const columns: number[] = [];
  visitCsv(source, delimiter, Infinity, (cell) => {
    values.push(cell.value);
    rawStarts.push(cell.rawStart);
    rawEnds.push(cell.rawEnd);
    quoted.push(cell.quoted);
    rows.push(cell.row);
    columns.push(cell.column);
  });
  const joined = joinTable(values, rows) ?? joinSegments(values);
  const extension = delimiter === '\t' ? 'tsv' : 'csv';
  return {
    text: joined.text,
    locate: (offset) => {
      const index = lastIndexAtOrBefore(joined.starts, offset);
      return { location: { row: rows[index], column: columns[index] }, unitStart: joined.starts[index] ?? 0 };
    },
    renderMasked: (maskedText, spans) => {
      const masked = maskedSegments(joined, maskedText, spans);
      const parts: string[] = [];
      let copied = 0;
      // Map order is insertion order: ascending segment indices, so the source is copied once, in order.
      for (const [index, value] of masked) {
        if (value === values[index]) continue;
        parts.push(source.slice(copied, rawStarts[index]), encodeCsvField(value, quoted[index], delimiter));
        copied = rawEnds[index];
      }
      parts.push(source.slice(copied));
      return utf8File(parts.join(''), `${mediaType}; charset=utf-8`, extension);
    },
  };
}
