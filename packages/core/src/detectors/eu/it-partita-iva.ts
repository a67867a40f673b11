import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidPartitaIva } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const itPartitaIva = Object.freeze<Detector>({
  id: 'it-partita-iva',
  type: 'IT_PARTITA_IVA',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Italian VAT number (partita IVA)', other: 'Italian VAT numbers (partita IVA)' },
  description:
    'Italian VAT number (partita IVA): eleven digits, the tax office code in digits 8-10 and a Luhn check digit. It names a sole trader as well as a company. Alone it is POSSIBLE; a word such as partita IVA makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{11}`,
  maxLength: 11,
  validate: (value) => (isValidPartitaIva(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['partita iva', 'p.iva', 'piva', 'vat number', 'codice iva']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'an office code and Luhn' },
  truePositives: [
    { text: 'partita IVA: 83601730944', match: '83601730944' },
    { text: 'partita IVA 13554600992 (test)', match: '13554600992' },
    { text: '{"partita_iva":"09236840477"}', match: '09236840477' },
    { text: 'name,partita iva\nAnna,86885290543\n', match: '86885290543' },
    { text: '(partita IVA 97016170991)', match: '97016170991' },
    { text: 'partita_iva=94477400322;', match: '94477400322' },
    { text: 'partita IVA nr 71869590910.', match: '71869590910' },
    { text: 'client partita IVA 44638520849 on file', match: '44638520849' },
    { text: 'PARTITA IVA 25435270142', match: '25435270142' },
    { text: 'the partita IVA is 80158490138', match: '80158490138' },
  ],
  falsePositives: [
    { text: 'partita IVA: 83601730945', note: 'wrong check digit' },
    { text: 'partita IVA 83601730954', note: 'a digit changed' },
    { text: 'Please double-check 83601730944 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 83601730944 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 83601730944;', note: 'a constant in code' },
    { text: 'partita IVA 8360173094', note: 'one digit short' },
    { text: 'partita IVA 836017309441', note: 'one digit too many' },
    { text: 'x_83601730944', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
