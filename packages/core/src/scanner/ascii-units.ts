/** Every non-ASCII UTF-16 unit reads as this one value: built-in patterns only tell "some non-ASCII char" apart. */
export const NON_ASCII_UNIT = 128;

/**
 * Texts are copied in blocks, so one non-ASCII character sends only its own block to the slow
 * path; a block that holds one is tried again in smaller blocks, as text in European languages
 * has a non-ASCII letter in most large blocks but not in most small ones.
 */
const BLOCK = 1 << 14;
const SMALL_BLOCK = 1 << 10;

const encoder = new TextEncoder();

/**
 * The text's UTF-16 units as bytes (non-ASCII units as NON_ASCII_UNIT), with a 0 after the last.
 * Reading a typed array costs a third of `charCodeAt`, and `TextEncoder.encodeInto` copies ASCII
 * at memory speed; a small block whose UTF-8 runs longer than its units is copied in a loop instead.
 */
export function asciiUnits(text: string): Uint8Array {
  const units = new Uint8Array(text.length + 1);
  for (let from = 0; from < text.length; from += BLOCK) {
    const to = Math.min(text.length, from + BLOCK);
    if (encodesAsAscii(text, units, from, to)) continue;
    for (let small = from; small < to; small += SMALL_BLOCK) {
      const smallEnd = Math.min(to, small + SMALL_BLOCK);
      if (!encodesAsAscii(text, units, small, smallEnd)) copyUnits(text, units, small, smallEnd);
    }
  }
  units[text.length] = 0;
  return units;
}

/** Copies `[from, to)` with `encodeInto`; true when every unit there was ASCII, so the copy is right. */
function encodesAsAscii(text: string, units: Uint8Array, from: number, to: number): boolean {
  const { read, written } = encoder.encodeInto(text.substring(from, to), units.subarray(from, to));
  return read === to - from && written === to - from;
}

function copyUnits(text: string, units: Uint8Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    units[i] = code < 128 ? code : NON_ASCII_UNIT;
  }
}
