import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidSin } from '../../validators/canada-sin.js';
import { withKeyForms } from '../context-words.js';

export const caSin = Object.freeze<Detector>({
  id: 'ca-sin',
  type: 'CA_SIN',
  categories: ['PII'],
  label: { one: 'Canadian social insurance number', other: 'Canadian social insurance numbers' },
  description:
    'Canadian Social Insurance Number (numéro d’assurance sociale): nine digits with the Luhn check, never beginning with 0 or 8, printed 123-456-782 or 123 456 782. Printed, it is LIKELY only with a word such as "SIN" nearby: three groups of three are common, and Luhn passes one time in ten.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3}-\d{3}-\d{3}|\d{3} \d{3} \d{3}`,
  maxLength: 11,
  validate: (value) => (isValidSin(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['sin', 'social insurance number', 'sin number', 'numéro d’assurance sociale', "numéro d'assurance sociale", 'nas']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'Luhn over nine digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'SIN: 468-804-505', match: '468-804-505' },
    { text: 'social insurance number 347 095 119', match: '347 095 119' },
    { text: '{"sin":"421-271-263"}', match: '421-271-263' },
    { text: 'NAS 117-924-266.', match: '117-924-266' },
    { text: 'sin_number=288-474-018;', match: '288-474-018' },
    { text: 'name,sin\nLee,505 231 464\n', match: '505 231 464', note: 'CSV column' },
    { text: '(SIN 790-584-361)', match: '790-584-361' },
    { text: "Numéro d'assurance sociale : 583-888-979", match: '583-888-979' },
    { text: 'employee SIN 494 296 411 on file', match: '494 296 411' },
    { text: 'SIN no. 762-907-319', match: '762-907-319' },
  ],
  falsePositives: [
    { text: 'SIN: 468-804-506', note: 'Luhn fails' },
    { text: 'SIN 046-454-286', note: 'never begins with 0' },
    { text: 'Please double-check 468-804-505 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 468-804-505 shipped', note: 'no word names it' },
    { text: 'SIN 468-804 505', note: 'separators disagree' },
    { text: 'const CODE = "468-804-505"', note: 'a constant in code' },
    { text: 'call 468-804-5055', note: 'a phone number' },
    { text: 'SIN 468804505', note: 'compact is not looked for' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'x468-804-505', note: 'glued to a letter' },
  ],
});
