import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidFrTaxNumber } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const frTaxNumber = Object.freeze<Detector>({
  id: 'fr-tax-number',
  type: 'FR_TAX_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'French tax number (SPI)', other: 'French tax numbers (SPI)' },
  description:
    'French tax number of a person (numéro fiscal de référence, SPI), printed on the tax return: thirteen digits, the first 0-3, the last three the first ten mod 511; compact or 07 01 987 765 432. A random run passes about one time in 1,300, so it is LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-3]\d \d{2} \d{3} \d{3} \d{3}|[0-3]\d{12}`,
  maxLength: 17,
  validate: (value) => (isValidFrTaxNumber(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['numéro fiscal', 'numero fiscal', 'numéro fiscal de référence', 'spi', 'n° fiscal', 'identifiant fiscal', 'numéro d’identification fiscale', "numéro d'identification fiscale", 'french tax number', 'tax identification number']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', formatted: true, checksum: 'a three-digit check, the first ten digits mod 511' },
  truePositives: [
    { text: 'Numéro fiscal : 27 26 057 492 242', match: '27 26 057 492 242' },
    { text: 'Please double-check 2604382772243 before Friday.', match: '2604382772243', note: 'no context word' },
    { text: '{"numero_fiscal":"3221492083404"}', match: '3221492083404' },
    { text: 'SPI 3232878586294 (avis 2024)', match: '3232878586294' },
    { text: 'nom,numero fiscal\nClaire,2537609338201\n', match: '2537609338201', note: 'CSV column' },
    { text: "numéro d'identification fiscale 0829037360158.", match: '0829037360158' },
    { text: 'n° fiscal: 25 29 079 258 244', match: '25 29 079 258 244' },
    { text: 'declarant.spi = "2975125127345";', match: '2975125127345', note: 'in code, named' },
    { text: '(03 86 402 937 067)', match: '03 86 402 937 067' },
    { text: 'identifiant fiscal 0796134049137 du foyer', match: '0796134049137' },
  ],
  falsePositives: [
    { text: 'Numéro fiscal : 27 26 057 492 243', note: 'wrong check' },
    { text: 'SPI 2604382772244', note: 'wrong check' },
    { text: 'SPI 4604382772243', note: 'opens with 4' },
    { text: 'SPI 26043827722430', note: 'fourteen digits' },
    { text: 'SPI x2604382772243', note: 'glued to a letter' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp' },
    { text: 'blk_-2604382772243', note: 'part of a block id' },
    { text: 'SPI 27 26 057 492-242', note: 'separators disagree' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'price EUR 2604382772.243', note: 'a decimal' },
  ],
});
