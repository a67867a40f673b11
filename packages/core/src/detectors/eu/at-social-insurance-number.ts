import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAtSocialInsurance } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const atSocialInsuranceNumber = Object.freeze<Detector>({
  id: 'at-social-insurance-number',
  type: 'AT_SOCIAL_INSURANCE_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Austrian social insurance number', other: 'Austrian social insurance numbers' },
  description:
    'Austrian social insurance number (Sozialversicherungsnummer, on the e-card): a three-digit serial, a mod-11 check digit in the fourth place, and the birth date DDMMYY; printed 1237 010180 or compact. One check digit: alone it is POSSIBLE; printed in its groups or beside a word such as "SVNR" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{4} \d{6}|\d{10}`,
  maxLength: 11,
  validate: (value) => (isValidAtSocialInsurance(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['sozialversicherungsnummer', 'versicherungsnummer', 'svnr', 'sv-nr', 'sv-nummer', 'vsnr', 'e-card', 'social insurance number', 'austrian social security number']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a mod-11 check digit and a day and month, about one random run in 30' },
  truePositives: [
    { text: 'Sozialversicherungsnummer: 3266250481', match: '3266250481' },
    { text: 'SVNR 5175 020911', match: '5175 020911' },
    { text: 'Please double-check 2101 130778 before Friday.', match: '2101 130778', note: 'printed in its groups, no word' },
    { text: '{"svnr":"3474260107"}', match: '3474260107' },
    { text: 'name,svnr\nLukas,1148020889\n', match: '1148020889', note: 'CSV column' },
    { text: 'e-card: 9280250784.', match: '9280250784' },
    { text: 'Versicherungsnummer 1776 170394', match: '1776 170394' },
    { text: 'sv_nummer=3271120948;', match: '3271120948' },
    { text: '(VSNR 4392 140456)', match: '4392 140456' },
    { text: 'social insurance number 1177240872 on file', match: '1177240872' },
  ],
  falsePositives: [
    { text: 'Sozialversicherungsnummer: 3276250481', note: 'wrong check digit' },
    { text: 'SVNR 0266250481', note: 'serial opens with 0' },
    { text: 'SVNR 3266251381', note: 'month 13' },
    { text: 'Please double-check 3266250481 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const MAX_ID = 3266250481;', note: 'a constant in code' },
    { text: 'SVNR 32662504811', note: 'eleven digits' },
    { text: 'SVNR x3266250481', note: 'glued to a letter' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'SVNR 3266-250481', note: 'a dash is not how it is printed' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
