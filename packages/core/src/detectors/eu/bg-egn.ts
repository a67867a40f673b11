import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidEgn } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const bgEgn = Object.freeze<Detector>({
  id: 'bg-egn',
  type: 'BG_EGN',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Bulgarian personal number (EGN)', other: 'Bulgarian personal numbers (EGN)' },
  description:
    'Bulgarian unified civil number (EGN): YYMMDD (months +20 for the 1800s, +40 for the 2000s), a serial and a mod-11 check digit; ten digits. Alone it is POSSIBLE; a word such as EGN makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{10}`,
  maxLength: 10,
  validate: (value) => (isValidEgn(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['egn', 'unified civil number', 'edinen grazhdanski nomer', 'bulgarian id', 'егн', 'единен граждански номер']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date and a mod-11 check digit' },
  truePositives: [
    { text: 'ЕГН: 4407258909', match: '4407258909', note: 'the Bulgarian abbreviation' },
    { text: 'Единен граждански номер 8907181675', match: '8907181675' },
    { text: 'EGN: 4407258909', match: '4407258909' },
    { text: 'EGN 8907181675 (test)', match: '8907181675' },
    { text: '{"egn":"6902191471"}', match: '6902191471' },
    { text: 'name,egn\nAnna,7006197477\n', match: '7006197477' },
    { text: '(EGN 8702167152)', match: '8702167152' },
    { text: 'egn=5405254320;', match: '5405254320' },
    { text: 'EGN nr 8508106265.', match: '8508106265' },
    { text: 'client EGN 8209274365 on file', match: '8209274365' },
    { text: 'EGN 5007183509', match: '5007183509' },
    { text: 'the EGN is 9103034724', match: '9103034724' },
  ],
  falsePositives: [
    { text: 'EGN: 4407258900', note: 'wrong check digit' },
    { text: 'EGN 4407258919', note: 'a digit changed' },
    { text: 'Please double-check 4407258909 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 4407258909 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 4407258909;', note: 'a constant in code' },
    { text: 'EGN 440725890', note: 'one digit short' },
    { text: 'EGN 44072589091', note: 'one digit too many' },
    { text: 'x_4407258909', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
