/**
 * A chunk's window of the text as the stages read it: `units[i]` is the text's UTF-16 unit
 * `base + i` as `asciiUnits` copies it (ASCII as itself, any other as 128), followed by a 0 that
 * stands for the end of the window. Positions handed between stages are text offsets; a stage
 * reads `units[position - base]` where a unit's kind is all it needs, and `text` otherwise.
 */
export interface Window {
  readonly text: string;
  readonly units: Uint8Array;
  readonly base: number;
}
