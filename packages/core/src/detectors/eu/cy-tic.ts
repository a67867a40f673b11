import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCyTic } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const cyTic = Object.freeze<Detector>({
  id: 'cy-tic',
  type: 'CY_TIC',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Cypriot tax identification code', other: 'Cypriot tax identification codes' },
  description:
    'Cypriot tax identification code (TIC, Arithmos Forologikou Mitroou): eight digits and a check letter from the digits in odd places translated and summed with the others, mod 26. A person’s opens with 0 or 9; a company’s VAT number is the same code with CY in front. One check letter: alone it is POSSIBLE, beside a word such as "TIC" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{8}[A-Z]`,
  maxLength: 9,
  validate: (value) => (isValidCyTic(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['tic', 'tax identification code', 'cyprus tax id', 'cypriot tax id', 'tax identification number', 'arithmos forologikou mitroou', 'tin', 'αφτ', 'α.φ.τ.', 'αριθμός φορολογικής ταυτότητας', 'αριθμός φορολογικού μητρώου']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'one check letter, which a random run passes one time in 26' },
  truePositives: [
    { text: 'ΑΦΤ 91838516W', match: '91838516W', note: 'the Greek abbreviation' },
    { text: 'TIC: 91838516W', match: '91838516W' },
    { text: 'TIC 05586874T (test)', match: '05586874T' },
    { text: '{"tic":"97091369N"}', match: '97091369N' },
    { text: 'name,tic\nEleni,92516290X\n', match: '92516290X', note: 'CSV column' },
    { text: 'Tax identification code 94197288C.', match: '94197288C' },
    { text: 'tic=97668335F;', match: '97668335F' },
    { text: '(TIC 90174657L)', match: '90174657L' },
    { text: 'Cyprus tax ID: 90346521G', match: '90346521G' },
    { text: 'employee TIC 04034549P on file', match: '04034549P' },
    { text: 'TIN 93963883K', match: '93963883K' },
  ],
  falsePositives: [
    { text: 'TIC: 91838516X', note: 'wrong check letter' },
    { text: 'TIC 12345678A', note: 'no code opens with 12' },
    { text: 'Please double-check 91838516W before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'TIC 9183851W', note: 'a digit short' },
    { text: 'TIC 918385167W', note: 'a digit too many' },
    { text: 'TIC x91838516W', note: 'glued to a letter' },
    { text: 'TIC 91838516WX', note: 'a letter glued after it' },
    { text: 'const ID = "91838516W";', note: 'a constant in code, no word' },
    { text: 'TIC 91838516w', note: 'lower case' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
