import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAadhaar } from '../../validators/aadhaar.js';
import { withKeyForms } from '../context-words.js';

export const inAadhaar = Object.freeze<Detector>({
  id: 'in-aadhaar',
  type: 'IN_AADHAAR',
  categories: ['PII'],
  label: { one: 'Aadhaar number', other: 'Aadhaar numbers' },
  description:
    'Indian Aadhaar number: twelve digits, the first 2 to 9, the last a Verhoeff check digit, printed in groups of four (2345 6789 0123) or compact. Printed, it is LIKELY alone; twelve bare digits need a word such as "Aadhaar".',
  anchor: { kind: 'digits' },
  pattern: String.raw`[2-9]\d{3} \d{4} \d{4}|[2-9]\d{3}-\d{4}-\d{4}|[2-9]\d{11}`,
  maxLength: 14,
  validate: (value) => (isValidAadhaar(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['aadhaar', 'aadhar', 'aadhaar number', 'aadhaar no', 'uid', 'uidai', 'aadhaar card']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a Verhoeff check digit, which a random run passes one time in ten' },
  truePositives: [
    { text: 'Aadhaar: 9369 2526 5963', match: '9369 2526 5963' },
    { text: 'Please double-check 5840 8038 8487 before Friday.', match: '5840 8038 8487', note: 'no context word, printed' },
    { text: '{"aadhaar":"268978614805"}', match: '268978614805', note: 'compact, named by its key' },
    { text: 'Aadhaar No. 3311 2847 4973.', match: '3311 2847 4973' },
    { text: 'uid=735657888860;', match: '735657888860' },
    { text: '(2655 9778 1224)', match: '2655 9778 1224' },
    { text: 'aadhar 9193-7938-2491', match: '9193-7938-2491', note: 'dashes, common misspelling' },
    { text: 'name,aadhaar\nRavi,583510997748\n', match: '583510997748', note: 'CSV column' },
    { text: 'customer 8631 4764 0146 verified', match: '8631 4764 0146' },
    { text: 'UIDAI: 4685 4961 5205', match: '4685 4961 5205' },
  ],
  falsePositives: [
    { text: 'Aadhaar: 9369 2526 5964', note: 'Verhoeff fails' },
    { text: 'aadhaar 1369 2526 5963', note: 'never begins with 1' },
    { text: 'order 268978614805 shipped', note: 'twelve bare digits, no word names them' },
    { text: 'Please double-check 268978614805 before Friday.', note: 'compact, no context word' },
    { text: 'const LIMIT = 268978614805', note: 'a constant in code' },
    { text: 'card 4111 1111 1111 1111', note: 'four groups are a card' },
    { text: 'aadhaar 9369 2526 596', note: 'one digit short' },
    { text: 'ts=1700000000000', note: 'epoch milliseconds' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'x9369 2526 5963', note: 'glued to a letter' },
    { text: 'the other number, 6011 7173 4080 4092, is not valid', note: 'the head of a longer printed number' },
  ],
});
