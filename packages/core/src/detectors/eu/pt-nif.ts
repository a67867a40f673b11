import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNif } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const ptNif = Object.freeze<Detector>({
  id: 'pt-nif',
  type: 'PT_NIF',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Portuguese tax number (NIF)', other: 'Portuguese tax numbers (NIF)' },
  description:
    'Portuguese tax identification number (NIF, número de contribuinte): nine digits opening with a digit that tells the holder (1-3 people, 5 companies) and a mod-11 check digit. A random run passes one time in eleven, so alone it is POSSIBLE; a word such as NIF makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[1-9][0-9]{8}`,
  maxLength: 9,
  validate: (value) => (isValidNif(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['nif', 'contribuinte', 'número de contribuinte', 'numero de contribuinte', 'nipc', 'tax number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a mod-11 check digit over nine digits' },
  truePositives: [
    { text: 'NIF: 101828667', match: '101828667' },
    { text: 'NIF 398166790 (test)', match: '398166790' },
    { text: '{"nif":"234128399"}', match: '234128399' },
    { text: 'name,nif\nAnna,339539933\n', match: '339539933' },
    { text: '(NIF 233665854)', match: '233665854' },
    { text: 'nif=169145182;', match: '169145182' },
    { text: 'NIF nr 227828135.', match: '227828135' },
    { text: 'client NIF 224699016 on file', match: '224699016' },
    { text: 'NIF 173233333', match: '173233333' },
    { text: 'the NIF is 173570615', match: '173570615' },
  ],
  falsePositives: [
    { text: 'NIF: 101828668', note: 'wrong check digit' },
    { text: 'NIF 101828677', note: 'a digit changed' },
    { text: 'Please double-check 101828667 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 101828667 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 101828667;', note: 'a constant in code' },
    { text: 'NIF 10182866', note: 'one digit short' },
    { text: 'NIF 1018286671', note: 'one digit too many' },
    { text: 'x_101828667', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
