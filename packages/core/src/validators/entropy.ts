/** Per ASCII unit: how often it occurs in the string being measured; zeroed again after each call. */
const counts = new Int32Array(128);
/** The string's distinct ASCII units in order of first occurrence. */
const order = new Int32Array(128);

/**
 * Shannon entropy of a string in bits per character (0 for the empty string).
 * Random base62 keys score above 4.5; words, repeated fillers and placeholders score far lower.
 * It runs on every candidate secret, so ASCII strings are counted in a typed array, summing in
 * order of first occurrence as the general path does, so both give the same bits.
 */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  let distinct = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 128) {
      for (let k = 0; k < distinct; k++) counts[order[k]] = 0;
      return codePointEntropy(value);
    }
    if (counts[code]++ === 0) order[distinct++] = code;
  }
  let bits = 0;
  for (let k = 0; k < distinct; k++) {
    const p = counts[order[k]] / value.length;
    bits -= p * Math.log2(p);
    counts[order[k]] = 0;
  }
  return bits;
}

/** The same over code points, for strings with non-ASCII characters (an emoji is one character). */
function codePointEntropy(value: string): number {
  const tally = new Map<string, number>();
  let total = 0;
  for (const ch of value) {
    tally.set(ch, (tally.get(ch) ?? 0) + 1);
    total++;
  }
  let bits = 0;
  for (const count of tally.values()) {
    const p = count / total;
    bits -= p * Math.log2(p);
  }
  return bits;
}
