import { CONFIDENCE, type Detector } from '../../types.js';
import { birthDateVerdict, MONTH_NAME_ALTERNATION } from '../../validators/date.js';

const MONTH = `(?:${MONTH_NAME_ALTERNATION})`;
const ORDINAL = '(?:st|nd|rd|th)?';

export const dateOfBirth = Object.freeze<Detector>({
  id: 'date-of-birth',
  type: 'DATE_OF_BIRTH',
  categories: ['PII'],
  label: { one: 'date of birth', other: 'dates of birth' },
  description:
    'Date of birth next to a word such as "DOB", "date of birth", "born", "birthday", "geb." or "né": ISO, numeric day/month in either order, or with a month name in English, German or French. It must be a real calendar date, not in the future and not more than 125 years back.',
  anchor: { kind: 'context' },
  pattern: [
    String.raw`\d{4}[-/.]\d{1,2}[-/.]\d{1,2}`,
    String.raw`\d{1,2}[-/.]\d{1,2}[-/.]\d{4}`,
    String.raw`\d{1,2}${ORDINAL}\.? ${MONTH}\.?,? \d{4}`,
    String.raw`${MONTH}\.? \d{1,2}${ORDINAL},? \d{4}`,
  ].join('|'),
  ignoreCase: true,
  maxLength: 24,
  validate: (value) => birthDateVerdict(value),
  context: {
    words: [
      'dob',
      'd.o.b',
      'date of birth',
      'birth date',
      'birthdate',
      'born',
      'birthday',
      'geb',
      'geboren',
      'geburtsdatum',
      'né',
      'née',
      'date de naissance',
      'fecha de nacimiento',
    ],
    // Short: a form lists several dates, and only the one next to the word is a birth date.
    window: 24,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented dates.
  truePositives: [
    { text: 'DOB: 1984-03-12', match: '1984-03-12' },
    { text: 'Date of birth 12 March 1984', match: '12 March 1984' },
    { text: 'born March 12, 1984 in Ohio', match: 'March 12, 1984' },
    { text: 'birthday: 03/25/1984', match: '03/25/1984', note: 'US order' },
    { text: 'geb. 25.03.1984', match: '25.03.1984', note: 'German order' },
    { text: 'née le 7 juillet 1962', match: '7 juillet 1962' },
    { text: 'Geburtsdatum: 1. März 1975', match: '1. März 1975' },
    { text: '"dob": "1990/01/31"', match: '1990/01/31' },
    { text: 'Patient born on the 3rd Sept 1951.', match: '3rd Sept 1951' },
    { text: 'DOB 29-02-2000 (leap day)', match: '29-02-2000' },
    { text: 'MRN: 3346379   DOB: 2003-05-13\nSeen 2023-08-09.', match: '2003-05-13', note: 'the visit date below is not reported' },
  ],
  falsePositives: [
    { text: 'DOB: 1984-02-30', note: 'no such day' },
    { text: 'date of birth 2999-01-01', note: 'in the future' },
    { text: 'born 1850-06-01', note: 'more than 125 years back' },
    { text: 'DOB 13/13/1984', note: 'month 13 in either order' },
    { text: 'invoice date 2024-03-15, due 2024-04-15', note: 'no birth context' },
    { text: 'DOB 29-02-2001', note: 'not a leap year' },
    { text: 'born in 1984', note: 'year only' },
    { text: 'birthday party at 12:30 on 2024-03-15T12:30:00Z in Room 1.2.3', note: 'timestamp, future relative to none; time only' },
    { text: 'DOB: 12 Foo 1984', note: 'no month name' },
    { text: 'DOB: 1984-3', note: 'incomplete' },
    { text: 'Date of birth: not on file. Admission date 2024-01-05', note: 'another date, away from the context word' },
    { text: 'DOB: withheld\nSeen 2023-08-09.', note: 'a date on the next line' },
  ],
});
