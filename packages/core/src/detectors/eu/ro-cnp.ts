import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCnp } from '../../validators/romania-cnp.js';
import { withKeyForms } from '../context-words.js';

export const roCnp = Object.freeze<Detector>({
  id: 'ro-cnp',
  type: 'RO_CNP',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Romanian personal numeric code', other: 'Romanian personal numeric codes' },
  description:
    'Romanian personal numeric code (cod numeric personal, CNP): sex and century, YYMMDD, a county code (01-52), a serial and a weighted mod-11 check digit; thirteen digits. A random run passes about one time in a few hundred, so alone it is POSSIBLE; a word such as "CNP" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[1-9]\d{12}`,
  maxLength: 13,
  validate: (value) => (isValidCnp(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['cnp', 'cod numeric personal', 'codul numeric personal', 'personal numeric code']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date, a county code and a weighted mod-11 check digit' },
  truePositives: [
    { text: 'CNP: 1930906182157', match: '1930906182157' },
    { text: 'cod numeric personal 1710120463517.', match: '1710120463517' },
    { text: '{"cnp":"5130416225157"}', match: '5130416225157', note: 'born in the 2000s' },
    { text: 'CNP 2630427274131 (test)', match: '2630427274131' },
    { text: 'cnp=1450328161862;', match: '1450328161862' },
    { text: 'nume,cnp\nIon,6090518453422\n', match: '6090518453422', note: 'CSV column' },
    { text: '(CNP 2691218100411)', match: '2691218100411' },
    { text: 'Codul numeric personal: 2401107073755', match: '2401107073755' },
    { text: 'CNP-ul 2411201107356', match: '2411201107356' },
    { text: 'personal numeric code 2960502322719', match: '2960502322719' },
  ],
  falsePositives: [
    { text: 'CNP: 1930906182158', note: 'wrong check digit' },
    { text: 'CNP 1931306182157', note: 'month 13' },
    { text: 'CNP 1930906992157', note: 'county 99' },
    { text: 'Please double-check 1930906182157 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'timestamp 1700000000000', note: 'epoch milliseconds' },
    { text: 'const SEED = 1930906182157;', note: 'a constant in code' },
    { text: 'order 19309061821570 shipped', note: 'fourteen digits' },
    { text: 'blk_1930906182157', note: 'part of an identifier' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'cnp 0930906182157', note: 'no code begins with 0' },
  ],
});
