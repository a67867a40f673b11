import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidRegon } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const plRegon = Object.freeze<Detector>({
  id: 'pl-regon',
  type: 'PL_REGON',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Polish business register number (REGON)', other: 'Polish business register numbers (REGON)' },
  description:
    'Polish statistical business register number (REGON): nine digits weighted 8,9,2,3,4,5,6,7 mod 11, or fourteen for a local unit, the nine and a second mod-11 check. A sole trader has one too, so PII as well as EU data. One check digit: alone it is POSSIBLE, beside the word "REGON" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{14}|\d{9}`,
  maxLength: 14,
  validate: (value) => (isValidRegon(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['regon', 'numer regon', 'nr regon', 'krajowy rejestr urzędowy podmiotów gospodarki narodowej']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'one mod-11 check digit (two for fourteen digits)' },
  truePositives: [
    { text: 'REGON: 699347989', match: '699347989' },
    { text: 'REGON 67638971554161', match: '67638971554161', note: 'a local unit' },
    { text: '{"regon":"707333042"}', match: '707333042' },
    { text: 'nazwa,regon\nAkme,531826482\n', match: '531826482', note: 'CSV column' },
    { text: 'nr REGON 64960440060858.', match: '64960440060858' },
    { text: 'regon=131869541;', match: '131869541' },
    { text: '(REGON 927276546)', match: '927276546' },
    { text: 'Numer REGON firmy: 498464110', match: '498464110' },
    { text: 'REGON: 71850036219334 (oddział)', match: '71850036219334' },
    { text: 'dane firmy, REGON 974626745, NIP w załączniku', match: '974626745' },
  ],
  falsePositives: [
    { text: 'REGON: 699347988', note: 'wrong check digit' },
    { text: 'REGON 67638971554162', note: 'wrong second check digit' },
    { text: 'REGON 000000000', note: 'zeros' },
    { text: 'Please double-check 699347989 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const LIMIT = 699347989;', note: 'a constant in code' },
    { text: 'REGON 6993479891', note: 'ten digits' },
    { text: 'REGON x699347989', note: 'glued to a letter' },
    { text: 'eventTime=699347989', note: 'a counter' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
