import { CONFIDENCE, type Detector } from '../../types.js';
import { isIssuableEin } from '../../validators/us-ein.js';
import { withKeyForms } from '../context-words.js';

export const usEin = Object.freeze<Detector>({
  id: 'us-ein',
  type: 'US_EIN',
  categories: ['PII'],
  label: { one: 'US employer identification number', other: 'US employer identification numbers' },
  description:
    'US Employer Identification Number (federal tax id of a business), printed NN-NNNNNNN with one of the IRS campus prefixes. It has no check digit, so alone it is POSSIBLE; a word such as "EIN" or "federal tax ID" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{2}-\d{7}`,
  maxLength: 10,
  validate: (value) => (isIssuableEin(value) ? 'none' : 'reject'),
  context: {
    words: withKeyForms(['ein', 'fein', 'employer identification number', 'employer id number', 'federal tax id', 'federal tax identification number', 'federal ein', 'tax id', 'tax id number', 'irs ein']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'no check digit: an IRS campus prefix only' },
  // Invented numbers.
  truePositives: [
    { text: 'EIN: 41-2837465', match: '41-2837465' },
    { text: 'Employer Identification Number 86-1049273', match: '86-1049273' },
    { text: '{"ein":"27-5930184"}', match: '27-5930184' },
    { text: 'Federal Tax ID 94-6021837.', match: '94-6021837' },
    { text: 'fein=53-7718260;', match: '53-7718260' },
    { text: 'vendor,ein\nAcme LLC,65-0392847\n', match: '65-0392847', note: 'CSV column' },
    { text: '(EIN 38-4410592)', match: '38-4410592' },
    { text: 'our tax ID number is 20-9183746', match: '20-9183746', note: 'an Internet prefix' },
    { text: 'W-9 on file, EIN 72-3058116, signed', match: '72-3058116' },
    { text: 'federal_ein: 01-6620913', match: '01-6620913' },
  ],
  falsePositives: [
    { text: 'EIN 07-1234567', note: 'no campus uses prefix 07' },
    { text: 'EIN 89-4410592', note: 'no campus uses prefix 89' },
    { text: 'EIN 41-0000000', note: 'serial all zeros' },
    { text: 'Please double-check 41-2837465 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'part 41-2837465 in stock', note: 'no word names it' },
    { text: 'const PART = "41-2837465";', note: 'a constant in code' },
    { text: 'EIN 41-283746', note: 'one digit short' },
    { text: 'EIN 41-28374651', note: 'one digit too many' },
    { text: 'EIN 412837465', note: 'compact is not looked for' },
    { text: 'EIN x41-2837465', note: 'glued to a letter' },
  ],
});
