import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidEmso } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const siEmso = Object.freeze<Detector>({
  id: 'si-emso',
  type: 'SI_EMSO',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Slovenian EMŠO', other: 'Slovenian EMŠOs' },
  description:
    'Slovenian unique master citizen number (EMŠO): DDMMYYY, a region, a serial and a mod-11 check digit; thirteen digits. Alone it is POSSIBLE; a word such as EMŠO makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-3][0-9]{12}`,
  maxLength: 13,
  validate: (value) => (isValidEmso(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['emšo', 'emso', 'enotna matična številka občana', 'maticna stevilka', 'unique master citizen number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date and a mod-11 check digit' },
  truePositives: [
    { text: 'EMSO: 2501946509155', match: '2501946509155' },
    { text: 'EMSO 1108964506557 (test)', match: '1108964506557' },
    { text: '{"emso":"1610998503384"}', match: '1610998503384' },
    { text: 'name,emso\nAnna,1107952500727\n', match: '1107952500727' },
    { text: '(EMSO 2801980506649)', match: '2801980506649' },
    { text: 'emso=2007972500501;', match: '2007972500501' },
    { text: 'EMSO nr 2206973506557.', match: '2206973506557' },
    { text: 'client EMSO 1904994509144 on file', match: '1904994509144' },
    { text: 'EMSO 1505953501080', match: '1505953501080' },
    { text: 'the EMSO is 0604962501896', match: '0604962501896' },
  ],
  falsePositives: [
    { text: 'EMSO: 2501946509156', note: 'wrong check digit' },
    { text: 'EMSO 2501946509165', note: 'a digit changed' },
    { text: 'Please double-check 2501946509155 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 2501946509155 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 2501946509155;', note: 'a constant in code' },
    { text: 'EMSO 250194650915', note: 'one digit short' },
    { text: 'EMSO 25019465091551', note: 'one digit too many' },
    { text: 'x_2501946509155', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
