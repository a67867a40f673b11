import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LATIN_1_SEARCHES, UNICODE_SEARCHES, spelledOutSearchesOnce, isOutsideSpelledOut, nameSearchesFor, type NameSearches } from '../../src/tagger/name-searches.js';

/** Where each match of a global search ends, in order. */
function ends(search: RegExp, text: string): number[] {
  const found: number[] = [];
  search.lastIndex = 0;
  while (search.test(text)) found.push(search.lastIndex);
  return found;
}

/** Where a sticky search's match from each offset ends, or -1. */
function stickyEnds(search: RegExp, text: string): number[] {
  return Array.from({ length: text.length + 1 }, (_, at) => {
    search.lastIndex = at;
    return search.test(text) ? search.lastIndex : -1;
  });
}

// Units each class tells apart: ASCII and other letters of both cases (Latin-1, Latin Extended,
// Greek, Cyrillic, letter-like symbols, kana, outside the Basic Multilingual Plane), a combining
// mark, emoji, apostrophes, hyphens, particles, titles, the separators the searches look behind, digits and symbols.
const piece = fc.constantFrom(
  'Anna', 'anna', 'Jean-Luc', 'O’Brien', "d'Arc", 'J.', ' ', '  ', '\t', '\n', ',', ':', '"', '.', "'", '’', '-', 'van ', 'de la ', 'heer ', 'Dr ',
  'Ł', 'ż', 'É', 'é', 'ß', 'µ', 'Ω', 'ω', 'Ж', 'ж', '\u0301', 'ℕ', 'あ', '𝐀', '𝐚', '😀', '❤️', '€', '—', '“', '1', '_',
);
const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

function expectSameMatches(searches: NameSearches, sample: string): void {
  expect(ends(searches.candidate, sample)).toEqual(ends(LATIN_1_SEARCHES.candidate, sample));
  expect(ends(searches.mentionStart, sample)).toEqual(ends(LATIN_1_SEARCHES.mentionStart, sample));
  expect(stickyEnds(searches.run, sample)).toEqual(stickyEnds(LATIN_1_SEARCHES.run, sample));
}

describe('the spellings of the name searches find the same', () => {
  test('the one for code points beyond the Basic Multilingual Plane, in any text', () => {
    fc.assert(
      fc.property(text, (sample) => expectSameMatches(UNICODE_SEARCHES, sample)),
      { numRuns: 1000 },
    );
  });

  test('the one with its classes written out, in any text of the blocks they were written out for', () => {
    const spelledOut = (sample: string) => [...sample].map((ch) => ([...ch].some((unit) => isOutsideSpelledOut(unit.charCodeAt(0))) ? 'x' : ch)).join('');
    fc.assert(
      fc.property(text, (sample) => expectSameMatches(spelledOutSearchesOnce(), spelledOut(sample))),
      { numRuns: 1000 },
    );
  });

  test.each([
    ['Anna Schmidt and Jürgen Weiß', LATIN_1_SEARCHES],
    ['', LATIN_1_SEARCHES],
    ['Anna Schmidt “quoted”', spelledOutSearchesOnce()],
    ['Łukasz Żółć', spelledOutSearchesOnce()],
    ['𝐀nna Schmidt', spelledOutSearchesOnce()],
  ])('%j is searched in the spelling for its units', (sample, expected) => {
    expect(nameSearchesFor(sample)).toBe(expected);
  });

  test('the one with its classes written out stops at each unit of a block they were not written out for, for the other to read the text', () => {
    expect(spelledOutSearchesOnce().spelledOutOnly).toBe(true);
    expect(ends(spelledOutSearchesOnce().candidate, 'well 😀\nAnna あ 𝐀')).toEqual([9, 14, 16]);
    expect(UNICODE_SEARCHES.spelledOutOnly).toBe(false);
  });
});
