import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidBeNationalNumber } from '../../validators/be-national-number.js';
import { withKeyForms } from '../context-words.js';

export const beNationalNumber = Object.freeze<Detector>({
  id: 'be-national-number',
  type: 'BE_NATIONAL_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Belgian national number', other: 'Belgian national numbers' },
  description:
    'Belgian national register number (rijksregisternummer / numéro national): YYMMDD, a serial and the check 97 - (first nine digits mod 97), with a 2 put in front for births from 2000; compact or printed 85.07.30-033.28. A BIS number, which the Crossroads Bank for Social Security gives people not in the national register, has the same layout with 20 (sex unknown) or 40 added to the month, and month and day 00 when the birth date is unknown. It encodes birth date and sex, so PII as well as EU data. A compact confirmed match stays HIGH until a context word stands nearby.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}-[0-9]{3}\\.[0-9]{2}|[0-9]{11}',
  maxLength: 15,
  validate: (value) => (isValidBeNationalNumber(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms([
      'rijksregisternummer', 'rijksregister', 'numéro national', 'numero national', 'national number', 'insz', 'niss',
      'bisnummer', 'bis-nummer', 'numéro bis', 'numero bis', 'bis number',
    ]),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'Rijksregisternummer: 85.07.30-033.28', match: '85.07.30-033.28' },
    { text: 'numéro national 85073003328 (fictif)', match: '85073003328' },
    { text: 'NISS 17073003384', match: '17073003384', note: 'born 2017' },
    { text: 'national number 57110627642', match: '57110627642' },
    { text: '{"insz":"66100112569"}', match: '66100112569' },
    { text: 'rijksregister 17.11.08-658.21', match: '17.11.08-658.21' },
    { text: 'NN 48122172359.', match: '48122172359' },
    { text: 'numero national: 01090970678', match: '01090970678' },
    { text: '(INSZ 73030727797)', match: '73030727797' },
    { text: 'Rijksregisternummer 10071424183', match: '10071424183' },
    { text: 'BIS-nummer: 78.26.14-173.63', match: '78.26.14-173.63', note: 'BIS, month + 20' },
    { text: 'numéro BIS 91430224564', match: '91430224564', note: 'BIS, month + 40' },
    { text: '{"bis_number":"63200011884"}', match: '63200011884', note: 'BIS with month and day unknown' },
    { text: 'INSZ 05.31.27-061.62', match: '05.31.27-061.62', note: 'BIS of a birth from 2000' },
  ],
  falsePositives: [
    { text: 'Rijksregisternummer: 85.07.30-033.27', note: 'wrong check' },
    { text: 'INSZ 85073003327', note: 'wrong check' },
    { text: 'INSZ 85133003395', note: 'month 13' },
    { text: 'INSZ 85073000015', note: 'serial 000' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price EUR 850730.03', note: 'price' },
    { text: 'version 85.07.30.033.28', note: 'version string' },
    { text: 'order 850730033280', note: 'twelve digits' },
    { text: 'BIS-nummer 78661417352', note: 'month + 60 is no BIS month' },
    { text: 'BIS-nummer 78.33.14-173.15', note: 'month 13 once the 20 is taken off' },
  ],
});
