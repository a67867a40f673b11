import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNss } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const esNss = Object.freeze<Detector>({
  id: 'es-nss',
  type: 'ES_NSS',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Spanish social security number', other: 'Spanish social security numbers' },
  description:
    'Spanish social security number (número de la Seguridad Social, NSS or NAF): a province (01-53), eight digits and two check digits, the first ten mod 97; compact or printed 28/12345678/40. Printed or named it is LIKELY, compact and alone POSSIBLE.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{2}/[0-9]{8}/[0-9]{2}|[0-9]{2} [0-9]{8} [0-9]{2}|[0-9]{12}`,
  maxLength: 14,
  validate: (value) => (isValidNss(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['nss', 'naf', 'seguridad social', 'número de la seguridad social', 'numero de la seguridad social', 'número de afiliación']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'two check digits, the first ten digits mod 97' },
  truePositives: [
    { text: 'NSS: 239845495269', match: '239845495269' },
    { text: 'NSS 396449656660 (test)', match: '396449656660' },
    { text: '{"nss":"322669052575"}', match: '322669052575' },
    { text: 'name,nss\nAnna,409928359661\n', match: '409928359661' },
    { text: '(NSS 467066138933)', match: '467066138933' },
    { text: 'nss=295840188751;', match: '295840188751' },
    { text: 'NSS nr 029128432922.', match: '029128432922' },
    { text: 'client NSS 202847916028 on file', match: '202847916028' },
    { text: 'NSS 012462160377', match: '012462160377' },
    { text: 'the NSS is 504695234250', match: '504695234250' },
    { text: 'Please double-check 23/98454952/69 before Friday.', match: '23/98454952/69', note: 'no context word, printed with slashes' },
  ],
  falsePositives: [
    { text: 'NSS: 239845495260', note: 'wrong check digit' },
    { text: 'NSS 239845495279', note: 'a digit changed' },
    { text: 'Please double-check 239845495269 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 239845495269 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 239845495269;', note: 'a constant in code' },
    { text: 'NSS 23984549526', note: 'one digit short' },
    { text: 'NSS 2398454952691', note: 'one digit too many' },
    { text: 'x_239845495269', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
