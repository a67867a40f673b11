import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidDeaNumber } from '../../validators/dea.js';

export const deaNumber = Object.freeze<Detector>({
  id: 'dea-number',
  type: 'DEA_NUMBER',
  categories: ['PHI'],
  label: { one: 'DEA number', other: 'DEA numbers' },
  description:
    "US DEA registration number: a registrant-type letter, the registrant's initial or 9, six digits and the DEA check digit ((d1+d3+d5) + 2*(d2+d4+d6), last digit). It appears on prescriptions, so health rules (PHI) apply.",
  anchor: { kind: 'digits' },
  pattern: '[ABCDEFGHJKLMPRSTUX][A-Z9][0-9]{7}',
  maxLength: 9,
  validate: (value) => (isValidDeaNumber(value) ? 'confirm' : 'reject'),
  context: { words: ['dea', 'dea number', 'dea registration', 'prescriber', 'prescriber id', 'registrant'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'one check digit over 7 digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'DEA: AB1234563', match: 'AB1234563' },
    { text: 'DEA number BJ6125341 (test)', match: 'BJ6125341' },
    { text: 'prescriber M91234563', match: 'M91234563', note: 'second character 9' },
    { text: '{"dea":"F99340768"}', match: 'F99340768' },
    { text: 'DEA registration GH6845640', match: 'GH6845640' },
    { text: 'dea=BW7473971;', match: 'BW7473971' },
    { text: 'DEA AS5509510.', match: 'AS5509510' },
    { text: '(DEA: BR9448336)', match: 'BR9448336' },
    { text: 'Rx signed, DEA MS0356748', match: 'MS0356748' },
    { text: 'DEA number PD9944958 on file', match: 'PD9944958' },
  ],
  falsePositives: [
    { text: 'DEA: AB1234564', note: 'wrong check digit' },
    { text: 'DEA BJ6125342', note: 'wrong check digit' },
    { text: 'DEA IB1234563', note: 'I is no registrant type' },
    { text: 'part AB12345630', note: 'eight digits' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'price USD 1234563.00', note: 'price' },
    { text: 'version AB-1234563', note: 'hyphenated part number' },
    { text: 'sku XAB1234563', note: 'glued to a letter' },
  ],
});
