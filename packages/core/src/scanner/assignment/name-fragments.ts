/**
 * Parts of words that every name an `assignment` detector asks about holds (`password`, `secret`,
 * `token`, `api_key`, `auth`, `credential`, `bearer`, `private_key`, `pwd`, `signature`): a name
 * without one is passed over before it is split into words.
 */
const NAME_FRAGMENTS = ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'cred', 'bearer', 'pat'];
/** `pat` (a personal access token) counts only at a word's end: `GITHUB_PAT`, `adoPat`, never `path` or `pattern`. */
const WORD_END_FRAGMENT = 'pat';
/** A unit's letter class for the triple table: 1–26 for a letter in either case, 0 for anything else. */
export function letterOf(unit: number): number {
  const lower = unit | 32;
  return lower >= 97 && lower <= 122 ? lower - 96 : 0;
}

export const tripleKey = (a: number, b: number, c: number) => (a << 10) | (b << 5) | c;
/** 1 at the key of each fragment's first three letters: a name holding none of them is passed over. */
export const FRAGMENT_TRIPLES = new Uint8Array(1 << 15);
for (const fragment of NAME_FRAGMENTS) FRAGMENT_TRIPLES[tripleKey(letterOf(fragment.charCodeAt(0)), letterOf(fragment.charCodeAt(1)), letterOf(fragment.charCodeAt(2)))] = 1;

export function holdsFragment(text: string, start: number, end: number): boolean {
  let a = 0;
  let b = 0;
  for (let k = start; k < end; k++) {
    const c = letterOf(text.charCodeAt(k));
    if (FRAGMENT_TRIPLES[tripleKey(a, b, c)] === 1 && a !== 0 && startsFragment(text, k - 2, end)) return true;
    a = b;
    b = c;
  }
  return false;
}

/** Whether a whole fragment begins at `from` (its first three letters matched already). */
function startsFragment(text: string, from: number, end: number): boolean {
  for (const fragment of NAME_FRAGMENTS) {
    if (from + fragment.length > end) continue;
    let same = true;
    for (let j = 0; j < fragment.length && same; j++) same = (text.charCodeAt(from + j) | 32) === fragment.charCodeAt(j);
    if (!same) continue;
    if (fragment !== WORD_END_FRAGMENT) return true;
    const next = text.charCodeAt(from + fragment.length);
    if (!(next >= 97 && next <= 122)) return true;
  }
  return false;
}

