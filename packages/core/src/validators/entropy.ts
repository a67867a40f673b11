/**
 * Shannon entropy of a string in bits per character (0 for the empty string).
 * Random base62 keys score above 4.5; words, repeated fillers and placeholders score far lower.
 */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const total = [...value].length;
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / total;
    bits -= p * Math.log2(p);
  }
  return bits;
}
