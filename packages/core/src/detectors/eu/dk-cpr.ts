import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCpr } from '../../validators/denmark-cpr.js';
import { withKeyForms } from '../context-words.js';

export const dkCpr = Object.freeze<Detector>({
  id: 'dk-cpr',
  type: 'DK_CPR',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Danish CPR number', other: 'Danish CPR numbers' },
  description:
    'Danish personal identification number (CPR-nummer): the birth date DDMMYY and a four-digit serial whose first digit gives the century, printed DDMMYY-SSSS or compact. Numbers issued since 2007 need not pass the old mod-11 check, so only the date is checked: alone it is POSSIBLE, and a word such as "CPR" makes it LIKELY. It encodes birth date and sex, so PII as well as EU data.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{6}-\d{4}|\d{10}`,
  maxLength: 11,
  validate: (value) => (isValidCpr(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['cpr', 'cpr-nummer', 'cpr-nr', 'cprnr', 'cpr number', 'personnummer cpr', 'det centrale personregister', 'danish personal id']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date of birth only, which about one random run in 30 passes' },
  truePositives: [
    { text: 'CPR-nummer: 270479-3622', match: '270479-3622' },
    { text: 'CPR 2108614693', match: '2108614693' },
    { text: '{"cpr":"180308-4121"}', match: '180308-4121', note: 'born 2008' },
    { text: 'cpr_nr=130341-2549;', match: '130341-2549' },
    { text: 'name,cpr\nMette,031141-3638\n', match: '031141-3638', note: 'CSV column' },
    { text: 'Borgerens CPR-nr. er 1402207747.', match: '1402207747', note: 'born 2020' },
    { text: '(CPR 260316-9037)', match: '260316-9037' },
    { text: 'patient CPR number 1809145887 on file', match: '1809145887', note: 'born 1914' },
    { text: 'CPR: 220915-7480.', match: '220915-7480', note: 'born 2015' },
    { text: 'CPRNR 0510912641', match: '0510912641' },
  ],
  falsePositives: [
    { text: 'CPR-nummer: 320479-3622', note: 'day 32' },
    { text: 'CPR 2913614693', note: 'month 13' },
    { text: 'CPR 290201-1234', note: '29 February 1901 was no leap day' },
    { text: 'Please double-check 270479-3622 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const MAX_ID = 2108614693;', note: 'a constant in code' },
    { text: 'CPR 21086146930', note: 'eleven digits' },
    { text: 'CPR x2108614693', note: 'glued to a letter' },
    { text: 'CPR 270479-362', note: 'serial one digit short' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
