import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidLuMatricule } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const luMatricule = Object.freeze<Detector>({
  id: 'lu-matricule',
  type: 'LU_MATRICULE',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Luxembourg national identification number', other: 'Luxembourg national identification numbers' },
  description:
    'Luxembourg national identification number (matricule, numéro d’identification national): the birth date YYYYMMDD, a three-digit serial, a Luhn check digit and a Verhoeff check digit over those eleven; compact or 1893 12 01 057 32. A real date and two check digits make it LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{4} \d{2} \d{2} \d{3} \d{2}|\d{13}`,
  maxLength: 17,
  validate: (value) => (isValidLuMatricule(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['matricule', 'numéro de matricule', 'numero de matricule', 'matricule national', 'numéro d’identification national', "numéro d'identification national", 'sozialversicherungsnummer', 'cns', 'luxembourg national id']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', formatted: true, checksum: 'a date of birth, Luhn and Verhoeff, about one random run in 3,000' },
  truePositives: [
    { text: 'Matricule: 2012032505218', match: '2012032505218' },
    { text: 'Please double-check 1981062348280 before Friday.', match: '1981062348280', note: 'no context word' },
    { text: '{"matricule":"1943091408217"}', match: '1943091408217' },
    { text: 'nom,matricule\nLéa,2003010448361\n', match: '2003010448361', note: 'CSV column' },
    { text: 'numéro de matricule 1991 09 20 538 53', match: '1991 09 20 538 53' },
    { text: 'matricule=1978070559380;', match: '1978070559380' },
    { text: '(matricule 1950082332478)', match: '1950082332478' },
    { text: 'CNS 1995052414227.', match: '1995052414227' },
    { text: 'Matricule national : 1972 08 06 495 01', match: '1972 08 06 495 01' },
    { text: 'assuré 1988031223916 affilié', match: '1988031223916' },
  ],
  falsePositives: [
    { text: 'Matricule: 2012032505219', note: 'wrong Verhoeff digit' },
    { text: 'Matricule: 2012032505228', note: 'wrong Luhn digit' },
    { text: 'Matricule 2012133105218', note: 'month 13' },
    { text: 'Matricule 20120325052180', note: 'fourteen digits' },
    { text: 'Matricule x2012032505218', note: 'glued to a letter' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp' },
    { text: 'blk_-2012032505218', note: 'part of a block id' },
    { text: 'Matricule 1991 09 20 538-53', note: 'separators disagree' },
    { text: 'price EUR 20120325052.18', note: 'a decimal' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
