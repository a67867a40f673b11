import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNorwegianId } from '../../validators/norway-fnr.js';
import { withKeyForms } from '../context-words.js';

export const noFodselsnummer = Object.freeze<Detector>({
  id: 'no-fodselsnummer',
  type: 'NO_FODSELSNUMMER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Norwegian national identity number', other: 'Norwegian national identity numbers' },
  description:
    'Norwegian national identity number (fødselsnummer, also D- and H-numbers): DDMMYY, a three-digit individual number and two mod-11 check digits, compact or with a space after the date. Norway is in the EEA, so it counts as EU data. Eleven digits pass by chance about one time in several hundred, so alone it is POSSIBLE.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{6} \d{5}|\d{11}`,
  maxLength: 12,
  validate: (value) => (isValidNorwegianId(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['fødselsnummer', 'fodselsnummer', 'fnr', 'personnummer', 'd-nummer', 'national identity number', 'norwegian id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date and two mod-11 check digits' },
  truePositives: [
    { text: 'Fødselsnummer: 26065600810', match: '26065600810' },
    { text: 'fnr 110766 00378 (test)', match: '110766 00378', note: 'space after the date' },
    { text: '{"fnr":"06056526097"}', match: '06056526097' },
    { text: 'fødselsnummer=09089207107;', match: '09089207107' },
    { text: 'navn,fnr\nKari,18016717939\n', match: '18016717939', note: 'CSV column' },
    { text: '(fnr 01018624946)', match: '01018624946' },
    { text: 'personnummer 21074100721.', match: '21074100721' },
    { text: 'Fodselsnummer 01127636334', match: '01127636334' },
    { text: 'national identity number 21089638507', match: '21089638507' },
    { text: 'FNR: 17019740641', match: '17019740641' },
  ],
  falsePositives: [
    { text: 'Fødselsnummer: 26065600811', note: 'second check digit wrong' },
    { text: 'fnr 26135600810', note: 'month 13' },
    { text: 'Please double-check 26065600810 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 26065600810 shipped', note: 'no word names it' },
    { text: 'const BASE = 26065600810', note: 'a constant in code' },
    { text: 'fnr 2606560081', note: 'ten digits' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'x_26065600810', note: 'part of an identifier' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'fnr 00000000000', note: 'no date' },
  ],
});
