import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAfm } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const grAfm = Object.freeze<Detector>({
  id: 'gr-afm',
  type: 'GR_AFM',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Greek tax number (AFM)', other: 'Greek tax numbers (AFM)' },
  description:
    'Greek tax registration number (AFM, Arithmos Forologikou Mitroou): nine digits, the first eight weighted by powers of two, mod 11, mod 10. One check digit over nine digits: alone it is POSSIBLE, beside a word such as "AFM" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{9}`,
  maxLength: 9,
  validate: (value) => (isValidAfm(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['afm', 'a.f.m', 'arithmos forologikou mitroou', 'greek tax number', 'greek tin', 'tax registration number', 'αφμ', 'α.φ.μ.', 'αριθμός φορολογικού μητρώου']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'one check digit over nine digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'ΑΦΜ: 156585051', match: '156585051', note: 'the Greek abbreviation' },
    { text: 'Αριθμός Φορολογικού Μητρώου 144846610', match: '144846610' },
    { text: 'AFM: 156585051', match: '156585051' },
    { text: 'AFM 144846610 (test)', match: '144846610' },
    { text: '{"afm":"023351552"}', match: '023351552' },
    { text: 'name,afm\nNikos,088736205\n', match: '088736205', note: 'CSV column' },
    { text: 'A.F.M. 192173557.', match: '192173557' },
    { text: 'afm=118830086;', match: '118830086' },
    { text: 'Greek tax number 052570608', match: '052570608' },
    { text: '(AFM 069443071)', match: '069443071' },
    { text: 'customer AFM: 073538112 on the invoice', match: '073538112' },
    { text: 'tax registration number 161339866', match: '161339866' },
  ],
  falsePositives: [
    { text: 'AFM: 156585052', note: 'wrong check digit' },
    { text: 'AFM 000000000', note: 'zeros' },
    { text: 'Please double-check 156585051 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const LIMIT = 156585051;', note: 'a constant in code' },
    { text: 'AFM 15658505', note: 'a digit short' },
    { text: 'AFM 1565850510', note: 'a digit too many' },
    { text: 'AFM x156585051', note: 'glued to a letter' },
    { text: 'eventTime=156585051', note: 'a counter' },
    { text: 'version 1.565.850.51', note: 'a version' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
