import { CONFIDENCE, type Detector } from '../../types.js';
import { isPlausibleDriversLicense } from '../../validators/us-drivers-license.js';
import { withKeyForms } from '../context-words.js';

/** The states' formats, the printed and longer ones first (leftmost-first takes the first that fits). */
const STATE_FORMATS = [
  String.raw`[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d`, // Florida, printed
  String.raw`[A-Z]\d{3}-\d{4}-\d{4}(?:-\d{2})?`, // Illinois; Wisconsin with two more
  String.raw`[A-Z]\d{4} \d{5} \d{5}`, // New Jersey, printed
  String.raw`[A-Z] \d{3} \d{3} \d{3} \d{3}`, // Michigan, printed
  String.raw`WDL[A-Z0-9]{9}`, // Washington since 2018
  String.raw`\d{2}[A-Z]{3}\d{5}`, // New Hampshire
  String.raw`\d{3}[A-Z]{2}\d{4}`, // Iowa
  String.raw`\d{7}[A-Z]`, // Vermont
  String.raw`\d{2}-\d{3}-\d{4}`, // Colorado, printed
  String.raw`\d{3} \d{3} \d{3}`, // New York, printed
  String.raw`[A-Z]{1,3}\d{4,14}`, // a letter or two (three in North Dakota) and digits: California, Florida, Massachusetts, Ohio, …
  String.raw`\d{7,13}`, // digits only: Texas, Pennsylvania, New York, Georgia, North Carolina, …
];

export const usDriversLicense = Object.freeze<Detector>({
  id: 'us-drivers-license',
  type: 'US_DRIVERS_LICENSE',
  categories: ['PII'],
  label: { one: "US driver's license number", other: "US driver's license numbers" },
  description:
    "US driver's license number in one of the states' formats (a letter and 7 to 14 digits, digits alone, Florida's and Illinois's printed groups, Washington's WDL…), right after a word such as \"driver's license\", \"DL\" or \"DLN\". No state publishes a check digit, so the word is required.",
  anchor: { kind: 'context' },
  pattern: STATE_FORMATS.join('|'),
  maxLength: 17,
  validate: (value) => (isPlausibleDriversLicense(value) ? 'none' : 'reject'),
  context: {
    words: withKeyForms([
      "driver's license", 'driver’s license', 'drivers license', 'driver license', "driver's licence", 'drivers licence', 'driver licence',
      "driver's license number", 'drivers license number', 'driver license number', "driver's license no", 'license no', 'dl', 'dl no', 'dl number', 'dln', 'cdl',
    ]),
    window: 30,
    beforeOnly: true,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers in each state's format.
  truePositives: [
    { text: "Driver's license: D4820193", match: 'D4820193', note: 'California' },
    { text: 'DL# S482-019-37-465-1', match: 'S482-019-37-465-1', note: 'Florida, printed' },
    { text: '{"drivers_license":"R482-0193-7465"}', match: 'R482-0193-7465', note: 'Illinois' },
    { text: 'DLN 48201937', match: '48201937', note: 'Texas, digits only' },
    { text: 'driver license number 738 201 946', match: '738 201 946', note: 'New York, printed' },
    { text: 'DL: WDLK7Q2M9XP4', match: 'WDLK7Q2M9XP4', note: 'Washington' },
    { text: 'drivers license 38KQT20419', match: '38KQT20419', note: 'New Hampshire' },
    { text: 'name,dl_number\nJo,K4820 19374 65510\n', match: 'K4820 19374 65510', note: 'New Jersey, CSV column' },
    { text: "Driver's licence no. 4820193A", match: '4820193A', note: 'Vermont' },
    { text: 'CDL S81029374', match: 'S81029374', note: 'Massachusetts' },
  ],
  falsePositives: [
    { text: "driver's license D1111111", note: 'one digit repeated' },
    { text: "driver's license 1234567", note: 'a run of digits' },
    { text: "driver's license D123", note: 'too few digits' },
    { text: 'order D4820193 shipped', note: 'no word names it' },
    { text: 'D4820193 was the driver license', note: 'the word after the number' },
    { text: "Driver's license: see the attachment we sent. Order 48201937 shipped.", note: 'too far from the word' },
    { text: "driver's license xD4820193", note: 'glued to a letter' },
    { text: 'the driver license renewal costs $35', note: 'no number' },
    { text: 'DL 2024-03-15', note: 'a date' },
    { text: "driver's license d4820193", note: 'lower case' },
  ],
});
