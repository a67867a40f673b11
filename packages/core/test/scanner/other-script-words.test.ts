import { describe, expect, test } from 'vitest';
import { createScanner } from '../../src/index.js';
import { OtherScriptWords } from '../../src/scanner/context/other-script-words.js';
import { WordHits } from '../../src/scanner/context/word-hits.js';
import { Vocabulary } from '../../src/scanner/compile/vocabulary.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { NearbyWords } from '../../src/scanner/context/nearby-words.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';

const WORDS = ['αφμ', 'α.φ.μ.', 'αριθμός φορολογικού μητρώου', 'егн', 'τηλ', 'τηλέφωνο', '個人番号'];

function found(text: string): Array<[string, string]> {
  const words = new OtherScriptWords();
  WORDS.forEach((word, id) => words.add(word, id));
  const hits = new WordHits();
  words.find(text, 0, text.length, hits);
  return Array.from({ length: hits.count }, (_, k) => [WORDS[hits.words[k]], text.slice(hits.starts[k], hits.ends[k])]);
}

describe('context words that begin outside ASCII', () => {
  test.each<[string, Array<[string, string]>]>([
    ['ΑΦΜ: 156585051', [['αφμ', 'ΑΦΜ']]],
    ['αφμ 156585051', [['αφμ', 'αφμ']]],
    ['Α.Φ.Μ. 156585051', [['α.φ.μ.', 'Α.Φ.Μ.']]],
    ['Αριθμός Φορολογικού Μητρώου: 1', [['αριθμός φορολογικού μητρώου', 'Αριθμός Φορολογικού Μητρώου']]],
    ['ΑΡΙΘΜΟΣ ΦΟΡΟΛΟΓΙΚΟΥ ΜΗΤΡΩΟΥ: 1', [['αριθμός φορολογικού μητρώου', 'ΑΡΙΘΜΟΣ ΦΟΡΟΛΟΓΙΚΟΥ ΜΗΤΡΩΟΥ']]],
    ['Αριθμος φορολογικου μητρωου 1', [['αριθμός φορολογικού μητρώου', 'Αριθμος φορολογικου μητρωου']]],
    ['Αρ\u0301ιθμός Φορολογικού Μητρώου', [['αριθμός φορολογικού μητρώου', 'Αρ\u0301ιθμός Φορολογικού Μητρώου']]],
    ['ЕГН 4407258909', [['егн', 'ЕГН']]],
    ['Τηλέφωνο: 210 1234567', [['τηλέφωνο', 'Τηλέφωνο']]],
    ['τηλ. 210 1234567', [['τηλ', 'τηλ']]],
    ['(ΑΦΜ)', [['αφμ', 'ΑΦΜ']]],
    ['私の個人番号は', [['個人番号', '個人番号']], ],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  test.each([
    ['ΑΦΜΑ 156585051', 'a longer word'],
    ['ΚΑΦΜ 156585051', 'inside a word'],
    ['ΑΦΜ2 156585051', 'a digit after it'],
    ['xΑΦΜ 156585051', 'a Latin letter before it'],
    ['ΑΦ Μ 156585051', 'split by a space'],
    ['afm 156585051', 'written in Latin letters (a word of its own)'],
    ['ΕΓΝ 4407258909', 'Greek letters that look like the Cyrillic word'],
  ])('%s: no word (%s)', (text) => {
    expect(found(text)).toEqual([]);
  });

  test('the vocabulary keeps them apart from the words the pass looks up, and refuses words that begin with a symbol', () => {
    const vocabulary = new Vocabulary();
    const id = vocabulary.idOf('ΑΦΜ');
    expect(vocabulary.isOtherScript(id)).toBe(true);
    expect(vocabulary.isOtherScript(vocabulary.idOf('afm'))).toBe(false);
    expect(vocabulary.otherScript.size).toBe(1);
    expect(() => vocabulary.idOf('©afm')).toThrow(RangeError);
  });
});

describe('a number beside a word in its own script', () => {
  const scanner = createScanner();
  const likelihoodOf = (text: string, type: string) => scanner.scan(text).find((finding) => finding.type === type)?.likelihood;

  test.each([
    ['ΑΦΜ: 156585051', 'GR_AFM'],
    ['Α.Μ.Κ.Α.: 13094009969', 'GR_AMKA'],
    ['ЕГН: 4407258909', 'BG_EGN'],
    ['Единен граждански номер 8907181675', 'BG_EGN'],
    ['מספר זהות: 809049208', 'IL_TEUDAT_ZEHUT'],
    ['私の個人番号は101366356640です', 'JP_MY_NUMBER'],
  ])('%s is LIKELY, as with its Latin abbreviation', (text, type) => {
    expect(likelihoodOf(text, type)).toBe('LIKELY');
  });

  test.each([
    ['Ο αριθμός είναι 156585051', 'GR_AFM'],
    ['Номерът е 4407258909', 'BG_EGN'],
    ['המספר הוא 809049208', 'IL_TEUDAT_ZEHUT'],
    ['番号は101366356640です', 'JP_MY_NUMBER'],
  ])('%s, without the word, stays POSSIBLE', (text, type) => {
    expect(likelihoodOf(text, type)).toBe('POSSIBLE');
  });

});

describe('a record that searches only around its words', () => {
  const scanner = createScanner();
  test.each([
    ['生年月日：1984年3月12日', 'DATE_OF_BIRTH', '1984年3月12日'],
    ['ημερομηνία γέννησης: 12.03.1984', 'DATE_OF_BIRTH', '12.03.1984'],
    ['Τηλέφωνο: 210 123 4567', 'PHONE', '210 123 4567'],
    [`${'x '.repeat(1000)}生年月日 1984-03-12`, 'DATE_OF_BIRTH', '1984-03-12'],
  ])('searches around a word in another script: %s', (text, type, value) => {
    const found = scanner.scan(text).find((finding) => finding.type === type);
    expect(found === undefined ? null : text.slice(found.start, found.end)).toBe(value);
  });

  test.each([['1984年3月12日'], ['12.03.1984 σήμερα'], ['Ημερομηνία: 12.03.1984']])('%s, without its word, is not searched', (text) => {
    expect(scanner.scan(text).filter((finding) => finding.type === 'DATE_OF_BIRTH')).toEqual([]);
  });
});

describe('a column named in another script', () => {
  const scanner = createScanner();
  // Rows enough that the header stands far beyond the value's context window.
  const table = (header: string) => [header, ...Array.from({ length: 12 }, (_, k) => `Anna ${k};x;Athens`), 'Eleni;156585051;Patra'].join('\n');

  test.each([
    ['ΑΦΜ', 'LIKELY'],
    ['Α.Φ.Μ.', 'LIKELY'],
    ['Κωδικός', 'POSSIBLE'],
  ])('a value under a header %s is %s', (name, level) => {
    const text = table(`όνομα;${name};πόλη`);
    expect(scanner.scan(text).find((finding) => finding.type === 'GR_AFM')?.likelihood).toBe(level);
  });
});

describe('words near a match, of both kinds', () => {
  const plan = buildPlan({}, BUILTIN_DETECTORS);
  test('come in text order, whether the window holds the lookup or the text is read', () => {
    const text = 'ΑΦΜ and AFM, then ЕГН and egn: 156585051';
    for (const base of [0, 20]) {
      const words = new NearbyWords(plan.wordTables);
      words.begin(text, null);
      words.setWindow({ text, units: asciiUnits(text, base, text.length), base });
      const hits = words.within(0, text.length - 1);
      const seen = Array.from({ length: hits.count }, (_, k) => text.slice(hits.starts[k], hits.ends[k]).toLowerCase());
      expect(seen).toEqual(['αφμ', 'afm', 'егн', 'egn']);
    }
  });

});
