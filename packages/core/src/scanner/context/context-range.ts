const LINE_FEED = 10;

const isBlank = (code: number): boolean => code === 32 || code === 9 || code === 13;
/** Blanks, line breaks and the punctuation that ends a label on its own line (`Primary key:`). */
const isLabelTail = (code: number): boolean => isBlank(code) || code === LINE_FEED || code === 58 || code === 35 || code === 61;

/**
 * Where the context of the value starting at `start` begins, `from` at most: a context word binds
 * to a value on its own line (`DOB: 2003-05-13`, not the `Seen 2023-08-09` below it), or, when the
 * value begins its line, to the word that ends the line above (`routing number:` over a line
 * holding only the number). Only the window is searched for line breaks, so the cost stays bounded
 * on long lines. The two ends are read apart, so an assessment allocates no pair.
 */
export function contextFrom(text: string, start: number, from: number): number {
  let lineFrom = start;
  while (lineFrom > from && lineFrom > 0 && text.charCodeAt(lineFrom - 1) !== LINE_FEED) lineFrom--;
  if (lineFrom > from && lineFrom > 0 && onlyBlanks(text, lineFrom, start)) {
    // Only a word that touches the end of the label line's text counts: the word that ends it.
    let labelEnd = lineFrom;
    while (labelEnd > from && isLabelTail(text.charCodeAt(labelEnd - 1))) labelEnd--;
    return labelEnd;
  }
  return lineFrom;
}

/** Where the context of the value ending at `end` ends, `to` at most: the end of its line. */
export function contextTo(text: string, end: number, to: number): number {
  let lineTo = end;
  while (lineTo < to && lineTo < text.length && text.charCodeAt(lineTo) !== LINE_FEED) lineTo++;
  return lineTo;
}

function onlyBlanks(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlank(text.charCodeAt(i))) return false;
  return true;
}
