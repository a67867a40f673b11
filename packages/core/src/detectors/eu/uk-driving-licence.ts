import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidUkDrivingLicence } from '../../validators/uk-driving-licence.js';
import { withKeyForms } from '../context-words.js';

export const ukDrivingLicence = Object.freeze<Detector>({
  id: 'uk-driving-licence',
  type: 'UK_DRIVING_LICENCE',
  categories: ['PII'],
  label: { one: 'UK driving licence number', other: 'UK driving licence numbers' },
  description:
    'UK (Great Britain) driving licence number, sixteen characters built from the holder: five letters of the surname padded with 9, the birth date with the month raised by 50 for women (decade, month, day, year digit), two initials, a digit and two check characters, such as HUGHE657054SM9IJ. DVLA publishes no algorithm for the check characters, so only the date is checked, and it is looked for only beside a word such as "driving licence".',
  anchor: { kind: 'context' },
  pattern: String.raw`[A-Z][A-Z9]{4}\d{6}[A-Z][A-Z9]\d[A-Z0-9]{2}`,
  maxLength: 16,
  validate: (value) => (isValidUkDrivingLicence(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['driving licence', 'driving license', 'driver licence', "driver's licence", 'licence number', 'licence no', 'dvla', 'driving licence number']),
    window: 50,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Driving licence: HUGHE657054SM9IJ', match: 'HUGHE657054SM9IJ' },
    { text: 'driving licence number JONES710238AB1CD', match: 'JONES710238AB1CD' },
    { text: '{"driving_licence":"SMITH862165JA9XY"}', match: 'SMITH862165JA9XY', note: 'month + 50: a woman' },
    { text: 'name,driving licence\nLi,LI999801017W99ZZ\n', match: 'LI999801017W99ZZ', note: 'short surname and one initial, padded with 9' },
    { text: 'DVLA licence no. TAYLO503311PQ2AB.', match: 'TAYLO503311PQ2AB' },
    { text: 'driving_licence=BROWN912228RT5KM;', match: 'BROWN912228RT5KM' },
    { text: '(driving licence WILSO601150KE9LA)', match: 'WILSO601150KE9LA' },
    { text: "Driver's licence: EVANS755129DM3QR", match: 'EVANS755129DM3QR' },
    { text: 'Licence number: DAVIE558041HG7TU on the photocard', match: 'DAVIE558041HG7TU' },
    { text: 'driving license WRIGH406300LB9ST', match: 'WRIGH406300LB9ST' },
  ],
  falsePositives: [
    { text: 'Please double-check HUGHE657054SM9IJ before Friday.', note: 'no word: not looked for' },
    { text: 'Driving licence: HUGHE613054SM9IJ', note: 'month 13' },
    { text: 'Driving licence: HUGHE657324SM9IJ', note: 'day 32' },
    { text: 'Driving licence: HUG9E657054SM9IJ', note: 'padding inside the surname' },
    { text: 'Driving licence: HUGHE657054SM9I', note: 'a character short' },
    { text: 'Driving licence: HUGHE657054SM9IJK', note: 'a character too many' },
    { text: 'Driving licence: xHUGHE657054SM9IJ', note: 'glued to a letter' },
    { text: 'Driving licence: morga657054sm9ij', note: 'lower case' },
    { text: 'Driving licence: [withheld]', note: 'withheld' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
