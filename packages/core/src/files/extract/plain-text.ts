import { lastIndexAtOrBefore } from '../../sorted-index.js';
import { utf8File, type Extraction, type FindingLocation } from './extraction.js';

/** Plain text: the text itself; findings are located by line; the masked file is UTF-8 text. */
export function extractPlainText(text: string, mediaType: string): Extraction {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const maskedType = mediaType === 'application/xml' ? mediaType : 'text/plain; charset=utf-8';
  return {
    text,
    // Offsets of plain text stay document offsets, so unitStart is 0.
    locate: (offset) => ({ location: { line: lastIndexAtOrBefore(lineStarts, offset) + 1 }, unitStart: 0 }),
    renderMasked: (maskedText) => utf8File(maskedText, maskedType, maskedType === mediaType ? 'xml' : 'txt'),
  };
}

/** Pages or paragraphs joined by blank lines; the masked file is plain text either way. */
export function extractJoinedUnits(
  units: readonly string[],
  locationOf: (index: number) => FindingLocation,
): Extraction {
  const starts: number[] = [];
  let text = '';
  units.forEach((unit, index) => {
    if (index > 0) text += '\n\n';
    starts.push(text.length);
    text += unit;
  });
  if (starts.length === 0) starts.push(0);
  return {
    text,
    locate: (offset) => {
      const index = lastIndexAtOrBefore(starts, offset);
      return { location: locationOf(index), unitStart: starts[index] };
    },
    renderMasked: (maskedText) => utf8File(maskedText, 'text/plain; charset=utf-8', 'txt'),
  };
}
