/** RE2's largest repetition count; nested counts may not multiply past it either. */
const RE2_MAX_REPEAT = 1000;

/**
 * A pattern for a run of up to `(blocks + 1) * 1000` characters of one class, for values longer
 * than one RE2 repetition allows (JWT payloads, PEM bodies). The run is written as nested optional
 * blocks of exactly 1000 characters and a tail of `minTail` to 1000: each block boundary is fixed,
 * so a failing attempt backtracks through at most `blocks` tails, never through every split.
 */
export function longRun(charClass: string, minTail: number, blocks: number): string {
  let nested = '';
  for (let i = 0; i < blocks; i++) nested = `(?:${charClass}{${RE2_MAX_REPEAT}}${nested})?`;
  return `${nested}${charClass}{${minTail},${RE2_MAX_REPEAT}}`;
}
