import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidRvnr } from '../../validators/germany-ids.js';
import { withKeyForms } from '../context-words.js';

export const deSocialInsuranceNumber = Object.freeze<Detector>({
  id: 'de-social-insurance-number',
  type: 'DE_SOCIAL_INSURANCE_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'German social insurance number', other: 'German social insurance numbers' },
  description:
    'German pension or social insurance number (Renten-/Sozialversicherungsnummer): a region 02-89, the birth date DDMMYY, the initial of the birth name, a serial (00-49 men, 50-99 women) and a check digit over the twelve digits the letter makes, printed compact or 12 150385 M 123. One check digit: alone it is POSSIBLE; printed in its groups or beside a word such as "Sozialversicherungsnummer" it is LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{2} ?\d{6} ?[A-Z] ?\d{3}`,
  maxLength: 15,
  validate: (value) => (isValidRvnr(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms([
      'sozialversicherungsnummer', 'rentenversicherungsnummer', 'versicherungsnummer', 'sv-nummer', 'svnr', 'sv-nr',
      'rv-nummer', 'rvnr', 'vsnr', 'social insurance number', 'pension insurance number', 'sozialversicherungsausweis',
    ]),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date of birth and one check digit, about one random run in 30' },
  truePositives: [
    { text: 'Sozialversicherungsnummer: 02161057R809', match: '02161057R809' },
    { text: 'RV-Nummer 50 141070 H 733', match: '50 141070 H 733' },
    { text: 'Please double-check 89 210777 A 813 before Friday.', match: '89 210777 A 813', note: 'printed in its groups, no word' },
    { text: '{"sv_nummer":"20080704Z463"}', match: '20080704Z463' },
    { text: 'name,svnr\nJonas,81200359K188\n', match: '81200359K188', note: 'CSV column' },
    { text: 'Versicherungsnummer: 38 041292 B 645.', match: '38 041292 B 645' },
    { text: 'social insurance number 54220979H740', match: '54220979H740' },
    { text: '(Rentenversicherungsnummer 69210486P175)', match: '69210486P175' },
    { text: 'VSNR=76110858I071;', match: '76110858I071' },
    { text: 'SV-Nr. 77 030666 B 378 liegt vor', match: '77 030666 B 378' },
  ],
  falsePositives: [
    { text: 'Sozialversicherungsnummer: 02161057R808', note: 'wrong check digit' },
    { text: 'SV-Nummer 92161057R809', note: 'region 92 is not issued' },
    { text: 'SV-Nummer 02163257R809', note: 'day 16 of month 32' },
    { text: 'Please double-check 49111253A348 before Friday.', note: 'no context word and compact: POSSIBLE only' },
    { text: 'SV-Nummer 02161057R8091', note: 'a digit too many' },
    { text: 'SV-Nummer 0216105R809', note: 'a digit short' },
    { text: 'SV-Nummer x02161057R809', note: 'glued to a letter' },
    { text: 'const BUILD = "02161057R809";', note: 'a constant in code, no word' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'timestamp 20231105T120000', note: 'ISO timestamp' },
  ],
});
