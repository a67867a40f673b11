import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidZaId } from '../../validators/south-africa-id.js';
import { withKeyForms } from '../context-words.js';

export const zaId = Object.freeze<Detector>({
  id: 'za-id',
  type: 'ZA_ID',
  categories: ['PII'],
  label: { one: 'South African identity number', other: 'South African identity numbers' },
  description:
    'South African identity number: YYMMDD, a sequence that encodes sex, citizenship (0, 1 or 2), 8 or 9, and a Luhn check digit; thirteen digits. Alone it is POSSIBLE; a word such as "ID number" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{13}',
  maxLength: 13,
  validate: (value) => (isValidZaId(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['id number', 'id no', 'identity number', 'rsa id', 'sa id', 'south african id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date, the citizenship digit and Luhn' },
  truePositives: [
    { text: 'ID number: 6307171886180', match: '6307171886180' },
    { text: 'SA ID 9905060048080 (test)', match: '9905060048080' },
    { text: '{"id_number":"6210105678188"}', match: '6210105678188' },
    { text: 'name,id number\nThabo,6910083088082\n', match: '6910083088082', note: 'CSV column' },
    { text: 'RSA ID 5212087351082.', match: '5212087351082' },
    { text: '(ID no 1401263261082)', match: '1401263261082' },
    { text: 'id_no=1510238219189;', match: '1510238219189' },
    { text: 'identity number 9008206045084', match: '9008206045084' },
    { text: 'South African ID 9908238877083', match: '9908238877083' },
    { text: 'ID Number 7007054107089', match: '7007054107089' },
  ],
  falsePositives: [
    { text: 'ID number: 6307171886181', note: 'Luhn fails' },
    { text: 'ID number 6313171886180', note: 'month 13' },
    { text: 'ID number 6307171886380', note: 'citizenship 3' },
    { text: 'Please double-check 6307171886180 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 6307171886180 shipped', note: 'no word names it' },
    { text: 'ts=1700000000000', note: 'epoch milliseconds' },
    { text: 'const SEED = 6307171886180;', note: 'a constant in code' },
    { text: 'ID number 63071718861801', note: 'fourteen digits' },
    { text: 'x_6307171886180', note: 'part of an identifier' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
