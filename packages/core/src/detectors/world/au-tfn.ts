import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidTfn } from '../../validators/australia-tfn.js';
import { withKeyForms } from '../context-words.js';

export const auTfn = Object.freeze<Detector>({
  id: 'au-tfn',
  type: 'AU_TFN',
  categories: ['PII'],
  label: { one: 'Australian tax file number', other: 'Australian tax file numbers' },
  description:
    'Australian Tax File Number: nine digits whose sum weighted 1, 4, 3, 7, 5, 8, 6, 9, 10 is a multiple of 11, printed 123 456 782 or compact. One check over nine digits passes one time in eleven and three groups of three are common, so alone it is POSSIBLE; a word such as "TFN" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3} \d{3} \d{3}|\d{9}`,
  maxLength: 11,
  validate: (value) => (isValidTfn(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['tfn', 'tax file number', 'tax file no', 'tfn number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a weighted mod-11 check over nine digits, which a random run passes one time in eleven' },
  truePositives: [
    { text: 'TFN: 794 237 706', match: '794 237 706' },
    { text: 'my tax file number is 714749716', match: '714749716' },
    { text: '{"tfn":"776958539"}', match: '776958539' },
    { text: 'Tax File Number 280 546 510.', match: '280 546 510' },
    { text: 'tfn=623083050;', match: '623083050' },
    { text: 'name,tfn\nJordan,420039496\n', match: '420039496', note: 'CSV column' },
    { text: '(TFN 336 035 776)', match: '336 035 776' },
    { text: 'TFN 099 183 751', match: '099 183 751', note: 'leading zero' },
    { text: 'employee TFN 696101285 on the declaration', match: '696101285' },
    { text: 'tax_file_number: 110 870 304', match: '110 870 304' },
  ],
  falsePositives: [
    { text: 'TFN: 794 237 707', note: 'check fails' },
    { text: 'TFN 999 999 999', note: 'one digit repeated' },
    { text: 'Please double-check 794 237 706 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 714749716 shipped', note: 'no word names it' },
    { text: 'const MAX_ROWS = 776958539;', note: 'a constant in code' },
    { text: 'TFN 794 237 70', note: 'one digit short' },
    { text: 'id 7142497160', note: 'part of a longer number' },
    { text: 'eventTime=623083050', note: 'a counter' },
    { text: 'TFN 794-237-706', note: 'dashes are not the printed form' },
    { text: 'TFN x714749716', note: 'glued to a letter' },
  ],
});
