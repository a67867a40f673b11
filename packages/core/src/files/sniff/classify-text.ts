import { parseCsv } from '../extract/csv-parse.js';

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** Rows read to judge whether text is delimited. */
const SNIFF_ROWS = 50;

/**
 * The delimiter whose columns are consistent: at least two rows, every sniffed row with the
 * same number of fields, and at least two fields. Null when no delimiter fits.
 */
export function detectDelimiter(text: string): string | null {
  let best: { delimiter: string; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    if (!text.includes(delimiter)) continue;
    const rows = parseCsv(text, delimiter, SNIFF_ROWS);
    if (rows.length < 2) continue;
    const columns = rows[0].length;
    if (columns < 2 || !rows.every((row) => row.length === columns)) continue;
    if (best === null || columns > best.columns) best = { delimiter, columns };
  }
  return best?.delimiter ?? null;
}

/** Valid JSON whose top level is an object or an array (a bare number or word is text). */
export function isJsonDocument(text: string): boolean {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
