import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNric } from '../../validators/singapore-nric.js';
import { withKeyForms } from '../context-words.js';

export const sgNric = Object.freeze<Detector>({
  id: 'sg-nric',
  type: 'SG_NRIC',
  categories: ['PII'],
  label: { one: 'Singapore NRIC or FIN', other: 'Singapore NRICs or FINs' },
  description:
    'Singapore identity card number (NRIC, S or T) or foreign identification number (FIN, F or G): the letter, seven digits and a check letter from the weighted sum mod 11. The letters around the digits make it LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: '[STFG][0-9]{7}[A-Z]',
  maxLength: 9,
  validate: (value) => (isValidNric(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['nric', 'fin', 'ic number', 'identity card', 'nric no']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', checksum: 'a prefix letter and a check letter mod 11' },
  truePositives: [
    { text: 'NRIC: T6630366C', match: 'T6630366C' },
    { text: 'FIN F3284216W (test)', match: 'F3284216W' },
    { text: 'Please double-check S1194261Z before Friday.', match: 'S1194261Z', note: 'no context word' },
    { text: '{"nric":"F7250914P"}', match: 'F7250914P' },
    { text: 'name,nric\nTan,S7899162C\n', match: 'S7899162C', note: 'CSV column' },
    { text: '(NRIC F5820471N)', match: 'F5820471N' },
    { text: 'IC number T0033829F.', match: 'T0033829F' },
    { text: 'nric=F4774215M;', match: 'F4774215M' },
    { text: 'patient S3906168F admitted', match: 'S3906168F' },
    { text: 'NRIC No. S1689347A', match: 'S1689347A' },
  ],
  falsePositives: [
    { text: 'NRIC: T6630366D', note: 'wrong check letter' },
    { text: 'NRIC A6630366C', note: 'no such prefix' },
    { text: 'NRIC T663036C', note: 'six digits' },
    { text: 'NRIC T6630366CX', note: 'glued to a letter' },
    { text: 'xT6630366C', note: 'inside a longer token' },
    { text: 'const KEY = "T6630366D";', note: 'a code literal, check fails' },
    { text: 'nric t6630366c', note: 'lower case' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'flight SQ12345678', note: 'a flight-like code' },
  ],
});
