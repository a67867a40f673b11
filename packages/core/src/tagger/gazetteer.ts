import { GIVEN_NAMES, SURNAMES, WORD_GIVEN_NAMES } from './data/gazetteer.js';

let given: ReadonlySet<string> | null = null;
let wordNames: ReadonlySet<string> | null = null;
let surnames: ReadonlySet<string> | null = null;

/** Lower-cased given names of the eight languages and of other Latin-script locales, split on first use. */
export function givenNames(): ReadonlySet<string> {
  given ??= new Set(GIVEN_NAMES.split(' '));
  return given;
}

/** Given names that are also everyday words or two letters long (`hope`, `an`), split on first use. */
export function wordGivenNames(): ReadonlySet<string> {
  wordNames ??= new Set(WORD_GIVEN_NAMES.split(' '));
  return wordNames;
}

/** Lower-cased surnames of the same locales, split on first use. */
export function surnameSet(): ReadonlySet<string> {
  surnames ??= new Set(SURNAMES.split(' '));
  return surnames;
}

/**
 * Endings that mark a surname in Polish (`-ski`, `-wicz`), Swedish and Nordic (`-sson`, `-berg`),
 * Dutch and German (`-mann`) and Irish or Scottish openings (`Mc`, `O'`): an unknown word with one
 * counts as a surname.
 */
const SURNAME_ENDINGS = ['ski', 'ska', 'cki', 'cka', 'dzki', 'dzka', 'wicz', 'owicz', 'ewicz', 'czyk', 'czak', 'iak', 'sson', 'ström', 'qvist', 'kvist', 'gren', 'lund', 'mann', 'inger', 'ini', 'etti', 'otti', 'ucci', 'ez', 'sen'];

export function hasSurnameShape(lower: string): boolean {
  if (lower.length < 4) return false;
  if (/^(?:mc|mac|o['’]|fitz)\p{L}/u.test(lower)) return true;
  for (const ending of SURNAME_ENDINGS) if (lower.length > ending.length + 2 && lower.endsWith(ending)) return true;
  return false;
}
