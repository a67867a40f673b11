import { CONFIDENCE, type Detector } from '../../types.js';
import { passportNumberVerdict } from '../../validators/passport.js';

export const passportNumber = Object.freeze<Detector>({
  id: 'passport-number',
  type: 'PASSPORT_NUMBER',
  categories: ['PII'],
  label: { one: 'passport number', other: 'passport numbers' },
  description:
    'Passport number next to the word "passport" (or its German, French, Spanish or Italian form): 6 to 9 upper-case letters and digits holding at least one digit, which covers US (9 digits, or a letter and 8 digits), UK (9 digits) and most other issuers.',
  anchor: { kind: 'context' },
  pattern: '[A-Z0-9]{6,9}',
  maxLength: 9,
  validate: passportNumberVerdict,
  context: {
    words: ['passport', 'passport no', 'passport number', 'passport #', 'reisepass', 'passeport', 'pasaporte', 'passaporto'],
    window: 32,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers or published specimens, fake.
  truePositives: [
    { text: 'Passport No. 912345678', match: '912345678', note: 'US, 9 digits' },
    { text: 'passport: X12345678', match: 'X12345678', note: 'US next generation, letter and 8 digits' },
    { text: 'UK passport number 533401372', match: '533401372' },
    { text: 'passeport 12AB34567', match: '12AB34567', note: 'French layout' },
    { text: 'Reisepass C01X00T47', match: 'C01X00T47', note: 'German specimen layout' },
    { text: '"passport": "L898902C3"', match: 'L898902C3', note: 'ICAO specimen' },
    { text: 'pasaporte PAB123456', match: 'PAB123456' },
    { text: 'Passport # K1234567 expires 2030', match: 'K1234567' },
    { text: 'travel doc (passport) AB123456', match: 'AB123456' },
    { text: 'passaporto YA0123456', match: 'YA0123456' },
  ],
  falsePositives: [
    { text: 'passport 12345', note: 'too short' },
    { text: 'passport 1234567890', note: 'too long' },
    { text: 'PASSPORT OFFICE CLOSED', note: 'words without digits' },
    { text: 'order 912345678 shipped', note: 'no context word' },
    { text: 'passport 000000000', note: 'repeated filler' },
    { text: 'passport x12345678', note: 'lower case' },
    { text: 'passport photo 2x2', note: 'no number' },
    { text: 'renew your passport by 2025', note: 'year only' },
    { text: 'passport DE-12-34', note: 'separators' },
    { text: 'the passport was lost', note: 'prose' },
    { text: 'National Insurance number BW304938B, passport number on file', note: 'the value labelled as a National Insurance number, in reach of "passport"' },
  ],
});
