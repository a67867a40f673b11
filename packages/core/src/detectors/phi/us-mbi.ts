import { CONFIDENCE, type Detector } from '../../types.js';
import { isMbiShape, MBI_PATTERN } from '../../validators/medicare-mbi.js';
import { withKeyForms } from '../context-words.js';

export const usMbi = Object.freeze<Detector>({
  id: 'us-mbi',
  type: 'US_MBI',
  categories: ['PHI'],
  label: { one: 'Medicare beneficiary identifier', other: 'Medicare beneficiary identifiers' },
  description:
    'US Medicare Beneficiary Identifier: eleven characters by CMS\'s position rules (a digit 1-9; letters without S, L, O, I, B and Z in the 2nd, 5th, 8th and 9th places; digits in the 4th, 7th, 10th and 11th; either in the 3rd and 6th), compact or printed 1EG4-TE5-MK73. It is drawn at random with no check, so alone it is POSSIBLE; printed with its dashes or next to a word such as "MBI" it is LIKELY.',
  anchor: { kind: 'digits' },
  pattern: MBI_PATTERN,
  maxLength: 13,
  validate: (value) => (isMbiShape(value) ? 'none' : 'reject'),
  context: {
    words: withKeyForms(['mbi', 'medicare beneficiary identifier', 'medicare beneficiary id', 'medicare number', 'medicare id', 'medicare card', 'medicare no']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'no check: the position rules only' },
  // Invented identifiers following the position rules.
  truePositives: [
    { text: 'MBI: 2HJ7KN3PR48', match: '2HJ7KN3PR48' },
    { text: 'Medicare number 5A09-WC1-XY26', match: '5A09-WC1-XY26', note: 'printed as on the card' },
    { text: 'Please double-check 8TK3-MM6-QR01 before Friday.', match: '8TK3-MM6-QR01', note: 'no context word, printed' },
    { text: '{"mbi":"3CD5EF7GH89"}', match: '3CD5EF7GH89' },
    { text: 'Medicare Beneficiary Identifier 9X21RR8TU50.', match: '9X21RR8TU50' },
    { text: 'member,mbi\nPat,4NP6VW2KD37\n', match: '4NP6VW2KD37', note: 'CSV column' },
    { text: '(MBI 6RQ8A45JN12)', match: '6RQ8A45JN12' },
    { text: 'medicare_id=7UV1HC9WX64;', match: '7UV1HC9WX64' },
    { text: 'new Medicare card: 1DF2-GK0-MP93', match: '1DF2-GK0-MP93' },
    { text: 'MBI 2HJ7KN3PR48 verified with CMS', match: '2HJ7KN3PR48' },
  ],
  falsePositives: [
    { text: 'MBI 2SJ7KN3PR48', note: 'S is never used' },
    { text: 'MBI 0HJ7KN3PR48', note: 'first character 0' },
    { text: 'MBI 2HJ7KN3PR4', note: 'one character short' },
    { text: 'MBI 2HJ7KN3PR48X', note: 'runs on into a letter' },
    { text: 'Please double-check 2HJ7KN3PR48 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const KEY = "2HJ7KN3PR48";', note: 'a constant in code' },
    { text: 'MBI 2HJ7-KN3PR48', note: 'one dash of two' },
    { text: 'MBI 2hj7kn3pr48', note: 'lower case' },
    { text: 'MBI 2HJ7113PR48', note: 'a digit where a letter belongs' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
