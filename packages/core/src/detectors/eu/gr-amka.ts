import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAmka } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const grAmka = Object.freeze<Detector>({
  id: 'gr-amka',
  type: 'GR_AMKA',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Greek social security number (AMKA)', other: 'Greek social security numbers (AMKA)' },
  description:
    'Greek social security number (AMKA): DDMMYY, four digits and a Luhn check digit; eleven digits. Alone it is POSSIBLE; a word such as AMKA makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-3][0-9]{10}`,
  maxLength: 11,
  validate: (value) => (isValidAmka(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['amka', 'arithmos mitroou koinonikis asfalisis', 'greek social security number', 'αμκα', 'α.μ.κ.α.', 'αριθμός μητρώου κοινωνικής ασφάλισης']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date and Luhn' },
  truePositives: [
    { text: 'Α.Μ.Κ.Α.: 13094009969', match: '13094009969', note: 'the Greek abbreviation' },
    { text: 'AMKA: 13094009969', match: '13094009969' },
    { text: 'AMKA 07036190168 (test)', match: '07036190168' },
    { text: '{"amka":"07065427242"}', match: '07065427242' },
    { text: 'name,amka\nAnna,23126886219\n', match: '23126886219' },
    { text: '(AMKA 24078027067)', match: '24078027067' },
    { text: 'amka=28076313205;', match: '28076313205' },
    { text: 'AMKA nr 11094347272.', match: '11094347272' },
    { text: 'client AMKA 04034250136 on file', match: '04034250136' },
    { text: 'AMKA 16109485090', match: '16109485090' },
    { text: 'the AMKA is 26105412345', match: '26105412345' },
  ],
  falsePositives: [
    { text: 'AMKA: 13094009960', note: 'wrong check digit' },
    { text: 'AMKA 13094009979', note: 'a digit changed' },
    { text: 'Please double-check 13094009969 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 13094009969 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 13094009969;', note: 'a constant in code' },
    { text: 'AMKA 1309400996', note: 'one digit short' },
    { text: 'AMKA 130940099691', note: 'one digit too many' },
    { text: 'x_13094009969', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
