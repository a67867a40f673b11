import { base64OfBytes, bytesOfBase64 } from '../../base64.js';
import { KEEP, REFUSE, type PrefixAutomaton } from './prefix-automaton.js';

/**
 * An automaton as it ships in the package: its moves run-length coded (most rows are long runs
 * of REFUSE), as base64 text, so a fresh process decodes the built-in one instead of working out
 * its subsets, which before V8 has optimised that code costs tens of milliseconds.
 */
export interface PackedAutomaton {
  /** The key of the patterns it was worked out for (`digitPatternsKey`). */
  readonly key: string;
  readonly width: number;
  /** Rows of `moves`, one per subset. */
  readonly rows: number;
  /** `classes`, base64. */
  readonly classes: string;
  /** `moves` as varint pairs (move code, run length), base64; a move code is 0 for REFUSE, 1 for KEEP, else the next subset's id + 2. */
  readonly moves: string;
}

export function packAutomaton(automaton: PrefixAutomaton, key: string): PackedAutomaton {
  const { moves, width } = automaton;
  const bytes: number[] = [];
  const varint = (value: number) => {
    for (; value >= 128; value >>>= 7) bytes.push((value & 127) | 128);
    bytes.push(value);
  };
  for (let at = 0; at < moves.length; ) {
    let end = at + 1;
    while (end < moves.length && moves[end] === moves[at]) end++;
    varint(moves[at] === REFUSE ? 0 : moves[at] === KEEP ? 1 : moves[at] / width + 2);
    varint(end - at);
    at = end;
  }
  return { key, width, rows: moves.length / width, classes: base64OfBytes(automaton.classes), moves: base64OfBytes(Uint8Array.from(bytes)) };
}

export function unpackAutomaton(packed: PackedAutomaton): PrefixAutomaton {
  const { width, rows } = packed;
  const bytes = bytesOfBase64(packed.moves);
  const moves = new Int32Array(rows * width);
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 127) * 2 ** shift;
      if (byte < 128) return value;
    }
  };
  let to = 0;
  while (at < bytes.length) {
    // Two varints: the move's code, then how many times it repeats.
    const code = varint();
    const run = varint();
    moves.fill(code === 0 ? REFUSE : code === 1 ? KEEP : (code - 2) * width, to, to + run);
    to += run;
  }
  return { classes: bytesOfBase64(packed.classes), width, moves };
}
