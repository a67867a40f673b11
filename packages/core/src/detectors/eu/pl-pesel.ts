import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidPesel } from '../../validators/pesel.js';

export const plPesel = Object.freeze<Detector>({
  id: 'pl-pesel',
  type: 'PL_PESEL',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Polish PESEL', other: 'Polish PESELs' },
  description:
    'Polish national identification number (PESEL): 11 digits starting with a real birth date (century encoded in the month) and ending in the 1-3-7-9 weighted check digit. It encodes birth date and sex, so PII as well as EU data. A confirmed match stays HIGH until a word such as "PESEL" stands nearby.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{11}',
  maxLength: 11,
  validate: (value) => (isValidPesel(value) ? 'confirm' : 'reject'),
  context: { words: ['pesel', 'numer pesel'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date of birth and one weighted check digit, about one random run in 50' },
  truePositives: [
    { text: 'PESEL: 44051401359', match: '44051401359' },
    { text: 'PESEL 02070803628 (fikcyjny)', match: '02070803628' },
    { text: 'numer PESEL 02270803624', match: '02270803624', note: 'born 2002' },
    { text: '{"pesel":"39221334438"}', match: '39221334438' },
    { text: 'pesel=65031995310;', match: '65031995310' },
    { text: 'PESEL: 04301675349', match: '04301675349' },
    { text: 'pacjent PESEL 68270845334', match: '68270845334' },
    { text: '(PESEL 95120587557)', match: '95120587557' },
    { text: 'PESEL 49230440206.', match: '49230440206' },
    { text: 'pracownik, PESEL: 38020210453', match: '38020210453' },
  ],
  falsePositives: [
    { text: 'PESEL: 44051401358', note: 'wrong check digit' },
    { text: 'PESEL 02070803627', note: 'wrong check digit' },
    { text: 'PESEL 44133101350', note: 'month 13' },
    { text: 'PESEL 44023001357', note: '30 February' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price PLN 440514013.59', note: 'price' },
    { text: 'version 4.40.514.01359', note: 'version string' },
    { text: 'order 440514013590', note: 'twelve digits' },
  ],
});
