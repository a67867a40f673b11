import type { RE2 } from 're2-wasm';
import { re2Engine } from './re2-engine.js';

/** Longest match a user-supplied pattern may produce; longer ones are cut at a slice edge. */
export const CUSTOM_MAX_MATCH = 512;
/** re2-wasm copies its whole input into a fixed heap on every call, so slices stay small. */
const MIN_SLICE = 512;
const MAX_SLICE = 64 * 1024;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** re2-wasm misplaces offsets after a lone surrogate; U+FFFD keeps the UTF-16 length and the offsets. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

const SURROGATE = /[\ud800-\udfff]/;

/** re2-wasm reports match positions in code points; the scanner speaks UTF-16 units. */
function utf16Index(wellFormedText: string, codePointIndex: number): number {
  if (!SURROGATE.test(wellFormedText)) return codePointIndex;
  let units = 0;
  for (let points = 0; points < codePointIndex && units < wellFormedText.length; points++) {
    const code = wellFormedText.charCodeAt(units);
    units += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return units;
}

/**
 * Compiles a user pattern for RE2 (linear time); throws SyntaxError when RE2 rejects it, and
 * PatternEngineUnavailableError (before looking at the pattern) where RE2 cannot load.
 */
export function compileRe2(pattern: string, ignoreCase = false): RE2 {
  const Engine = re2Engine();
  return new Engine(pattern, ignoreCase ? 'giu' : 'gu');
}

/**
 * Reports non-empty matches of `re` that start in `[from, to)` of `text`. Each call hands RE2 a
 * bounded slice; a slice grows while nothing is found and shrinks after a match, so the total work
 * stays linear in the range plus a bounded cost per match.
 */
export function re2Search(re: RE2, text: string, from: number, to: number, onMatch: (start: number, end: number) => void): void {
  let pos = from;
  let size = MIN_SLICE;
  while (pos < to) {
    const windowEnd = Math.min(to, pos + size);
    const slice = wellFormed(text.slice(pos, Math.min(text.length, windowEnd + CUSTOM_MAX_MATCH)));
    re.lastIndex = 0;
    const m = re.exec(slice);
    const index = m === null ? 0 : utf16Index(slice, m.index);
    if (m === null || pos + index >= windowEnd) {
      pos = windowEnd;
      size = Math.min(size * 2, MAX_SLICE);
      continue;
    }
    const start = pos + index;
    const end = start + (m[0] ?? '').length;
    if (end > start) onMatch(start, end);
    pos = end > start ? end : start + 1;
    size = MIN_SLICE;
  }
}

/** True when `anchored` (compiled from `^(?:pattern)$`) matches `value`. */
export function re2Matches(anchored: RE2, value: string): boolean {
  anchored.lastIndex = 0;
  return anchored.test(wellFormed(value));
}
