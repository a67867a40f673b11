import { lastIndexAtOrBefore } from '../../sorted-index.js';
import { utf8File, type Extraction } from './extraction.js';
import { jsonScalars, scalarPath } from './json-tokens.js';
import { joinSegments, maskedSegments } from './segments.js';

/**
 * JSON: keys, string values and numbers are scanned; findings are located by JSON path; the
 * masked file is the same document with only the masked scalars rewritten (a masked number
 * becomes a string), so it parses to the same shape.
 */
export function extractJson(source: string): Extraction {
  const scalars = jsonScalars(source);
  const joined = joinSegments(scalars.values);
  return {
    text: joined.text,
    locate: (offset) => {
      const index = lastIndexAtOrBefore(joined.starts, offset);
      const path = scalarPath(scalars, index);
      const location = scalars.roles[index] === 'key' ? { path, key: true as const } : { path };
      return { location, unitStart: joined.starts[index] ?? 0 };
    },
    renderMasked: (maskedText, spans) => {
      const masked = maskedSegments(joined, maskedText, spans);
      const parts: string[] = [];
      let copied = 0;
      // Map order is insertion order: ascending segment indices, so the source is copied once, in order.
      for (const [index, value] of masked) {
        if (value === scalars.values[index]) continue;
        parts.push(source.slice(copied, scalars.rawStarts[index]), JSON.stringify(value));
        copied = scalars.rawEnds[index];
      }
      parts.push(source.slice(copied));
      return utf8File(parts.join(''), 'application/json; charset=utf-8', 'json');
    },
  };
}
