import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidHuTaxId } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const huTaxId = Object.freeze<Detector>({
  id: 'hu-tax-id',
  type: 'HU_TAX_ID',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Hungarian tax identification number', other: 'Hungarian tax identification numbers' },
  description:
    'Hungarian tax identification number of a person (adóazonosító jel): 8, the birth date as days since 1 January 1867, three digits, and a check digit, the first nine weighted 1-9 mod 11. One check digit: alone it is POSSIBLE, beside a word such as "adóazonosító jel" LIKELY. The check is the NHS number’s mod 11 with the weights reversed, so every such number is also a valid NHS number; the word decides which is reported.',
  anchor: { kind: 'digits' },
  pattern: String.raw`8\d{9}`,
  maxLength: 10,
  validate: (value) => (isValidHuTaxId(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['adóazonosító jel', 'adoazonosito jel', 'adóazonosító', 'adoazonosito', 'adóazonosító szám', 'hungarian tax id', 'tax identification number']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a leading 8 and one mod-11 check digit, about one random run in 110' },
  truePositives: [
    { text: 'Adóazonosító jel: 8419469254', match: '8419469254' },
    { text: 'adóazonosító 8207049715 (teszt)', match: '8207049715' },
    { text: '{"adoazonosito_jel":"8231171053"}', match: '8231171053' },
    { text: 'nev,adoazonosito\nPéter,8308382878\n', match: '8308382878', note: 'CSV column' },
    { text: 'Adóazonosító jel 8369722261.', match: '8369722261' },
    { text: 'adoazonosito=8348047131;', match: '8348047131' },
    { text: '(adóazonosító jel: 8216943369)', match: '8216943369' },
    { text: 'adóazonosító szám: 8540228580', match: '8540228580' },
    { text: 'a munkavállaló adóazonosító jele 8300052925', match: '8300052925' },
    { text: 'tax identification number 8329004406', match: '8329004406' },
  ],
  falsePositives: [
    { text: 'Adóazonosító jel: 8419469255', note: 'wrong check digit' },
    { text: 'Adóazonosító jel: 7419469254', note: 'does not open with 8' },
    { text: 'Please double-check 8419469254 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const MAX_ID = 8419469254;', note: 'a constant in code' },
    { text: 'adóazonosító 841946925', note: 'a digit short' },
    { text: 'adóazonosító 84194692541', note: 'a digit too many' },
    { text: 'adóazonosító x8419469254', note: 'glued to a letter' },
    { text: 'bytes: 8419469254', note: 'a byte count' },
    { text: 'price HUF 84194692.54', note: 'a decimal' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
