import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidOib } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const hrOib = Object.freeze<Detector>({
  id: 'hr-oib',
  type: 'HR_OIB',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Croatian personal identification number (OIB)', other: 'Croatian personal identification numbers (OIB)' },
  description:
    'Croatian personal identification number (osobni identifikacijski broj, OIB): eleven digits with an ISO 7064 MOD 11,10 check digit. A random run passes one time in ten, so alone it is POSSIBLE; a word such as OIB makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{11}`,
  maxLength: 11,
  validate: (value) => (isValidOib(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['oib', 'osobni identifikacijski broj', 'croatian id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'ISO 7064 MOD 11,10' },
  truePositives: [
    { text: 'OIB: 29975012149', match: '29975012149' },
    { text: 'OIB 01052847021 (test)', match: '01052847021' },
    { text: '{"oib":"87237095196"}', match: '87237095196' },
    { text: 'name,oib\nAnna,50744184462\n', match: '50744184462' },
    { text: '(OIB 85843777302)', match: '85843777302' },
    { text: 'oib=42172864022;', match: '42172864022' },
    { text: 'OIB nr 56430241491.', match: '56430241491' },
    { text: 'client OIB 46253214589 on file', match: '46253214589' },
    { text: 'OIB 01870543176', match: '01870543176' },
    { text: 'the OIB is 91058504966', match: '91058504966' },
  ],
  falsePositives: [
    { text: 'OIB: 29975012140', note: 'wrong check digit' },
    { text: 'OIB 29975012159', note: 'a digit changed' },
    { text: 'Please double-check 29975012149 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 29975012149 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 29975012149;', note: 'a constant in code' },
    { text: 'OIB 2997501214', note: 'one digit short' },
    { text: 'OIB 299750121491', note: 'one digit too many' },
    { text: 'x_29975012149', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
