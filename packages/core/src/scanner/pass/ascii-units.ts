/** Every non-ASCII UTF-16 unit reads as this one value: built-in patterns only tell "some non-ASCII char" apart. */
export const NON_ASCII_UNIT = 128;

/** A window of no units, its closing 0 alone: held where no scan's window is, so none is kept alive. */
export const NO_UNITS = new Uint8Array(1);

/**
 * Texts are copied in blocks, so one non-ASCII character sends only its own block to the slow
 * path; a block that holds one is tried again in smaller blocks, as text in European languages
 * has a non-ASCII letter in most large blocks but not in most small ones.
 */
const BLOCK = 1 << 14;
const SMALL_BLOCK = 1 << 10;
/** Units in each block `asciiUnits` reports as holding one outside ASCII. */
export const OTHER_BLOCK = SMALL_BLOCK;

const encoder = new TextEncoder();

/**
 * The UTF-16 units of `text` in `[from, to)` as bytes (non-ASCII units as NON_ASCII_UNIT), unit
 * `from` at index 0, with a 0 after the last: scanners read a chunk's window, never a copy of
 * the whole text. Reading a typed array is cheaper than `charCodeAt`, and
 * `TextEncoder.encodeInto` copies ASCII at memory speed; a small block whose UTF-8 runs longer
 * than its units is copied in a loop instead. `into`, when long enough, is filled instead of a new array;
 * `otherBlocks`, when given, receives the text offset of each block of `OTHER_BLOCK` units that
 * holds a unit outside ASCII.
 */
export function asciiUnits(text: string, from = 0, to = text.length, into?: Uint8Array, otherBlocks?: number[]): Uint8Array {
  const length = to - from;
  const units = into !== undefined && into.length > length ? into.subarray(0, length + 1) : new Uint8Array(length + 1);
  for (let block = from; block < to; block += BLOCK) {
    const blockEnd = Math.min(to, block + BLOCK);
    if (encodesAsAscii(text, units, from, block, blockEnd)) continue;
    for (let small = block; small < blockEnd; small += SMALL_BLOCK) {
      const smallEnd = Math.min(blockEnd, small + SMALL_BLOCK);
      if (encodesAsAscii(text, units, from, small, smallEnd)) continue;
      copyUnits(text, units, from, small, smallEnd);
      otherBlocks?.push(small);
    }
  }
  units[length] = 0;
  return units;
}

/** Copies `[start, end)` with `encodeInto`; true when every unit there was ASCII, so the copy is right. */
function encodesAsAscii(text: string, units: Uint8Array, base: number, start: number, end: number): boolean {
  const { read, written } = encoder.encodeInto(text.substring(start, end), units.subarray(start - base, end - base));
  return read === end - start && written === end - start;
}

function copyUnits(text: string, units: Uint8Array, base: number, start: number, end: number): void {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    units[i - base] = code < 128 ? code : NON_ASCII_UNIT;
  }
}
