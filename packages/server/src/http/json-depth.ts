/** Deepest nesting of arrays and objects a JSON request body may have; no route needs near this many. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests deeper than `limit`, read in one pass over its characters before
 * anything parses it: a body of a million nested arrays is refused at once instead of being
 * built into values and walked by validation. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
