import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidKennitala } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const isKennitala = Object.freeze<Detector>({
  id: 'is-kennitala',
  type: 'IS_KENNITALA',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Icelandic kennitala', other: 'Icelandic kennitölur' },
  description:
    'Icelandic identity number (kennitala): DDMMYY, two digits, a mod-11 check digit and the century (9 or 0), printed DDMMYY-NNNN. Iceland is in the EEA, so it counts as EU data. Printed or named it is LIKELY, compact and alone POSSIBLE.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{6}-[0-9]{4}|[0-9]{10}`,
  maxLength: 11,
  validate: (value) => (isValidKennitala(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['kennitala', 'kt', 'icelandic id', 'identity number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date, a mod-11 check digit and the century' },
  truePositives: [
    { text: 'kennitala: 0805584739', match: '0805584739' },
    { text: 'kennitala 1503581169 (test)', match: '1503581169' },
    { text: '{"kennitala":"2207700019"}', match: '2207700019' },
    { text: 'name,kennitala\nAnna,0712541869\n', match: '0712541869' },
    { text: '(kennitala 2205821089)', match: '2205821089' },
    { text: 'kennitala=2709718579;', match: '2709718579' },
    { text: 'kennitala nr 0606784489.', match: '0606784489' },
    { text: 'client kennitala 2502497809 on file', match: '2502497809' },
    { text: 'KENNITALA 0508972739', match: '0508972739' },
    { text: 'the kennitala is 1201713489', match: '1201713489' },
    { text: 'Please double-check 150358-1169 before Friday.', match: '150358-1169', note: 'no context word, printed' },
  ],
  falsePositives: [
    { text: 'kennitala: 0805584731', note: 'wrong check digit' },
    { text: 'kennitala 0805584749', note: 'a digit changed' },
    { text: 'Please double-check 0805584739 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 0805584739 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 0805584739;', note: 'a constant in code' },
    { text: 'kennitala 080558473', note: 'one digit short' },
    { text: 'kennitala 08055847391', note: 'one digit too many' },
    { text: 'x_0805584739', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
