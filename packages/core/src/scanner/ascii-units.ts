/** Every non-ASCII UTF-16 unit reads as this one value: built-in patterns only tell "some non-ASCII char" apart. */
export const NON_ASCII_UNIT = 128;

/** Texts are copied in blocks, so one non-ASCII character sends only its own block to the slow path. */
const BLOCK = 1 << 14;

const encoder = new TextEncoder();

/**
 * The text's UTF-16 units as bytes (non-ASCII units as NON_ASCII_UNIT), with a 0 after the last.
 * Reading a typed array costs a third of `charCodeAt`, and `TextEncoder.encodeInto` copies ASCII
 * at memory speed. A text with non-ASCII characters is copied again in blocks, and a block whose
 * UTF-8 runs longer than its units is copied in a loop instead.
 */
export function asciiUnits(text: string): Uint8Array {
  const units = new Uint8Array(text.length + 1);
  const whole = encoder.encodeInto(text, units);
  if (whole.read === text.length && whole.written === text.length) {
    units[text.length] = 0;
    return units;
  }
  for (let from = 0; from < text.length; from += BLOCK) {
    const to = Math.min(text.length, from + BLOCK);
    const { read, written } = encoder.encodeInto(text.substring(from, to), units.subarray(from, to));
    if (read !== to - from || written !== to - from) copyUnits(text, units, from, to);
  }
  units[text.length] = 0;
  return units;
}

function copyUnits(text: string, units: Uint8Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    units[i] = code < 128 ? code : NON_ASCII_UNIT;
  }
}
