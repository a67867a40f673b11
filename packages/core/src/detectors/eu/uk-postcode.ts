import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidUkPostcode } from '../../validators/uk-postcode.js';
import { withKeyForms } from '../context-words.js';

export const ukPostcode = Object.freeze<Detector>({
  id: 'uk-postcode',
  type: 'UK_POSTCODE',
  categories: ['PII'],
  label: { one: 'UK postcode', other: 'UK postcodes' },
  description:
    'UK postcode: an outward code of a real postcode area (SW1A, M1, B33, DN55) and an inward code of a digit and two letters (1AA). A postcode narrows an address to a few households, but alone it identifies no one: it is a weak signal, POSSIBLE alone and LIKELY only beside a word such as "postcode"; as personal data the default policy masks it and never blocks on it.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}`,
  maxLength: 8,
  validate: (value) => (isValidUkPostcode(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['postcode', 'post code', 'postal code', 'home postcode', 'delivery postcode']), window: 40, required: false },
  confidence: { base: CONFIDENCE.LOW, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'no check digit: a real area and the inward code’s letters' },
  truePositives: [
    { text: 'Postcode: M1 1AE', match: 'M1 1AE' },
    { text: 'postcode B33 8TH, Birmingham', match: 'B33 8TH' },
    { text: '{"postcode":"CR2 6XH"}', match: 'CR2 6XH' },
    { text: 'name,postcode\nAmelia,DN55 1PT\n', match: 'DN55 1PT', note: 'CSV column' },
    { text: 'Post code EC1A 1BB.', match: 'EC1A 1BB' },
    { text: 'postcode=LS14AP;', match: 'LS14AP', note: 'without the space' },
    { text: '(postcode G2 3BZ)', match: 'G2 3BZ' },
    { text: 'home_postcode: EH1 1YZ', match: 'EH1 1YZ' },
    { text: 'Postal code BT7 1NN, Belfast', match: 'BT7 1NN' },
    { text: 'delivery postcode W1A 0AX', match: 'W1A 0AX' },
  ],
  falsePositives: [
    { text: 'Please double-check M1 1AE before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'postcode QQ1 1AA', note: 'no postcode area QQ' },
    { text: 'postcode M1 1AC', note: 'C never ends an inward code' },
    { text: 'postcode M1 1A', note: 'inward code a letter short' },
    { text: 'postcode xM1 1AE', note: 'glued to a letter' },
    { text: 'postcode M1 1AEX', note: 'a letter glued after it' },
    { text: 'postcode m1 1ae', note: 'lower case' },
    { text: 'paper size A4 1UP', note: 'not a postcode area' },
    { text: 'const H2O = 1;', note: 'a chemical formula in code' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
