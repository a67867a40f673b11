import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { mask, scan } from '@preflight/core';
import { GIVEN_NAMES, SURNAMES, WORD_GIVEN_NAMES } from '../../src/tagger/data/gazetteer.js';
import { AMBIGUOUS_NAMES, NOT_NAMES, ORGANISATION_WORDS, PARTICLES, ROLE_TITLES, STREET_WORDS, TITLES, SALUTATIONS } from '../../src/tagger/lexicon.js';
import { namesIn } from '../../src/tagger/index.js';
import { work } from '../../src/tagger/work.js';
import { filler } from '../properties/planting.js';

const WORD_NAMES = new Set(WORD_GIVEN_NAMES.split(' '));

/** Gazetteer words that stand for a name on their own: no common, title, office, street or particle words. */
function plantable(list: string): string[] {
  return list
    .split(' ')
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .filter((word) => ![NOT_NAMES, AMBIGUOUS_NAMES, WORD_NAMES, ORGANISATION_WORDS, PARTICLES, STREET_WORDS, TITLES, ROLE_TITLES, SALUTATIONS].some((set) => set.has(word)))
    .map((word) => word[0].toUpperCase() + word.slice(1));
}

const givenNames = plantable(GIVEN_NAMES);
const surnames = plantable(SURNAMES);
const fullName = fc.tuple(fc.constantFrom(...givenNames), fc.constantFrom(...surnames)).map(([given, surname]) => `${given} ${surname}`);

describe('person names planted in prose', () => {
  test('a given name and a surname from the gazetteer are found with their exact offsets', () => {
    fc.assert(
      fc.property(filler, fullName, filler, fc.constantFrom(' ', '\n', ', '), (before, name, after, gap) => {
        const head = `${before}${gap}`;
        const text = `${head}${name}${gap}${after}`;
        const found = scan(text, { types: ['PERSON_NAME'] });
        expect(found.map((f) => [f.start, f.end])).toContainEqual([head.length, head.length + name.length]);
      }),
      { numRuns: 300 },
    );
  });

  test('masking leaves no word of a found name in the output', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, fullName), { minLength: 1, maxLength: 5 }), fc.boolean(), (parts, mentionAgain) => {
        let text = parts.map(([words, name]) => `${words} ${name}.`).join(' ');
        // A later mention by surname alone, which must be masked too.
        if (mentionAgain) text += ` Later ${parts[0][1].split(' ')[1]} replied.`;
        const findings = scan(text);
        const masked = mask(text, findings).text;
        // Filler words may make a name of their own (`señor Grüße`) whose other uses read as something else
        // (`Grüße café`, a firm): the words of the planted names are the ones held to it.
        const planted = new Set(parts.flatMap(([, name]) => name.split(' ')));
        for (const finding of findings.filter((f) => f.type === 'PERSON_NAME')) {
          for (const word of text.slice(finding.start, finding.end).split(/\s+/u)) {
            if (planted.has(word)) expect(masked.split(/[^\p{L}]+/u)).not.toContain(word);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('text read in the spelling that reads surrogate pairs', () => {
  // `☺` and `😀` are both symbols: beside the one the text is searched without the `u` flag, beside the other with it.
  test('finds the names it finds beside a symbol within the Basic Multilingual Plane', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, fullName), { minLength: 1, maxLength: 4 }), fc.nat(), (parts, where) => {
        const pieces = parts.map(([words, name]) => `${words} ${name}.`);
        const at = where % (pieces.length + 1);
        const withSymbol = (symbol: string) => [...pieces.slice(0, at), `${symbol} Łódź`, ...pieces.slice(at)].join(' ');
        const symbolAt = withSymbol('☺').indexOf('☺');
        const inPlane = namesIn(withSymbol('☺'));
        const withPair = namesIn(withSymbol('😀'));
        // Past the symbol, offsets differ by the pair's second unit.
        const back = (offset: number) => (offset > symbolAt ? offset - 1 : offset);
        expect(withPair.starts.map((start, k) => [back(start), back(withPair.ends[k])])).toEqual(inPlane.starts.map((start, k) => [start, inPlane.ends[k]]));
        expect(inPlane.starts.length).toBeGreaterThanOrEqual(parts.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('bounded work on hostile input', () => {
  const MB = 1 << 20;
  const repeat = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
  const hostile: Array<[string, string]> = [
    ['capitalised words', 'Anna Maria Hans Peter Müller Schmidt '],
    ['capitalised words without spaces between sentences', 'Anna.Maria.Hans.'],
    ['capitalised words and emoji', 'Anna Maria Müller 😀 Hans Peter '],
    ['initials', 'J. R. K. '],
    ['house numbers', '12 '],
    ['streets and numbers', 'Hauptstraße 12 Via Roma 3 12 rue de la Paix '],
    ['postcodes and cities', '10115 Berlin 75002 Paris '],
    ['one long CSV row of names under a name header', `name,name,name\n${'Anna,'.repeat(MB / 5)}`],
    ['CSV rows of names', `first_name,last_name\n${'Anna,Schmidt\n'.repeat(MB / 13)}`],
    ['labels', 'Name: Anna Name: '],
    ['closings', 'Regards,\nAnna\n'],
  ];

  test.each(hostile)('a megabyte of %s is read a bounded number of times', (_name, unit) => {
    const text = repeat(unit);
    work.units = 0;
    namesIn(text);
    // Each unit is read by a few stages, each a bounded number of times: far below a quadratic read.
    expect(work.units).toBeLessThan(200 * text.length);
  });
});
